import type { ComplaintState } from '@contract/codes/complaints';
import type { RefundState } from '@contract/codes/returns';

type AfterSaleState = RefundState | ComplaintState;

const tones: Record<AfterSaleState, string> = {
  draft: 'bg-amber-100 text-amber-900',
  submitted: 'bg-sky-100 text-sky-900',
  received: 'bg-sky-100 text-sky-900',
  approved: 'bg-green-100 text-green-900',
  accepted: 'bg-green-100 text-green-900',
  resolved: 'bg-green-100 text-green-900',
  refunded: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  cancelled: 'bg-neutral-200 text-neutral-800',
};

/** How a state looks beside its name. */
export function afterSaleStateTone(state: AfterSaleState): string {
  return tones[state];
}

/** A draft is still the shopper's to fill in and send; anything later is shown as it stands. */
export function isDraft(item: { state: AfterSaleState }): boolean {
  return item.state === 'draft';
}
