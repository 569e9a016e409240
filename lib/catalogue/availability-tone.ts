/**
 * How an availability reads at a glance: `in-stock` (ships from stock), `later` (can be bought
 * but ships later: to order, pre-order) or `unavailable` (sold out, discontinued). The colour of
 * an availability line follows it, and so does a card's sold-out look.
 */
export type AvailabilityTone = 'in-stock' | 'later' | 'unavailable';

export function availabilityTone(availability: {
  can_purchase: boolean;
  for_refilled_stock?: boolean;
  show_stock_states?: boolean;
}): AvailabilityTone {
  if (!availability.can_purchase) return 'unavailable';
  return availability.for_refilled_stock || availability.show_stock_states ? 'in-stock' : 'later';
}

/** Text colours with at least 4.5:1 contrast on white, one per tone. */
export const availabilityToneClass: Record<AvailabilityTone, string> = {
  'in-stock': 'text-brand-700',
  later: 'text-amber-800',
  unavailable: 'text-neutral-600',
};
