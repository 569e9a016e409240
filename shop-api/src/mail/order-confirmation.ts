import { confirmationHtml } from './order-confirmation.html';
import { confirmationText } from './order-confirmation.text';
import type { OrderConfirmationMail, RenderedMail } from './order-confirmation.types';
import { confirmationView } from './order-confirmation.view';

/**
 * The order confirmation e-mail in the order's language (cs, sk, en): items, totals, shipping,
 * payment and what to do about paying, as HTML and as plain text. Send it with
 * `app.mailer.send({ to: input.email, ...renderOrderConfirmation(input) })`.
 */
export function renderOrderConfirmation(input: OrderConfirmationMail): RenderedMail {
  const view = confirmationView(input);
  return { subject: view.subject, html: confirmationHtml(view), text: confirmationText(view) };
}
