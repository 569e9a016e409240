import { paymentServices } from './payment-services';

/**
 * How a pay-later order is paid, one kind per pay-later service: what the storefront's summary
 * and the confirmation e-mail tell the shopper.
 */
export type PayLaterInstruction = 'none' | 'bank_transfer' | 'cash_on_delivery' | 'pay_at_pickup' | 'invoice';

const instructions: ReadonlyMap<number, PayLaterInstruction> = new Map([
  [paymentServices.none, 'none'],
  [paymentServices.bankTransaction, 'bank_transfer'],
  [paymentServices.carrier, 'cash_on_delivery'],
  [paymentServices.pickupPayment, 'pay_at_pickup'],
  [paymentServices.invoicePayment, 'invoice'],
]);

/**
 * The kind of a pay-later order, or null for an online payment. An order without a payment
 * service counts as service 0 (none): there is nothing to pay online.
 */
export function payLaterInstruction(paymentService: number | null | undefined): PayLaterInstruction | null {
  return instructions.get(paymentService ?? paymentServices.none) ?? null;
}

/**
 * Orders whose payment service is none, bank transaction, carrier, pickup payment or invoice
 * payment are paid later (spec section 4): no gateway is opened, and unpaid is not an error.
 */
export function isPayLaterService(paymentService: number | null | undefined): boolean {
  return payLaterInstruction(paymentService) !== null;
}
