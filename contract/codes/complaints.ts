/**
 * Complaints (claims of a defect under the 24-month legal guarantee): states, types, reasons,
 * resolutions, deadlines and photo limits (docs/returns-and-complaints.md). Pure, no zod.
 */

/**
 * `draft` while the shopper fills it in, `submitted` once sent, `received` when the goods reached
 * the shop (the 30 days to settle it run from `submitted`), then `accepted` or `rejected`;
 * an accepted one ends `resolved` (repaired, replaced or discounted) or `refunded` (money sent).
 * `cancelled`: a draft the shopper dropped, or one the shop closed because the goods never came.
 */
export const complaintStates = [
  'draft',
  'submitted',
  'received',
  'accepted',
  'rejected',
  'resolved',
  'refunded',
  'cancelled',
] as const;
export type ComplaintState = (typeof complaintStates)[number];

/** What kind of fault: a defect that showed in use, damage in transport, or wrong or missing goods. */
export const complaintTypes = ['defect', 'transport_damage', 'wrong_or_missing'] as const;
export type ComplaintType = (typeof complaintTypes)[number];

/** What is wrong with a claimed item; `description` says it in the shopper's words. */
export const complaintReasons = [
  'does_not_work',
  'broken',
  'cosmetic_defect',
  'missing_parts',
  'wrong_item',
  'other',
] as const;
export type ComplaintReason = (typeof complaintReasons)[number];

/** What the shopper asks for (Czech Civil Code §2169): repair, replacement, a discount, or the money back. */
export const complaintResolutions = ['repair', 'replacement', 'discount', 'money_back'] as const;
export type ComplaintResolution = (typeof complaintResolutions)[number];

/** Months after delivery within which a defect may be claimed. */
export const complaintMonths = 24;
/** Days the shop has to settle a complaint from its filing (Czech Consumer Protection Act §19). */
export const complaintSettleDays = 30;

/** Photos of a defect: at most this many per complaint, each at most this big, of these types. */
export const complaintPhotoLimits = {
  count: 5,
  bytes: 3 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
export type ComplaintPhotoType = (typeof complaintPhotoLimits.types)[number];

export const complaintTransitions: Record<ComplaintState, readonly ComplaintState[]> = {
  draft: ['cancelled'],
  submitted: ['received', 'cancelled'],
  received: ['accepted', 'rejected'],
  accepted: ['resolved', 'refunded'],
  rejected: [],
  resolved: [],
  refunded: [],
  cancelled: [],
};

/** Whether the back office may move a complaint from `from` to `to`. */
export function canMoveComplaint(from: ComplaintState, to: ComplaintState): boolean {
  return complaintTransitions[from].includes(to);
}
