/** The notice key for a payment method dropped by a shipping change. */
export const paymentUnavailableNotice = 'payment_method_not_available_for_shipping_method';

export type PaymentAfterShippingChange =
  /** No payment method was chosen: nothing to check. */
  | { action: 'none' }
  /** The chosen payment method still works with the new shipping method. */
  | { action: 'keep'; paymentMethodId: number }
  /** It does not: unset it on the cart (`payment_method_id: null`) and show the notice. */
  | { action: 'drop'; paymentMethodId: number; notice: typeof paymentUnavailableNotice };

/**
 * After the shipping method changed, is the chosen payment method still usable (docs/checkout.md,
 * "Shipping and payment")? `methods` is the cart's payment-method list fetched after the change
 * (`can_use` is computed for the new shipping method); a chosen method missing from it counts as
 * unusable.
 */
export function paymentAfterShippingChange(
  chosen: { id: number } | null | undefined,
  methods: readonly { id: number; can_use: boolean }[],
): PaymentAfterShippingChange {
  if (!chosen) return { action: 'none' };
  const usable = methods.some((method) => method.id === chosen.id && method.can_use);
  return usable
    ? { action: 'keep', paymentMethodId: chosen.id }
    : { action: 'drop', paymentMethodId: chosen.id, notice: paymentUnavailableNotice };
}
