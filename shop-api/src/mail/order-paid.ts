import { confirmationHtml } from './order-confirmation.html';
import { confirmationText } from './order-confirmation.text';
import type { RenderedMail } from './order-confirmation.types';
import { paidView, type OrderPaidMail } from './order-paid.view';

export type { OrderPaidMail } from './order-paid.view';

/**
 * The "paid" e-mail in the order's language (cs, sk, en), sent once when a card payment succeeds:
 * the order's number and the payment's date, "payment received", and the order's recap with
 * "total paid". Laid out by the confirmation's own HTML and text parts.
 */
export function renderOrderPaid(input: OrderPaidMail): RenderedMail {
  const view = paidView(input);
  return { subject: view.subject, html: confirmationHtml(view), text: confirmationText(view) };
}
