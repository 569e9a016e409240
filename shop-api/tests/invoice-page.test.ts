import { JSDOM } from 'jsdom';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderSchema } from '@contract/entities/order';
import { orders } from '../src/db/schema';
import { payOrder } from '../src/orders/order-paid';
import { cartCall } from './helpers/cart-client';
import { placeOrder, readyCart } from './helpers/checkout';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The printable invoice's dates and total (docs/orders-and-payments.md, "Invoices"): dates written
 * out in the order's language, the date of taxable supply (the day of the payment), and "total
 * paid" for a paid order, never "to pay" beside the payment's date.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A guest's GoPay order in `language`, paid at 1 September 2026, 22:30 UTC (2 September in Prague). */
async function paidInvoice(language: string, voucher?: string) {
  const headers = { 'language-preference': language };
  const cartId = await readyCart(t.app, {
    paymentMethodId: 3,
    headers,
    ...(voucher ? { items: [{ product_id: 25, amount: 1 }], shippingMethodId: 2 } : {}),
  });
  if (voucher) await cartCall(t.app, 'POST', `/carts/${cartId}/discounts`, { body: { code: voucher }, headers });
  const placed = await placeOrder(t.app, cartId, {}, { headers });
  await t.db.transaction((tx) => payOrder(tx, placed.id));
  await t.db
    .update(orders)
    .set({ paidAt: new Date('2026-09-01T22:30:00Z') })
    .where(eq(orders.id, placed.id));
  const token = { 'x-order-token': placed.access_token, ...headers };
  const read = OrderSchema.parse((await t.app.inject({ url: `/orders/${placed.id}`, headers: token })).json());
  const page = await t.app.inject({ url: read.invoices[0]!.url, headers: token });
  expect(page.statusCode).toBe(200);
  const { document } = new JSDOM(page.body).window;
  const facts = Object.fromEntries(
    [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
  const rows = [...document.querySelectorAll('tbody')][0]!.querySelectorAll('tr');
  const lines = [...rows].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
  return { facts, lines, text: (document.body.textContent ?? '').replace(/\s+/g, ' '), total: read.taxed_total_price };
}

const expected = {
  cs: {
    supply: 'Datum uskutečnění zdanitelného plnění',
    paidOn: 'Datum úhrady',
    day: '2. září 2026',
    total: 'Celkem uhrazeno',
    toPay: 'Celkem k úhradě',
  },
  sk: {
    supply: 'Dátum dodania tovaru alebo služby',
    paidOn: 'Dátum úhrady',
    day: '2. septembra 2026',
    total: 'Spolu uhradené',
    toPay: 'Spolu na úhradu',
  },
  en: {
    supply: 'Date of taxable supply',
    paidOn: 'Paid on',
    day: 'September 2, 2026',
    total: 'Total paid',
    toPay: 'Total to pay',
  },
} as const;

describe('the invoice page', () => {
  for (const language of ['cs', 'sk', 'en'] as const) {
    it(`${language}: localized dates, the date of taxable supply, and the total paid`, async () => {
      const { facts, text, total } = await paidInvoice(language);
      const want = expected[language];
      expect(facts[want.supply]).toBe(want.day);
      expect(facts[want.paidOn]).toBe(want.day);
      expect(facts[want.total]).toBe(total.formatted);
      expect(text).not.toContain(want.toPay);
      // No ISO date anywhere a reader sees.
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    });
  }
});

describe('the invoice of a free-shipping voucher', () => {
  it('shows the shipping at its price and the voucher taking it off, as the cart and the mail do', async () => {
    const { lines, total } = await paidInvoice('en', 'FREESHIP');
    // English amounts: "CZK 1,234.50", "−CZK 119".
    const money = (text = '') => Number(text.replace('−', '-').replace(/[^\d.-]/g, ''));
    const shipping = lines.find((cells) => cells[0]?.startsWith('Shipping:'));
    const voucher = lines.find((cells) => cells[0]?.includes('(FREESHIP)'));
    expect(shipping?.[4]).toMatch(/119/);
    expect(voucher?.[4]).toMatch(/^[−-]CZK\s119$/);
    // The rows add up to what was paid.
    const sum = lines.reduce((acc, cells) => acc + money(cells[4]), 0);
    expect(sum).toBeCloseTo(total.value, 2);
  });
});
