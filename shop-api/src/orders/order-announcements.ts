import type { FastifyInstance } from 'fastify';
import { sendWelcome } from '../customers/account-mailer';
import { findCustomer } from '../customers/customers.repository';
import { renderOrderConfirmation } from '../mail/order-confirmation';
import { sendNewsletterConfirmation } from '../newsletter/newsletter-mailer';
import { orderConfirmationMail } from './order-confirmation-mail';
import type { PlacedOrderResult } from './place-order.service';

/**
 * What follows a committed order: the live notices to the carts whose items the order's stock
 * left uncovered (`cart-item-amount-changed-message`, `cart-item-sold-out-message`), the
 * confirmation e-mail, and for an account made with the order its welcome (and the newsletter's
 * confirmation when the order asked for it). Neither can fail the order, and neither is waited for: the broadcaster
 * never rejects, the mailer sends in the background and logs its own failures. Only the mail's
 * input is read first (two small lookups), so that the message is on its way, and the sandbox
 * mailbox's `settled()` knows of it, when the answer goes out.
 */
export async function announceOrder(app: FastifyInstance, placed: PlacedOrderResult): Promise<void> {
  for (const change of placed.stockChanges) void app.broadcaster.toCart(change.cartId, change.event, change.data);
  try {
    const input = await orderConfirmationMail(app.deps.db, placed.stored, app.deps.config.publicUrl);
    void app.mailer.send({
      to: input.customerName ? { name: input.customerName, address: input.email } : input.email,
      ...renderOrderConfirmation(input),
    });
  } catch (error) {
    app.log.error({ err: error, orderId: placed.stored.order.id }, 'order confirmation not sent');
  }
  if (placed.newAccount) await welcomeNewAccount(app, placed.stored.order.code, placed.newAccount);
}

async function welcomeNewAccount(
  app: FastifyInstance,
  orderCode: string,
  account: NonNullable<PlacedOrderResult['newAccount']>,
): Promise<void> {
  sendNewsletterConfirmation(app, account.newsletterConfirmation);
  try {
    const customer = await findCustomer(app.deps.db, account.customerId);
    if (!customer) return;
    sendWelcome(app, customer, {
      orderCode,
      detailsKept: account.addressesSaved || customer.phone !== null,
      newsletterAsked: account.newsletterConfirmation !== null,
    });
  } catch (error) {
    app.log.error({ err: error, customerId: account.customerId }, 'welcome mail not sent');
  }
}
