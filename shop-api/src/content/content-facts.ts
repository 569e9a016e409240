import type { Locale } from '@contract';
import { complaintMonths } from '@contract/codes/complaints';
import { goodwillReturnDays, withdrawalDays } from '@contract/codes/returns';
import { selectFreeShippingFrom, selectShippingMethods } from '../checkout/checkout-methods.repository';
import type { ReadContext } from '../list/read-context';
import { companyInfo } from '../shop/company-info';
import { toMoney } from '../shop/money';

/**
 * The facts a content page may state that a shopper can check elsewhere (docs/content.md, "Facts in
 * content pages"): an editor writes `{free_shipping_threshold}`, `{withdrawal_days}`,
 * `{shop_address}`, … or the block `{shipping_methods}` into a page, and the page answers the
 * shop's own figures in its language and currency, so the text cannot contradict the checkout.
 */

const tableTexts: Record<Locale, { method: string; price: string; delivery: string; free: string; none: string }> = {
  cs: { method: 'Způsob dopravy', price: 'Cena', delivery: 'Doručení', free: 'Zdarma', none: 'bez limitu' },
  sk: { method: 'Spôsob dopravy', price: 'Cena', delivery: 'Doručenie', free: 'Zadarmo', none: 'bez limitu' },
  en: { method: 'Shipping method', price: 'Price', delivery: 'Delivery', free: 'Free', none: 'no threshold' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The checkout's shipping methods with a price in the currency, as a table: name, price with tax, delivery time. */
async function shippingMethodsTable(env: ReadContext): Promise<string> {
  const texts = tableTexts[env.locale];
  const rows = (await selectShippingMethods(env.db, { locale: env.locale, currencyId: env.currency.id })).filter(
    (row) => row.taxedPrice !== null,
  );
  const body = rows
    .map((row) => {
      const price =
        row.taxedPrice === 0 ? texts.free : toMoney(row.taxedPrice ?? 0, env.locale, env.currency).formatted;
      return `<tr><td>${escapeHtml(row.name)}</td><td>${escapeHtml(price)}</td><td>${escapeHtml(row.deliveryTime ?? '')}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>${texts.method}</th><th>${texts.price}</th><th>${texts.delivery}</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** Each placeholder's value (HTML) in the reader's language and currency; read only when the content names it. */
const placeholders: Record<string, (env: ReadContext) => Promise<string> | string> = {
  shipping_methods: shippingMethodsTable,
  free_shipping_threshold: async (env) => {
    const amount = await selectFreeShippingFrom(env.db, env.currency.id);
    return escapeHtml(amount ? toMoney(amount, env.locale, env.currency).formatted : tableTexts[env.locale].none);
  },
  withdrawal_days: () => String(withdrawalDays),
  goodwill_return_days: () => String(goodwillReturnDays),
  complaint_months: () => String(complaintMonths),
  shop_name: () => escapeHtml(companyInfo.name),
  shop_address: () => escapeHtml(`${companyInfo.street_address}, ${companyInfo.postal_code} ${companyInfo.city}`),
  shop_email: () => escapeHtml(companyInfo.email ?? ''),
  shop_phone: () => escapeHtml(companyInfo.phone ?? ''),
};

const placeholderPattern = /\{(\w+)\}/g;

/** The content with every known placeholder filled in; an unknown `{word}` stays as written. */
export async function fillContentFacts(env: ReadContext, content: string): Promise<string> {
  const named = new Set([...content.matchAll(placeholderPattern)].map((match) => match[1]!));
  const values = new Map<string, string>();
  for (const name of named) {
    if (Object.hasOwn(placeholders, name)) values.set(name, await placeholders[name]!(env));
  }
  if (values.size === 0) return content;
  return content.replace(placeholderPattern, (whole, name: string) => values.get(name) ?? whole);
}
