import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageSchema } from '@contract';
import { StaticPageListResponseSchema } from '@contract/calls/static-pages';
import { CartShippingMethodSchema } from '@contract/entities/cart';
import { withdrawalDays } from '@contract/codes/returns';
import { companyInfo } from '../src/shop/company-info';
import { addItem, call, newCart } from './helpers/cart-client';
import { tee } from './helpers/checkout';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * What a shopper can check against the checkout comes from the shop's data, not from the page's
 * text (docs/content.md, "Facts in content pages"): the shipping page's methods, prices and
 * free-shipping threshold are the checkout's, in the page's currency; the deadlines and the
 * address are the shop's.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const roleOf = async (role: string, headers: Record<string, string>) => {
  const list = StaticPageListResponseSchema.parse((await t.app.inject({ url: '/static-pages', headers })).json());
  const page = list.items.find((item) => item.role === role);
  if (!page) throw new Error(`no ${role} page`);
  return page;
};

async function pageText(role: string, headers: Record<string, string>) {
  const link = await roleOf(role, headers);
  const path = (link._embedded?.urls as Record<string, string>)[headers['language-preference']!];
  const answer = PageSchema.parse((await t.app.inject({ url: `/page/${path}`, headers })).json());
  if (answer.kind !== 'static-page') throw new Error(`${path} is a ${answer.kind}`);
  return new JSDOM(answer.model.content).window.document;
}

/** What the checkout offers: its shipping methods and the threshold its cart computes. */
async function checkout(headers: Record<string, string>) {
  const cart = await newCart(t.app, headers);
  const filled = await addItem(t.app, cart.id, { ...tee, amount: 1 }, headers);
  const { body } = await call(t.app, 'GET', `/carts/${cart.id}/shipping-methods`, { headers });
  const methods = CartShippingMethodSchema.array().parse((body as { items: unknown[] }).items);
  const threshold = filled.discounted_taxed_items_price.value + (filled.free_shipping_remaining?.value ?? NaN);
  return { methods, threshold };
}

describe('the shipping page', () => {
  it.each([
    ['cs', 'CZK', 'cs-CZ', 'Zdarma'],
    ['en', 'EUR', 'en-US', 'Free'],
  ] as const)(
    'lists the checkout’s methods, prices and free-shipping threshold (%s, %s)',
    async (language, currency, intl, free) => {
      const headers = { 'language-preference': language, 'currency-preference': currency };
      const offered = await checkout(headers);
      const document = await pageText('shipping', headers);
      const rows = [...document.querySelectorAll('tbody tr')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.textContent),
      );
      expect(rows.map(([name, price]) => [name, price])).toEqual(
        offered.methods.map((method) => [
          method.name,
          method.original_taxed_price.value === 0 ? free : method.original_taxed_price.formatted,
        ]),
      );
      const decimals = currency === 'CZK' ? 0 : 2;
      const threshold = new Intl.NumberFormat(intl, {
        style: 'currency',
        currency,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(offered.threshold);
      const text = document.body.textContent ?? '';
      expect(text).toContain(threshold);
      expect(text).toMatch(new RegExp(`\\b${withdrawalDays}\\b`));
      expect(text).not.toMatch(/\{\w+\}/);
    },
  );
});

describe('the shop’s address and deadlines in content pages', () => {
  it.each(['cs', 'sk', 'en'])('the pages name the shop’s one address, no other city (%s)', async (language) => {
    const headers = { 'language-preference': language };
    const list = StaticPageListResponseSchema.parse((await t.app.inject({ url: '/static-pages', headers })).json());
    const texts = await Promise.all(
      list.items.map(async (item) => {
        const path = (item._embedded?.urls as Record<string, string>)[language]!;
        const answer = PageSchema.parse((await t.app.inject({ url: `/page/${path}`, headers })).json());
        return answer.kind === 'static-page' ? answer.model.content : '';
      }),
    );
    expect(texts.join(' ')).toContain(companyInfo.street_address);
    expect(texts.join(' ')).not.toMatch(/Brn[oě]|Brne/);
  });

  it.each(['cs', 'sk', 'en'])('the terms state the withdrawal days of the returns feature (%s)', async (language) => {
    const document = await pageText('terms', { 'language-preference': language });
    expect(document.body.textContent).toMatch(new RegExp(`\\b${withdrawalDays}\\b`));
  });
});
