import type { Locale } from '@contract';
import type { Order, OrderAddress, OrderInvoice } from '@contract/entities/order';
import { escapeHtml } from '../http/escape-html';
import { companyInfo } from '../shop/company-info';
import { toMoney, type CurrencyFormat } from '../shop/money';
import { formatShopDate } from '../shop/shop-dates';
import { countryName } from '../shop/country-names';
import { shippingBeforeWaiver, voucherSaving } from './order-savings';

/**
 * The printable HTML invoice of a paid order (GET /orders/{id}/invoices/{invoiceId}): the seller,
 * the buyer's billing address, the lines with their tax rate, the tax per rate and the total. A
 * page of its own with a strict policy (its one style by nonce, nothing else loads), in the
 * order's language.
 */

const texts = {
  cs: {
    title: 'Faktura',
    seller: 'Dodavatel',
    buyer: 'Odběratel',
    order: 'Objednávka',
    dateLocale: 'cs-CZ',
    issued: 'Datum vystavení',
    taxableSupply: 'Datum uskutečnění zdanitelného plnění',
    vs: 'Variabilní symbol',
    item: 'Položka',
    amount: 'Množství',
    unit: 'Cena za kus',
    rate: 'DPH',
    total: 'Celkem',
    base: 'Základ',
    tax: 'Daň',
    shipping: 'Doprava',
    payment: 'Platba',
    credits: 'Uhrazeno kredity',
    toPay: 'Celkem k úhradě',
    totalPaid: 'Celkem uhrazeno',
    paid: 'Datum úhrady',
    id: 'IČO',
    vat: 'DIČ',
    print: 'Vytisknout nebo uložit jako PDF: Ctrl+P',
  },
  sk: {
    title: 'Faktúra',
    seller: 'Dodávateľ',
    buyer: 'Odberateľ',
    order: 'Objednávka',
    dateLocale: 'sk-SK',
    issued: 'Dátum vystavenia',
    taxableSupply: 'Dátum dodania tovaru alebo služby',
    vs: 'Variabilný symbol',
    item: 'Položka',
    amount: 'Množstvo',
    unit: 'Cena za kus',
    rate: 'DPH',
    total: 'Spolu',
    base: 'Základ',
    tax: 'Daň',
    shipping: 'Doprava',
    payment: 'Platba',
    credits: 'Uhradené kreditmi',
    toPay: 'Spolu na úhradu',
    totalPaid: 'Spolu uhradené',
    paid: 'Dátum úhrady',
    id: 'IČO',
    vat: 'DIČ',
    print: 'Vytlačiť alebo uložiť ako PDF: Ctrl+P',
  },
  en: {
    title: 'Invoice',
    seller: 'Seller',
    buyer: 'Buyer',
    order: 'Order',
    dateLocale: 'en-US',
    issued: 'Issued on',
    taxableSupply: 'Date of taxable supply',
    vs: 'Variable symbol',
    item: 'Item',
    amount: 'Quantity',
    unit: 'Unit price',
    rate: 'VAT',
    total: 'Total',
    base: 'Net',
    tax: 'Tax',
    shipping: 'Shipping',
    payment: 'Payment',
    credits: 'Paid with credits',
    toPay: 'Total to pay',
    totalPaid: 'Total paid',
    paid: 'Paid on',
    id: 'Company ID',
    vat: 'VAT ID',
    print: 'Print or save as PDF: Ctrl+P',
  },
} satisfies Record<Locale, Record<string, string>>;
type InvoiceTexts = (typeof texts)['en'];

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; color: #111827; background: #fff; }
  main { max-width: 48rem; margin: 2rem auto; padding: 0 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  .parties { display: grid; grid-template-columns: 1fr 1fr; gap: 1.5rem; margin: 0 0 1.5rem; }
  h2 { font-size: 1rem; margin: 0 0 0.25rem; }
  address { font-style: normal; line-height: 1.5; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1.5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  table { width: 100%; border-collapse: collapse; margin: 0 0 1.5rem; }
  th, td { text-align: left; padding: 0.375rem 0.5rem; border-bottom: 1px solid #d1d5db; }
  td.num, th.num { text-align: right; }
  .total { font-size: 1.125rem; font-weight: 700; }
  .hint { color: #374151; font-size: 0.875rem; }
  @media print { .hint { display: none; } main { margin: 0; } }
`;

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

function addressLines(address: OrderAddress | undefined, t: InvoiceTexts, country: string): string[] {
  if (!address) return [];
  return [
    address.is_company ? address.company_name : null,
    joined(address.first_name, address.last_name),
    address.street,
    joined(address.post_code, address.city),
    country,
    address.is_company && address.company_identification_number
      ? `${t.id}: ${address.company_identification_number}`
      : null,
    address.is_company && address.company_vat_number ? `${t.vat}: ${address.company_vat_number}` : null,
  ].filter((line): line is string => Boolean(line));
}

/**
 * The date of taxable supply (DUZP) the invoice states: the day the payment was received (in
 * Prague), since the shop invoices card orders when they are paid, before the goods leave, and
 * a payment received before the supply is when the tax falls due (Czech VAT Act, § 21(1));
 * docs/orders-and-payments.md, "Invoices". An invoice of an order without `paid_at` (none is
 * issued so today) falls back to its day of issue.
 */
export function taxableSupplyDate(order: Pick<Order, 'paid_at'>, invoice: Pick<OrderInvoice, 'issued_at'>): string {
  return order.paid_at ?? invoice.issued_at;
}

export interface InvoicePageInput {
  order: Order;
  invoice: OrderInvoice;
  nonce: string;
  /** The billing country's name. */
  country: string;
  /** The order's currency, to write the amounts the order does not hold as they are (a voucher's whole saving). */
  currency: CurrencyFormat;
}

export function invoicePage({ order, invoice, nonce, country, currency }: InvoicePageInput): string {
  const locale = order.language;
  const negative = (value: number) => toMoney(-value, locale, currency).formatted;
  const t: InvoiceTexts = texts[locale];
  const e = escapeHtml;
  const date = (iso: string) => formatShopDate(iso, t.dateLocale, 'long');
  const billing = order.addresses.find((a) => a.type === 'billing');
  const seller = [
    companyInfo.name,
    companyInfo.street_address,
    joined(companyInfo.postal_code, companyInfo.city),
    countryName(companyInfo.country_iso, locale, companyInfo.country),
    `${t.id}: ${companyInfo.identifier}`,
    `${t.vat}: ${companyInfo.vat_identifier}`,
  ];
  const shipping = shippingBeforeWaiver(order).formatted;
  const rows = [
    ...order.items.map((item) => [
      joined(item.name, item.variation_name),
      String(item.amount),
      item.taxed_unit_price.formatted,
      `${item.tax_rate} %`,
      item.taxed_total_price.formatted,
    ]),
    [`${t.shipping}: ${order.shipping.name}`, '1', shipping, `${order.shipping.tax_rate} %`, shipping],
    [
      `${t.payment}: ${order.payment.name}`,
      '1',
      order.payment.taxed_price.formatted,
      `${order.payment.tax_rate} %`,
      order.payment.taxed_price.formatted,
    ],
    // What each voucher saved, the shipping a free-shipping voucher waived included (the shipping row
    // shows its price), so the rows add up to the total as in the cart and the order's mail.
    ...order.discounts.map((d) => [
      joined(d.name, d.code ? `(${d.code})` : null),
      '1',
      '',
      '',
      negative(voucherSaving(d)),
    ]),
  ];
  const cell = (value: string, index: number) => `<td${index > 0 ? ' class="num"' : ''}>${e(value)}</td>`;
  const taxRows = order.tax_per_rate
    .map(
      (r) =>
        `<tr><td>${e(`${r.tax_rate} %`)}</td><td class="num">${e(r.price.formatted)}</td><td class="num">${e(r.tax_amount.formatted)}</td><td class="num">${e(r.taxed_price.formatted)}</td></tr>`,
    )
    .join('\n');
  const credits =
    order.credits_amount.value > 0 ? `<dt>${e(t.credits)}</dt><dd>${e(order.credits_amount.formatted)}</dd>` : '';
  const list = (lines: string[]) => `<address>${lines.map(e).join('<br>')}</address>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(`${t.title} ${invoice.number}`)}</title>
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<main>
<h1>${e(`${t.title} ${invoice.number}`)}</h1>
<div class="parties">
<section><h2>${e(t.seller)}</h2>${list(seller)}</section>
<section><h2>${e(t.buyer)}</h2>${list([...addressLines(billing, t, country), order.email])}</section>
</div>
<dl>
<dt>${e(t.order)}</dt><dd>${e(order.code)}</dd>
<dt>${e(t.vs)}</dt><dd>${e(order.code)}</dd>
<dt>${e(t.issued)}</dt><dd>${e(date(invoice.issued_at))}</dd>
<dt>${e(t.taxableSupply)}</dt><dd>${e(date(taxableSupplyDate(order, invoice)))}</dd>
${order.paid_at ? `<dt>${e(t.paid)}</dt><dd>${e(date(order.paid_at))}</dd>` : ''}
</dl>
<table>
<thead><tr><th scope="col">${e(t.item)}</th><th scope="col" class="num">${e(t.amount)}</th><th scope="col" class="num">${e(t.unit)}</th><th scope="col" class="num">${e(t.rate)}</th><th scope="col" class="num">${e(t.total)}</th></tr></thead>
<tbody>
${rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('\n')}
</tbody>
</table>
<table>
<thead><tr><th scope="col">${e(t.rate)}</th><th scope="col" class="num">${e(t.base)}</th><th scope="col" class="num">${e(t.tax)}</th><th scope="col" class="num">${e(t.total)}</th></tr></thead>
<tbody>
${taxRows}
</tbody>
</table>
<dl>
${credits}
<dt class="total">${e(order.paid_at ? t.totalPaid : t.toPay)}</dt><dd class="total">${e(order.taxed_total_price.formatted)}</dd>
</dl>
<p class="hint">${e(t.print)}</p>
</main>
</body>
</html>
`;
}

/** The invoice page's own policy: its nonce-marked style and nothing else; no framing, no forms. */
export function invoicePolicy(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`;
}
