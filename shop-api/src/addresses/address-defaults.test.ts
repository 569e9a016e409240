import { describe, expect, it } from 'vitest';
import { heirOfDeletedAddress, rolesAfterUpdate, rolesOfNewAddress } from './address-defaults';

describe('address book defaults', () => {
  it('makes the first address both defaults, whatever was asked', () => {
    expect(rolesOfNewAddress(0, {})).toEqual({ billing: true, shipping: true });
    expect(rolesOfNewAddress(0, { billing: false, shipping: false })).toEqual({ billing: true, shipping: true });
  });

  it('gives a later address only the defaults it asks for', () => {
    expect(rolesOfNewAddress(2, {})).toEqual({ billing: false, shipping: false });
    expect(rolesOfNewAddress(1, { shipping: true })).toEqual({ billing: false, shipping: true });
  });

  it('moves a default to an edited address but never switches one off', () => {
    expect(rolesAfterUpdate({ billing: true, shipping: false }, { billing: false, shipping: true })).toEqual({
      billing: true,
      shipping: true,
    });
    expect(rolesAfterUpdate({ billing: false, shipping: false }, {})).toEqual({ billing: false, shipping: false });
  });

  it('hands the deleted address’s defaults to the newest remaining one', () => {
    expect(heirOfDeletedAddress({ billing: true, shipping: false }, [7, 3])).toEqual({
      id: 7,
      roles: { billing: true, shipping: false },
    });
    expect(heirOfDeletedAddress({ billing: false, shipping: false }, [7])).toBeNull();
    expect(heirOfDeletedAddress({ billing: true, shipping: true }, [])).toBeNull();
  });
});
