import { formatShopDate } from '../shop/shop-dates';
import { orderConfirmationTexts } from './order-confirmation.texts';
import type { OrderConfirmationMail } from './order-confirmation.types';
import { confirmationView, type ConfirmationView, type Row } from './order-confirmation.view';
import { orderPaidTexts } from './order-paid.texts';

/** The "paid" mail's input: the order as the confirmation maps it, and when its payment came in. */
export interface OrderPaidMail extends OrderConfirmationMail {
  /** When the order became paid (ISO date-time). */
  paidAt: string;
}

/**
 * What the "paid" mail says: the confirmation's view of the order (items, totals, addresses), with
 * its own subject, intro, the payment's date, a "payment received" box instead of instructions, and
 * "total paid" where the confirmation says "total to pay". The confirmation's HTML and text layouts
 * draw it, so both mails look alike and cannot drift apart.
 */
export function paidView(mail: OrderPaidMail): ConfirmationView {
  const base = confirmationView({ ...mail, instructions: { kind: 'online', paid: true } });
  const t = orderPaidTexts[mail.locale];
  const dateLocale = orderConfirmationTexts[mail.locale].dateLocale;
  const totals = base.totals.map(([label, value], index): Row =>
    index === base.totalIndex ? [t.totalPaid, value] : [label, value],
  );
  return {
    ...base,
    subject: t.subject(mail.order.code),
    preheader: t.preheader(mail.order.code, mail.totals.total),
    intro: t.intro(mail.order.code),
    facts: [...base.facts, [t.paidAt, formatShopDate(mail.paidAt, dateLocale)]],
    instructions: { heading: t.heading, paragraphs: [t.paid(mail.totals.total)], rows: [], payLink: null },
    totals,
  };
}
