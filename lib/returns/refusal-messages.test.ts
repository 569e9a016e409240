import { describe, expect, it } from 'vitest';
import { messagesByLocale } from '@/lib/i18n/messages';
import { localizeRefusal, refusalKey } from './refusal-messages';

describe('refusal messages', () => {
  it('knows the API’s refusals, carrying a date or a count over', () => {
    expect(refusalKey('The 14 days to withdraw from the purchase ended on 2026-12-10.')).toEqual({
      key: 'withdrawalEnded',
      values: { date: '2026-12-10' },
    });
    expect(refusalKey('At most 2 can be returned.')).toEqual({ key: 'atMost', values: { count: '2' } });
    expect(refusalKey('No order matches this number and e-mail.')?.key).toBe('noSuchOrder');
    expect(refusalKey('A complaint takes at most 5 photos.')).toEqual({ key: 'photoCount', values: { count: '5' } });
    expect(refusalKey('Something new.')).toBeNull();
  });

  it('has a text for every key in cs, sk and en', () => {
    const keys = [
      'cancelled',
      'notShipped',
      'notPaid',
      'returnEnded',
      'returnEndedOn',
      'withdrawalEnded',
      'complaintEnded',
      'allReturned',
      'noSuchOrder',
      'noItems',
      'reason',
      'resolution',
      'shippingMethod',
      'pickupPoint',
      'sender',
      'alreadySent',
      'atMost',
      'atMostClaimed',
      'complaintRunOut',
      'noClaimItems',
      'photoType',
      'photoCount',
      'photoSize',
      'pickupAddress',
      'fillIn',
      'houseNumber',
      'postCode',
      'postCodeFormat',
      'phone',
      'phoneLength',
      'dialCode',
      'country',
      'other',
    ];
    for (const locale of ['cs', 'sk', 'en'] as const)
      expect(Object.keys(messagesByLocale[locale].returns.refusals).sort()).toEqual([...keys].sort());
  });

  it('shows an unlisted message in English as it is, and as the generic text in Czech', () => {
    const t = (key: string, values: Record<string, string>) => `${key}:${JSON.stringify(values)}`;
    expect(localizeRefusal('Something new.', 'en', t)).toBe('Something new.');
    expect(localizeRefusal('Something new.', 'cs', t)).toBe('other:{}');
    expect(localizeRefusal('Enter the address the courier collects the parcel from.', 'cs', t)).toBe(
      'pickupAddress:{}',
    );
    expect(localizeRefusal('Enter the phone number in 6 to 15 digits, without the dial code.', 'sk', t)).toBe(
      'phone:{}',
    );
    expect(localizeRefusal('The 24 months to claim a defect ended on 2024-01-01.', 'cs', t)).toBe(
      'complaintEnded:{"date":"2024-01-01"}',
    );
  });
});
