import { describe, expect, it } from 'vitest';
import { emptyBankAccount } from './bank-account-form';
import { emptyPickupAddress } from './pickup-address-form';
import { returnIssues, returnItemsBody, type ReturnDraft } from './return-form';

const draft = (change: Partial<ReturnDraft> = {}): ReturnDraft => ({
  lines: [
    { orderItemId: 7, maxAmount: 2, amount: 1, reason: 'wrong_size', resolution: 'money_back' },
    { orderItemId: 8, maxAmount: 1, amount: 0, reason: '', resolution: 'money_back' },
  ],
  method: { methodId: 3, optionId: null, optionName: null, courier: false },
  pickupAddress: emptyPickupAddress,
  needsBankAccount: false,
  bank: emptyBankAccount,
  ...change,
});

describe('returnIssues', () => {
  it('accepts one unit with a reason and a way back', () => {
    expect(returnIssues(draft())).toEqual({});
  });

  it('asks for at least one unit, no more than may go back, a reason and a way back', () => {
    const lines = draft().lines.map((line) => ({ ...line, amount: 0 }));
    expect(
      returnIssues(draft({ lines, method: { methodId: null, optionId: null, optionName: null, courier: false } })),
    ).toEqual({
      items: 'noItems',
      shipping_method_id: 'shippingMethod',
    });
    const tooMany = draft().lines.map((line, i) => (i === 0 ? { ...line, amount: 3, reason: '' as const } : line));
    expect(returnIssues(draft({ lines: tooMany }))).toEqual({
      'items.0.amount': 'tooMany',
      'items.0.reason': 'reason',
    });
  });

  it('checks the bank account with the contract rule only when the money goes back by transfer', () => {
    expect(returnIssues(draft({ needsBankAccount: true }))).toEqual({ bank_account_number: 'bank.missing' });
    const bank = { ...emptyBankAccount, bank_account_number: '19-2000145398', bank_code: '0800' };
    expect(returnIssues(draft({ needsBankAccount: true, bank }))).toEqual({
      bank_account_number: 'bank.numberChecksum',
    });
    const good = { ...emptyBankAccount, bank_account_number: '19-2000145399', bank_code: '0800' };
    expect(returnIssues(draft({ needsBankAccount: true, bank: good }))).toEqual({});
  });

  it('asks for the pick-up address only when a courier collects, by its country’s rules', () => {
    const method = { methodId: 4, optionId: null, optionName: null, courier: true };
    const pickupAddress = {
      first_name: 'Jana',
      last_name: 'Nováková',
      street: 'Dlouhá 12',
      city: 'Praha',
      post_code: '11000',
      country_id: 1,
      dial_code: '+420',
      phone: '777 123 456',
    };
    const alpha2Of = (id: number) => (id === 1 ? 'CZ' : undefined);
    expect(returnIssues(draft({ pickupAddress: { ...pickupAddress, street: '' } }), alpha2Of)).toEqual({});
    expect(returnIssues(draft({ method, pickupAddress }), alpha2Of)).toEqual({});
    expect(
      returnIssues(
        draft({ method, pickupAddress: { ...pickupAddress, street: '', post_code: '1100', phone: '777' } }),
        alpha2Of,
      ),
    ).toEqual({ street: 'pickupRequired', post_code: 'pickupPostCode', phone: 'pickupPhone' });
    expect(returnIssues(draft({ method, pickupAddress: { ...pickupAddress, country_id: 9 } }), alpha2Of)).toEqual({
      country_id: 'pickupCountry',
    });
  });
});

describe('returnItemsBody', () => {
  it('sends every line, the ones not returned at 0 without reason or resolution', () => {
    expect(returnItemsBody(draft())).toEqual({
      items: [
        { order_item_id: 7, amount: 1, reason: 'wrong_size', preferred_resolve: 'money_back' },
        { order_item_id: 8, amount: 0, reason: null, preferred_resolve: null },
      ],
    });
  });
});
