/** Payment service codes of the data catalogue (Shipping and payment methods). */
export const PaymentService = {
  none: 0,
  bankTransaction: 1,
  webPayment: 2,
  carrier: 3,
  goPay: 4,
  pickupPayment: 5,
  invoicePayment: 6,
  pays: 7,
  csob: 8,
} as const;

/** What the summary tells a shopper who pays later, one kind per pay-later service. */
export type PayLaterInstruction = 'none' | 'bank_transfer' | 'cash_on_delivery' | 'pay_at_pickup' | 'invoice';

const instructions: ReadonlyMap<number, PayLaterInstruction> = new Map([
  [PaymentService.none, 'none'],
  [PaymentService.bankTransaction, 'bank_transfer'],
  [PaymentService.carrier, 'cash_on_delivery'],
  [PaymentService.pickupPayment, 'pay_at_pickup'],
  [PaymentService.invoicePayment, 'invoice'],
]);

/**
 * The instructions a pay-later order shows, or null for an online payment. An order without a
 * payment service counts as service 0 (none): there is nothing to pay online.
 */
export function payLaterInstruction(paymentService: number | null | undefined): PayLaterInstruction | null {
  return instructions.get(paymentService ?? PaymentService.none) ?? null;
}

/**
 * Orders whose payment service is none, bank transaction, carrier, pickup payment or invoice
 * payment are to be paid later (docs/checkout.md, "Pay later"): no gateway, and unpaid is not an
 * error.
 */
export function isPaidLater(paymentService: number | null | undefined): boolean {
  return payLaterInstruction(paymentService) !== null;
}

/** The card gateway of an online payment service this shop runs, or null. */
export function paymentGateway(paymentService: number | null | undefined): 'gopay' | 'csob' | null {
  if (paymentService === PaymentService.goPay) return 'gopay';
  if (paymentService === PaymentService.csob) return 'csob';
  return null;
}
