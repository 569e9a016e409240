import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appPathnames } from '@/lib/i18n/routing';
import { localizedPath } from './support/auth-flows';
import { expectNoAxeViolations } from './support/axe';
import { demoCustomer, signInAsDemoCustomer } from './support/customer-session';
import { orderDetailPath } from './support/foreign-order';
import { text, type E2eLocale } from './support/messages';
import { e2eAdminToken } from './support/revalidation';
import { apiUrl } from './support/shop-api';

/**
 * Returns and complaints on the storefront (docs/returns-and-complaints.md, "Storefront"), in cs,
 * sk and en: a signed-in customer returns one item of the seed's returnable order and finds it in
 * the customer area; a guest files a complaint with a photo through the order number and e-mail;
 * a state change made through the back-office call arrives in the sandbox mailbox. The tests of
 * this file share that one order, so they run one after another.
 */

test.describe.configure({ mode: 'default', timeout: 120_000 });

/** The demo customer's paid, delivered order the seed makes returnable (shop-api/seed/after-sale-orders.ts). */
const returnableOrderId = 11;
const locales: E2eLocale[] = ['cs', 'sk', 'en'];

/** A 1×1 PNG: a photo of the defect. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function bearer(request: APIRequestContext, locale: E2eLocale) {
  const login = await request.post(`${apiUrl}/auth/login`, { data: demoCustomer });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}`, 'Language-Preference': locale };
}

async function apiRead<T>(request: APIRequestContext, path: string, headers: Record<string, string>): Promise<T> {
  const answer = await request.get(`${apiUrl}/${path}`, { headers });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

/** How many mails to the demo customer mention the document number. */
async function mailsAbout(request: APIRequestContext, documentNumber: string): Promise<number> {
  const answer = await request.get(`${apiUrl}/sandbox/mailbox.json?to=${encodeURIComponent(demoCustomer.email)}`);
  const mailbox = (await answer.json()) as { items: { subject: string; text: string }[] };
  return mailbox.items.filter((mail) => `${mail.subject}\n${mail.text}`.includes(documentNumber)).length;
}

