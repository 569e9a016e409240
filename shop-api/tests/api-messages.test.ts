import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@contract';
import { customerAccounts, customerAccountTranslations, customerAccountUsages } from '../src/db/schema';
import { addItem, call, failing, fieldMessage, newCart } from './helpers/cart-client';
import { customerCart } from './helpers/customer-carts';
import { bearer, registerCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The API's refusals in the language of `Language-Preference` (docs/messages.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const language = (locale: Locale) => ({ 'language-preference': locale });

describe('messages in the shopper’s language', () => {
  it('refuses a voucher in cs, sk and en', async () => {
    const expected: Record<Locale, [string, string]> = {
      cs: ['Tento slevový kód neznáme.', 'Na objednávku lze uplatnit jen jeden slevový kód: nejdřív odeberte SAVE200.'],
      sk: [
        'Tento zľavový kód nepoznáme.',
        'Na objednávku možno uplatniť len jeden zľavový kód: najprv odoberte SAVE200.',
      ],
      en: ['We do not know this voucher code.', 'Only one voucher per order: remove SAVE200 first.'],
    };
    for (const [locale, [unknown, onlyOne]] of Object.entries(expected) as [Locale, [string, string]][]) {
      const headers = { ...language(locale), 'currency-preference': 'CZK' };
      const cart = await newCart(t.app, headers);
      await addItem(t.app, cart.id, { product_id: 32, amount: 2 }, headers);
      const url = `/carts/${cart.id}/discounts`;
      const refused = await failing(t.app, 'POST', url, 422, { body: { code: 'NOSUCHCODE' }, headers });
      expect(fieldMessage(refused, 'code')).toBe(unknown);
      expect((await call(t.app, 'POST', url, { body: { code: 'SAVE200' }, headers })).status).toBe(200);
      const second = await failing(t.app, 'POST', url, 422, { body: { code: 'LUMEN10' }, headers });
      expect(fieldMessage(second, 'code')).toBe(onlyOne);
    }
  });

  it('says the purchase limit of an add to the cart in cs, sk and en', async () => {
    const expected: Record<Locale, string> = {
      cs: 'Tohoto produktu můžete koupit nejvýše 3 ks. V košíku už máte 2 ks.',
      sk: 'Tohto produktu môžete kúpiť najviac 3 ks. V košíku už máte 2 ks.',
      en: 'You can buy at most 3 of this product. Your cart already has 2.',
    };
    for (const [locale, text] of Object.entries(expected) as [Locale, string][]) {
      const cart = await newCart(t.app, language(locale));
      await addItem(t.app, cart.id, { product_id: 2, amount: 2 }, language(locale));
      const limit = await failing(t.app, 'POST', `/carts/${cart.id}/items`, 422, {
        body: { product_id: 2, amount: 2 },
        headers: language(locale),
      });
      expect(fieldMessage(limit, 'amount')).toBe(text);
    }
  });

  it('words the route schema’s field errors and the error’s own message in cs, sk and en', async () => {
    const expected: Record<Locale, [string, string, string]> = {
      cs: ['Požadavek není platný.', 'Zadejte množství jako celé číslo.', 'Neznámé pole.'],
      sk: ['Požiadavka nie je platná.', 'Zadajte množstvo ako celé číslo.', 'Neznáme pole.'],
      en: ['The request is not valid.', 'Enter the amount as a whole number.', 'Unknown field.'],
    };
    for (const [locale, [message, amount, unknown]] of Object.entries(expected) as [
      Locale,
      [string, string, string],
    ][]) {
      const cart = await newCart(t.app, language(locale));
      const bad = await failing(t.app, 'POST', `/carts/${cart.id}/items`, 422, {
        body: { product_id: 5, amount: 1.5, gift_id: 1 },
        headers: language(locale),
      });
      expect(bad.message).toBe(message);
      expect(fieldMessage(bad, 'amount')).toBe(amount);
      expect(fieldMessage(bad, 'gift_id')).toBe(unknown);
    }
  });

  it('says how many credits can be used at most in cs, sk and en', async () => {
    const [row] = await t.db
      .insert(customerAccounts)
      .values({ code: 'messages-test-points', conversionCzk: 1, conversionEurCents: 4 })
      .returning({ id: customerAccounts.id });
    const kind = row!.id;
    await t.db.insert(customerAccountTranslations).values({ customerAccountId: kind, locale: 'en', name: 'Points' });
    const customer = await registerCustomer(t.app);
    await t.db
      .insert(customerAccountUsages)
      .values({ customerAccountId: kind, customerId: customer.customerId, amount: 120, operation: 1, name: 'Gift' });
    const cartId = await customerCart(t.app, t.db, customer, {});
    const expected: Record<Locale, string> = {
      cs: 'Můžete použít nejvýše 120 kreditů.',
      sk: 'Môžete použiť najviac 120 kreditov.',
      en: 'You can use at most 120 credits.',
    };
    for (const [locale, text] of Object.entries(expected) as [Locale, string][]) {
      const refused = await failing(t.app, 'PUT', `/carts/${cartId}/customer-accounts`, 422, {
        body: { customer_account_id: kind, amount: 121 },
        headers: { ...bearer(customer.accessToken), ...language(locale) },
      });
      expect(fieldMessage(refused, 'amount')).toBe(text);
      expect(refused.message).toBe(text);
    }
  });

  it('answers an error before the request’s context in the default language (en) when the language is unknown', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/carts/x', headers: { 'language-preference': 'de' } });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(
      'Unsupported language "de"; use cs, sk or en.',
    );
  });
});
