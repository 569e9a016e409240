import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { addAndContinue, cartPaths, chooseCourierAndCard, continueToDelivery, t } from '../support/checkout-flow';
import { apiUrl } from '../support/shop-api';

/**
 * A card purchase through the live adapters (docs/orders-and-payments.md, "The browser test of the
 * live adapters"): this file runs only with playwright.live-gateways.config.ts, whose API has
 * GOPAY_* and CSOB_* pointing at the fakes of shop-api/tests/gateway-fakes/ (GoPay's OAuth and REST
 * calls, ČSOB's signed eAPI; each with a card page that sends the shopper back as the real one
 * does). The shopper pays on the fake's page, comes back through the storefront's return route
 * (ČSOB's return verified with the bank's key), lands on the paid summary, and the "paid" mail
 * arrives once.
 */

test.describe.configure({ timeout: 120_000 });

const locale = 'en';
const paidSummary = new RegExp(`${cartPaths[locale]}/summary\\?order=\\d+&status=success$`);

async function fillDelivery(page: Page): Promise<string> {
  const email = `e2e-live-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const field = (name: string) => page.getByLabel(t(locale, `delivery.fields.${name}`), { exact: true });
  await field('email').fill(email);
  await field('first_name').fill('Jana');
  await field('last_name').fill('Nováková');
  await field('street').fill('Dlouhá 12');
  await field('city').fill('Praha');
  await field('post_code').fill('110 00');
  await field('phone').fill('601123456');
  return email;
}

async function paidMails(request: APIRequestContext, email: string, code: string): Promise<number> {
  const answer = await request.get(`${apiUrl}/sandbox/mailbox.json?to=${encodeURIComponent(email)}`);
  const { items } = (await answer.json()) as { items: { subject: string }[] };
  return items.filter((mail) => mail.subject.includes(code) && /is paid/.test(mail.subject)).length;
}

async function buyWithCard(page: Page, paymentId: 3 | 4, gatePage: RegExp) {
  await addAndContinue(page, locale);
  await chooseCourierAndCard(page, locale, paymentId);
  await continueToDelivery(page, locale);
  const email = await fillDelivery(page);
  await page.getByRole('button', { name: t(locale, 'delivery.submitPay') }).click();
  await expect(page).toHaveURL(gatePage);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(paidSummary);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'summary.heading.success'));
  await expectNoAxeViolations(page);
  const code = (await page.getByTestId('order-code').textContent()) ?? '';
  expect(code).not.toBe('');
  await expect.poll(() => paidMails(page.request, email, code)).toBe(1);
  // The return, GoPay's notification and the status check may all have found it paid: still one mail.
  await page.waitForTimeout(1000);
  expect(await paidMails(page.request, email, code)).toBe(1);
}

test('pays by card through the live GoPay adapter: the fake’s card page, back to the paid summary, the paid mail', async ({
  page,
}) => {
  await buyWithCard(page, 3, /^http:\/\/127\.0\.0\.1:\d+\/gw\/v3\/\d+$/);
});

test('pays by card through the live ČSOB adapter: the bank-signed return is verified, the paid summary, the paid mail', async ({
  page,
}) => {
  await buyWithCard(page, 4, /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\.9\/payment\/process\//);
});

test('a ČSOB return the bank did not sign is refused by the storefront (400), in the shopper’s language', async ({
  request,
  baseURL,
}) => {
  const response = await request.post(`${baseURL}/api/payment-return/csob?lang=cs`, {
    form: {
      payId: 'abcdef123456789',
      dttm: '20261127120000',
      resultCode: '0',
      resultMessage: 'OK',
      paymentStatus: '7',
      signature: 'Zm9yZ2Vk',
    },
    maxRedirects: 0,
  });
  // Passed on to the API, which knows no such payment (404); a known payId with this signature is
  // refused there (422, shop-api/tests/csob-return-signature.test.ts) and answered 400 here.
  expect(response.status()).toBe(404);
  const unsigned = await request.post(`${baseURL}/api/payment-return/csob?lang=cs`, {
    form: { payId: 'abcdef123456789', dttm: '20261127120000', resultCode: '0', resultMessage: 'OK' },
    maxRedirects: 0,
  });
  expect(unsigned.status()).toBe(400);
  expect(await unsigned.text()).toContain('není podepsán bankou');
});