/** Moves a return or complaint on through the back-office call and waits for its mail. */
async function changeStateAndReadMail(
  request: APIRequestContext,
  kind: 'refunds' | 'complaints',
  id: number,
  documentNumber: string,
) {
  const before = await mailsAbout(request, documentNumber);
  const answer = await request.patch(`${apiUrl}/admin/${kind}/${id}`, {
    headers: { Authorization: `Bearer ${e2eAdminToken}` },
    data: { state: 'received' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await expect.poll(() => mailsAbout(request, documentNumber), { timeout: 15_000 }).toBe(before + 1);
}

/** The first line's amount field that still takes a unit ("How many (up to 2)"). */
function amountField(page: Page, locale: E2eLocale) {
  const label = text(locale, 'returns', 'form.amount', { max: '__' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(label.replace('__', '[1-9]\\d*'))).first();
}

for (const locale of locales) {
  const t = (path: string, values?: Record<string, string>) => text(locale, 'returns', path, values);

  test(`${locale}: a signed-in customer returns one item of a paid order, sees it in the customer area, and the state change arrives by mail`, async ({
    page,
    request,
  }) => {
    const headers = await bearer(request, locale);
    await signInAsDemoCustomer(page);
    await page.goto(orderDetailPath(locale, returnableOrderId));
    await expect(page.getByTestId('start-after-sale')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('start.returnGoods') }).click();

    const form = page.getByTestId('return-form');
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(/\/\d+$/);
    const refundId = Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    // The draft's own page, at its localized path.
    expect(new URL(page.url()).pathname).toBe(
      `/${locale}${appPathnames['/customer/return/[id]'][locale]}`.replace('[id]', String(refundId)),
    );
    const methods = await apiRead<{
      items: { name: string; can_use: boolean; has_options: boolean; address_requirement: number }[];
    }>(request, `refunds/${refundId}/shipping-methods`, headers);
    // Czech returns by a way without a pickup point; Slovak and English by the DPD courier's pick-up.
    const byCourier = locale !== 'cs';
    const way = methods.items.find(
      (m) => m.can_use && !m.has_options && (byCourier ? m.address_requirement === 2 : m.address_requirement !== 2),
    );
    expect(way, byCourier ? 'the courier pick-up' : 'a way back without a pickup point or courier').toBeTruthy();

    await amountField(page, locale).fill('1');
    await form.getByLabel(t('form.reason')).first().selectOption('changed_mind');
    const pickupAddress = form.getByRole('group', { name: t('pickupAddress.legend') });
    await expect(pickupAddress).toHaveCount(0);
    await form.getByLabel(new RegExp(way!.name)).check();
    const street = `Kurýrní ${locale === 'sk' ? 14 : 15}`;
    if (byCourier) {
      await expect(pickupAddress).toBeVisible();
      // Prefilled from the order; the street and phone typed so the check does not lean on the seed.
      await expect(pickupAddress.getByLabel(t('pickupAddress.fields.first_name'))).not.toHaveValue('');
      await pickupAddress.getByLabel(t('pickupAddress.fields.street')).fill(street);
      await pickupAddress.getByLabel(t('pickupAddress.fields.post_code')).fill('1100');
      await pickupAddress.getByLabel(t('pickupAddress.fields.phone')).fill('777 123 456');
      await form.getByRole('button', { name: t('form.send') }).click();
      await expect(pickupAddress.getByText(t('issues.pickupPostCode'))).toBeVisible();
      await pickupAddress.getByLabel(t('pickupAddress.fields.post_code')).fill('110 00');
      await pickupAddress.getByLabel(t('pickupAddress.fields.city')).fill('Praha');
    }
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: t('form.send') }).click();

    await expect(page.getByTestId('after-sale-state')).toHaveText(t('state.submitted'));
    if (byCourier) await expect(page.getByTestId('pickup-address')).toContainText(street);
    const refund = await apiRead<{ document_number: string; state: string }>(request, `refunds/${refundId}`, headers);
    expect(refund.state).toBe('submitted');

    // The customer area lists it with its state; its detail links the slip.
    await page.goto(localizedPath(locale, '/customer/returns-and-complaints'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'customer', 'returnsAndComplaints'));
    await expect(page.getByRole('navigation', { name: text(locale, 'common', 'breadcrumbs') })).toBeVisible();
    const row = page.getByTestId('after-sale-list').getByRole('listitem').filter({ hasText: refund.document_number });
    await expect(row.getByTestId('after-sale-state')).toHaveText(t('state.submitted'));
    await expectNoAxeViolations(page);
    await row.getByRole('link').click();
    await expect(page.getByTestId('after-sale-summary')).toBeVisible();
    if (byCourier) await expect(page.getByTestId('pickup-address')).toContainText('110 00 Praha');
    await page.getByTestId('slip-link').click();
    await expect(page.getByTestId('slip-document-number')).toHaveText(refund.document_number);
    await expectNoAxeViolations(page);

    await changeStateAndReadMail(request, 'refunds', refundId, refund.document_number);
    await page.goto(localizedPath(locale, '/customer/returns-and-complaints'));
    await expect(
      page
        .getByTestId('after-sale-list')
        .getByRole('listitem')
        .filter({ hasText: refund.document_number })
        .getByTestId('after-sale-state'),
    ).toHaveText(t('state.received'));
  });

  test(`${locale}: a guest files a complaint with a photo through the order number and e-mail, and its state change arrives by mail`, async ({
    page,
    request,
  }) => {
    const order = await apiRead<{ code: string }>(
      request,
      `orders/${returnableOrderId}`,
      await bearer(request, locale),
    );
    await page.goto(localizedPath(locale, '/returns-and-complaints'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('guestTitle'));
    await expectNoAxeViolations(page);
    const proof = page.getByTestId('guest-order-form');
    await proof.getByLabel(t('guest.orderNumber')).fill(order.code);
    await proof.getByLabel(t('guest.email')).fill(demoCustomer.email.toUpperCase());
    await proof.getByRole('button', { name: t('guest.continue') }).click();

    await expect(page.getByTestId('guest-order')).toHaveText(t('guest.forOrder', { code: order.code }));
    await page.getByRole('button', { name: t('start.fileComplaint') }).click();
    const form = page.getByTestId('complaint-form');
    await expect(form).toBeVisible();
    await form.getByLabel(t('form.claimItem')).first().check();
    await form.getByLabel(t('form.reason')).selectOption('broken');
    await form.getByLabel(t('form.resolution')).selectOption('repair');
    await form.getByLabel(new RegExp(t('form.description'))).fill('The seam came apart after one wash.');
    await form
      .getByLabel(new RegExp(t('form.photos')))
      .setInputFiles({ name: 'defect.png', mimeType: 'image/png', buffer: photo });
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: t('form.send') }).click();

    await expect(page.getByTestId('after-sale-state')).toHaveText(t('state.submitted'));
    const slipLink = page.getByTestId('slip-link');
    const complaintId = Number(/\/(\d+)$/.exec((await slipLink.getAttribute('href')) ?? '')?.[1]);
    await slipLink.click();
    const documentNumber = (await page.getByTestId('slip-document-number').textContent()) ?? '';
    expect(documentNumber).not.toBe('');
    await expectNoAxeViolations(page);

    await changeStateAndReadMail(request, 'complaints', complaintId, documentNumber);
  });
}
