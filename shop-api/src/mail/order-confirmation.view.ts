import { cartItemTypes, isGiftItemType } from '@contract/codes/cart-item-types';
import { lineName } from '@contract/codes/line-name';
import { companyInfo } from '../shop/company-info';
import { formatShopDate } from '../shop/shop-dates';
import type { MailPostalAddress, OrderConfirmationMail, PaymentInstructions } from './order-confirmation.types';
import { orderConfirmationTexts, type OrderConfirmationTexts } from './order-confirmation.texts';

/**
 * What the order confirmation says, in its language, before it becomes HTML or plain text: both
 * parts are drawn from this one view, so the two can never tell the customer different things.
 */
export interface ConfirmationView {
  lang: string;
  subject: string;
  preheader: string;
  greeting: string;
  intro: string;
  facts: Row[];
  instructions: { heading: string; paragraphs: string[]; rows: Row[]; payLink: { label: string; url: string } | null };
  itemsHeading: string;
  columns: OrderConfirmationTexts['columns'];
  items: ItemLine[];
  totals: Row[];
  /** The last row of `totals` that is the amount to pay (shown stronger), by index. */
  totalIndex: number;
  blocks: { heading: string; lines: string[] }[];
  note: { heading: string; text: string } | null;
  closing: string;
  /** Customer service's e-mail and phone, when the shop has both. */
  contact: string | null;
  signature: string;
}

export type Row = [label: string, value: string];

export interface ItemLine {
  name: string;
  /** "Part of the package" for package items (the variation is in `name`: `lineName`). */
  details: string[];
  amount: string;
  unitPrice: string;
  total: string;
  /** A gift says so instead of its prices. */
  isGift: boolean;
  isPackageItem: boolean;
}

/** Only web addresses become links; anything else (a `javascript:` URL) is left out. */
function safeUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function addressLines(address: MailPostalAddress, t: OrderConfirmationTexts): string[] {
  return [
    address.company,
    address.name,
    address.street,
    `${address.postalCode} ${address.city}`,
    address.country,
    address.companyId ? `${t.companyId}: ${address.companyId}` : null,
    address.vatId ? `${t.vatId}: ${address.vatId}` : null,
    address.phone ? `${t.phone}: ${address.phone}` : null,
  ].filter((line): line is string => Boolean(line && line.trim()));
}

function instructionsOf(
  instructions: PaymentInstructions,
  t: OrderConfirmationTexts,
): ConfirmationView['instructions'] {
  const none = { rows: [] as Row[], payLink: null };
  switch (instructions.kind) {
    case 'bank_transaction': {
      const dueDate = formatShopDate(instructions.dueDate, t.dateLocale);
      const rows: Row[] = [
        [t.bank.accountNumber, instructions.accountNumber],
        [t.bank.iban, instructions.iban],
        ...(instructions.swift ? [[t.bank.swift, instructions.swift] as Row] : []),
        [t.bank.variableSymbol, instructions.variableSymbol],
        [t.bank.amount, instructions.amount],
        [t.bank.dueDate, dueDate],
      ];
      return { heading: t.bank.heading, paragraphs: [t.bank.intro(instructions.amount, dueDate)], rows, payLink: null };
    }
    case 'carrier':
      return { ...none, heading: t.carrier.heading, paragraphs: [t.carrier.text(instructions.amount)] };
    case 'pickup_payment':
      return { ...none, heading: t.pickupPayment.heading, paragraphs: [t.pickupPayment.text(instructions.amount)] };
    case 'invoice_payment': {
      const dueDate = instructions.dueDate ? formatShopDate(instructions.dueDate, t.dateLocale) : null;
      return { ...none, heading: t.invoice.heading, paragraphs: [t.invoice.text(instructions.amount, dueDate)] };
    }
    case 'none':
      return { ...none, heading: t.payLater.heading, paragraphs: [t.payLater.text] };
    case 'online': {
      if (instructions.paid) return { ...none, heading: t.online.heading, paragraphs: [t.online.paid] };
      const url = safeUrl(instructions.payUrl);
      return {
        heading: t.online.heading,
        paragraphs: [t.online.unpaid, ...(url ? [] : [t.online.noLink])],
        rows: [],
        payLink: url ? { label: t.online.payLink, url } : null,
      };
    }
  }
}

export function confirmationView(mail: OrderConfirmationMail): ConfirmationView {
  const t = orderConfirmationTexts[mail.locale];
  const { shipping } = mail;
  const items: ItemLine[] = mail.items.map((item) => {
    const gift = isGiftItemType(item.itemType);
    const isPackageItem = item.itemType === cartItemTypes.packageItem;
    return {
      name: lineName(item.name, item.variationName),
      details: isPackageItem ? [t.packageItem] : [],
      amount: t.pieces(item.amount),
      unitPrice: gift ? t.gift : item.unitPrice,
      total: gift ? t.gift : item.totalPrice,
      isGift: gift,
      isPackageItem,
    };
  });
  const totals: Row[] = [
    [t.totals.items, mail.totals.items],
    [t.totals.shipping, mail.totals.shipping],
    [t.totals.payment, mail.totals.payment],
    ...mail.totals.discounts.map((discount): Row => [discount.name, discount.amount]),
    ...(mail.totals.credits ? [[t.totals.credits, mail.totals.credits] as Row] : []),
    [t.totals.total, mail.totals.total],
    [t.totals.tax, mail.totals.tax],
  ];
  const shippingLines = [
    `${shipping.methodName}: ${shipping.price}`,
    ...(shipping.pickupPoint ? [`${t.pickupPoint}: ${shipping.pickupPoint.name}`, shipping.pickupPoint.address] : []),
  ];
  const blocks = [
    { heading: t.shippingHeading, lines: shippingLines },
    { heading: t.paymentHeading, lines: [`${mail.payment.methodName}: ${mail.payment.price}`] },
    ...(shipping.deliveryAddress
      ? [{ heading: t.deliveryAddress, lines: addressLines(shipping.deliveryAddress, t) }]
      : []),
    { heading: t.billingAddress, lines: [...addressLines(mail.billingAddress, t), `${t.email}: ${mail.email}`] },
  ];
  const note = mail.note?.trim();
  return {
    lang: mail.locale,
    subject: t.subject(mail.order.code),
    preheader: t.preheader(mail.order.code, mail.totals.total),
    greeting: t.greeting(mail.customerName),
    intro: t.intro(mail.order.code),
    facts: [
      [t.orderNumber, mail.order.code],
      [t.placedAt, formatShopDate(mail.order.placedAt, t.dateLocale)],
    ],
    instructions: instructionsOf(mail.instructions, t),
    itemsHeading: t.itemsHeading,
    columns: t.columns,
    items,
    totals,
    totalIndex: totals.length - 2,
    blocks,
    note: note ? { heading: t.note, text: note } : null,
    closing: t.closing,
    contact: companyInfo.email && companyInfo.phone ? t.contact(companyInfo.email, companyInfo.phone) : null,
    signature: t.signature,
  };
}
