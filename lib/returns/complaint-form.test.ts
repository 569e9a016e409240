import { describe, expect, it } from 'vitest';
import { emptyBankAccount } from './bank-account-form';
import {
  complaintAsksForMoney,
  complaintFieldPath,
  complaintIssues,
  complaintItemsBody,
  photoIssues,
  type ComplaintDraft,
} from './complaint-form';

const line = { maxAmount: 1, chosen: false, amount: 1, reason: '' as const, description: '', resolution: '' as const };
const draft = (change: Partial<ComplaintDraft> = {}): ComplaintDraft => ({
  type: 'defect',
  lines: [
    { ...line, orderItemId: 5 },
    {
      ...line,
      orderItemId: 6,
      chosen: true,
      maxAmount: 2,
      reason: 'broken',
      description: 'The handle broke off.',
      resolution: 'replacement',
    },
  ],
  photos: [],
  bank: emptyBankAccount,
  ...change,
});

describe('complaintIssues', () => {
  it('accepts a chosen line with reason, description and resolution', () => {
    expect(complaintIssues(draft())).toEqual({});
  });

  it('asks for a line, and for each chosen one a reason, ten characters of description and a resolution', () => {
    expect(complaintIssues(draft({ lines: [{ ...line, orderItemId: 5 }] }))).toEqual({ items: 'noItems' });
    const bare = [{ ...line, orderItemId: 5, chosen: true, amount: 2 }];
    expect(complaintIssues(draft({ lines: bare }))).toEqual({
      'items.0.amount': 'tooMany',
      'items.0.reason': 'reason',
      'items.0.description': 'description',
      'items.0.preferred_resolve': 'resolution',
    });
  });

  it('asks for a bank account for money back or a discount when the API needs one, and checks one typed', () => {
    const money = draft().lines.map((l) => (l.chosen ? { ...l, resolution: 'money_back' as const } : l));
    expect(complaintAsksForMoney({ lines: money })).toBe(true);
    expect(complaintIssues(draft({ lines: money }))).toEqual({});
    expect(complaintIssues(draft({ lines: money }), true)).toEqual({ bank_account_number: 'bank.missing' });
    const typo = { ...emptyBankAccount, bank_code: '08' };
    expect(complaintIssues(draft({ lines: money, bank: typo }))).toEqual({
      bank_account_number: 'bank.codeNeedsNumber',
      bank_code: 'bank.code',
    });
    const iban = { ...emptyBankAccount, bank_account_iban: 'CZ6508000000192000145399', bank_swift_code: 'GIBACZPX' };
    expect(complaintIssues(draft({ lines: money, bank: iban }), true)).toEqual({});
  });
});

describe('photoIssues', () => {
  const photo = { name: 'a.jpg', type: 'image/jpeg', size: 1000 };
  it('keeps to the contract limits: five photos, JPEG/PNG/WebP, 3 MB each', () => {
    expect(photoIssues([photo])).toBeUndefined();
    expect(photoIssues(Array.from({ length: 6 }, () => photo))).toBe('photoCount');
    expect(photoIssues([{ ...photo, type: 'image/gif' }])).toBe('photoType');
    expect(photoIssues([{ ...photo, size: 3 * 1024 * 1024 + 1 }])).toBe('photoSize');
  });
});

describe('the items body and its errors', () => {
  it('sends the chosen lines only and maps an answer path back to the form line', () => {
    expect(complaintItemsBody(draft()).items).toEqual([
      {
        order_item_id: 6,
        amount: 1,
        reason: 'broken',
        description: 'The handle broke off.',
        preferred_resolve: 'replacement',
      },
    ]);
    expect(complaintFieldPath(draft(), 'items.0.description')).toBe('items.1.description');
    expect(complaintFieldPath(draft(), 'bank_code')).toBe('bank_code');
  });
});
