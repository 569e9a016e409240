import type { Locale } from '@contract';

/**
 * The words of the "paid" mail that differ from the order confirmation's (the rest, items, totals,
 * addresses, comes from `order-confirmation.texts.ts`). A typed dictionary like the confirmation's.
 */
export interface OrderPaidTexts {
  subject(code: string): string;
  preheader(code: string, total: string): string;
  intro(code: string): string;
  paidAt: string;
  heading: string;
  paid(total: string): string;
  totalPaid: string;
}

export const orderPaidTexts: Record<Locale, OrderPaidTexts> = {
  cs: {
    subject: (code) => `Objednávka č. ${code} je zaplacená – Lumen Store`,
    preheader: (code, total) => `Platbu ${total} za objednávku č. ${code} jsme přijali.`,
    intro: (code) => `platbu za objednávku č. ${code} jsme přijali. Děkujeme, objednávku teď připravíme k odeslání.`,
    paidAt: 'Datum úhrady',
    heading: 'Platba přijata',
    paid: (total) => `Objednávka je zaplacená: přijali jsme ${total}. Nic dalšího platit nemusíte.`,
    totalPaid: 'Celkem uhrazeno',
  },
  sk: {
    subject: (code) => `Objednávka č. ${code} je zaplatená – Lumen Store`,
    preheader: (code, total) => `Platbu ${total} za objednávku č. ${code} sme prijali.`,
    intro: (code) => `platbu za objednávku č. ${code} sme prijali. Ďakujeme, objednávku teraz pripravíme na odoslanie.`,
    paidAt: 'Dátum úhrady',
    heading: 'Platba prijatá',
    paid: (total) => `Objednávka je zaplatená: prijali sme ${total}. Nič ďalšie platiť nemusíte.`,
    totalPaid: 'Spolu uhradené',
  },
  en: {
    subject: (code) => `Order ${code} is paid – Lumen Store`,
    preheader: (code, total) => `We have received ${total} for order ${code}.`,
    intro: (code) => `we have received the payment for order ${code}. Thank you; we will now get it ready to ship.`,
    paidAt: 'Paid on',
    heading: 'Payment received',
    paid: (total) => `The order is paid: we have received ${total}. There is nothing more to pay.`,
    totalPaid: 'Total paid',
  },
};
