/**
 * Returns (refunds): their states, the reasons a shopper gives and the resolutions they prefer,
 * and the deadlines (docs/returns-and-complaints.md). Pure, no zod: the storefront's forms and the
 * shop API read the same lists.
 */

/**
 * `draft` while the shopper fills it in, `submitted` once sent (the goods are on their way),
 * `received` when the shop has them, then `approved` or `rejected`, and `refunded` when the money
 * left. `cancelled`: the shopper withdrew a draft or the shop closed a return that never arrived.
 */
export const refundStates = [
  'draft',
  'submitted',
  'received',
  'approved',
  'rejected',
  'refunded',
  'cancelled',
] as const;
export type RefundState = (typeof refundStates)[number];

/** Why an item goes back. A withdrawal needs no reason in law; the shopper may still say one. */
export const refundReasons = [
  'changed_mind',
  'wrong_size',
  'not_as_described',
  'arrived_late',
  'found_cheaper',
  'other',
] as const;
export type RefundReason = (typeof refundReasons)[number];

/** What the shopper wants for a returned item: the money back, or another size or colour. */
export const refundResolutions = ['money_back', 'exchange'] as const;
export type RefundResolution = (typeof refundResolutions)[number];

/** Days after delivery within which a consumer may withdraw from a distance purchase (EU 2011/83, Czech Civil Code §1829). */
export const withdrawalDays = 14;
/** Days after delivery within which the shop takes back unused goods of its own accord (not a withdrawal). */
export const goodwillReturnDays = 30;

/** The moves the back office may make from each state; `draft` → `submitted` is the shopper's. */
export const refundTransitions: Record<RefundState, readonly RefundState[]> = {
  draft: ['cancelled'],
  submitted: ['received', 'cancelled'],
  received: ['approved', 'rejected'],
  approved: ['refunded'],
  rejected: [],
  refunded: [],
  cancelled: [],
};

/** Whether the back office may move a return from `from` to `to`. */
export function canMoveRefund(from: RefundState, to: RefundState): boolean {
  return refundTransitions[from].includes(to);
}
