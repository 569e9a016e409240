/**
 * The shop API words its refusals of returns and complaints once, in English, beside its rules
 * (`shop-api/src/after-sale/`). The storefront shows them in the page's language: each known
 * message has a key under `returns.refusals` (a date or a count is carried over). A message not
 * listed here (a rule added later) is shown as it is in English and as the generic `other` text in
 * the other languages. The bank account rule's messages are keyed in `bank-account-form.ts`.
 */
const exact: Record<string, RefusalKey> = {
  'A cancelled order cannot be returned.': 'cancelled',
  'A cancelled order cannot be claimed.': 'cancelled',
  'The order has not been shipped yet: it can be returned once it is on its way.': 'notShipped',
  'The order has not been shipped yet.': 'notShipped',
  'Only a paid order can be claimed.': 'notPaid',
  'The time to return this order has run out.': 'returnEnded',
  'Every item of this order is being returned already.': 'allReturned',
  'No order matches this number and e-mail.': 'noSuchOrder',
  'Choose at least one item to return.': 'noItems',
  'Say why it goes back.': 'reason',
  'Choose the money back or an exchange.': 'resolution',
  'Choose how the goods travel back.': 'shippingMethod',
  'Choose one of the ways back this order can use.': 'shippingMethod',
  'Choose the pickup point.': 'pickupPoint',
  'Choose a pickup point of the chosen way back.': 'pickupPoint',
  'Enter the sender’s name and address.': 'sender',
  'Enter the address the courier collects the parcel from.': 'pickupAddress',
  'Fill this in.': 'fillIn',
  'Enter the street and house number.': 'fillIn',
  'Add the house number.': 'houseNumber',
  'Enter a valid post code.': 'postCode',
  'Enter the post code as 123 45.': 'postCodeFormat',
  'A Czech or Slovak phone number has 9 digits.': 'phoneLength',
  'Choose a dial code such as +420.': 'dialCode',
  'Choose a country the shop delivers to.': 'country',
  'This return was sent already: it can no longer be changed.': 'alreadySent',
  'This return was sent already.': 'alreadySent',
  'This complaint was sent already: it can no longer be changed.': 'alreadySent',
  'This complaint was sent already.': 'alreadySent',
  'The 24 months to claim a defect have run out.': 'complaintRunOut',
  'Choose at least one item to claim.': 'noClaimItems',
  'The file is not the JPEG, PNG or WebP photo its content_type says.': 'photoType',
  'The photo is empty.': 'photoType',
};

const patterns: [RegExp, RefusalKey][] = [
  [/^The \d+ days to withdraw from the purchase ended on (?<date>[\d-]+)\.$/, 'withdrawalEnded'],
  [/^The \d+ days to return goods ended on (?<date>[\d-]+)\.$/, 'returnEndedOn'],
  [/^The \d+ months to claim a defect ended on (?<date>[\d-]+)\.$/, 'complaintEnded'],
  [/^At most (?<count>\d+) can be returned\.$/, 'atMost'],
  [/^At most (?<count>\d+) can be claimed\.$/, 'atMostClaimed'],
  [/^(?:A complaint takes at most|At most) (?<count>\d+) photos\.$/, 'photoCount'],
  [/^A photo is at most (?<size>\d+) MB\.$/, 'photoSize'],
  [/^Enter the phone number in \d+ to \d+ digits, without the dial code\.$/, 'phone'],
];

export type RefusalKey =
  | 'cancelled'
  | 'notShipped'
  | 'notPaid'
  | 'returnEnded'
  | 'returnEndedOn'
  | 'withdrawalEnded'
  | 'complaintEnded'
  | 'allReturned'
  | 'noSuchOrder'
  | 'noItems'
  | 'reason'
  | 'resolution'
  | 'shippingMethod'
  | 'pickupPoint'
  | 'sender'
  | 'pickupAddress'
  | 'fillIn'
  | 'houseNumber'
  | 'postCode'
  | 'postCodeFormat'
  | 'phone'
  | 'phoneLength'
  | 'dialCode'
  | 'country'
  | 'alreadySent'
  | 'atMost'
  | 'atMostClaimed'
  | 'complaintRunOut'
  | 'noClaimItems'
  | 'photoType'
  | 'photoCount'
  | 'photoSize';

/** The key of a refusal and the values it carries, or null for a message not listed. */
export function refusalKey(message: string): { key: RefusalKey; values: Record<string, string> } | null {
  const known = exact[message];
  if (known) return { key: known, values: {} };
  for (const [pattern, key] of patterns) {
    const match = pattern.exec(message);
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}

/** A refusal in the page's language: a listed one translated, another in English or as the generic text. */
export function localizeRefusal(
  message: string,
  locale: string,
  t: (key: RefusalKey | 'other', values: Record<string, string>) => string,
): string {
  const found = refusalKey(message);
  if (found) return t(found.key, found.values);
  return locale === 'en' ? message : t('other', {});
}
