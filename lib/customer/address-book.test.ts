import { describe, expect, it } from 'vitest';
import { addressLines, sortAddresses, withDefault } from './address-book';

const address = (id: number, billing = false, shipping = false) => ({
  id,
  first_name: 'Jana',
  last_name: 'Nováková',
  street: 'Vinohradská 12',
  city: 'Praha',
  post_code: '120 00',
  dial_code: '+420',
  phone: '777123456',
  is_company: false,
  company_name: null,
  is_billing_default: billing,
  is_shipping_default: shipping,
});

describe('address book rules', () => {
  it('lists the defaults first, then the oldest', () => {
    const sorted = sortAddresses([address(3), address(2, false, true), address(5, true), address(1)]);
    expect(sorted.map((a) => a.id)).toEqual([5, 2, 1, 3]);
  });

  it('keeps one default per type', () => {
    const next = withDefault([address(1, true), address(2), address(3, false, true)], 2, 'billing');
    expect(next.map((a) => a.is_billing_default)).toEqual([false, true, false]);
    expect(next.map((a) => a.is_shipping_default)).toEqual([false, false, true]);
  });

  it('writes an address as label lines, the company first', () => {
    expect(addressLines(address(1))).toEqual(['Jana Nováková', 'Vinohradská 12', '120 00 Praha', '+420 777123456']);
    expect(addressLines({ ...address(1), is_company: true, company_name: 'Lumen s.r.o.', phone: null })).toEqual([
      'Lumen s.r.o.',
      'Jana Nováková',
      'Vinohradská 12',
      '120 00 Praha',
      '+420',
    ]);
  });
});
