import { expect, test, type APIRequestContext } from '@playwright/test';
import { localizedPath } from './support/auth-flows';
import { expectNoAxeViolations } from './support/axe';
import { text, type E2eLocale } from './support/messages';
import { apiUrl } from './support/shop-api';

/**
 * The newsletter's double opt-in through the sandbox mailbox (docs/customer-data.md, "Newsletter"),
 * in cs, sk and en: the footer's form, the confirmation mail's link, the welcome mail's one-click
 * unsubscribe link, each on its localized page.
 */

interface Mailbox {
  items: { subject: string; text: string }[];
}

/** The link of the newest mail to the address that leads to `pathname`, waiting for it to arrive. */
async function mailedLink(request: APIRequestContext, email: string, pathname: string): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl}/sandbox/mailbox.json?to=${encodeURIComponent(email)}`);
        const mailbox = (await response.json()) as Mailbox;
        link = mailbox.items
          .map((mail) => /https?:\/\/\S*[?&]token=[^\s"<>]+/.exec(mail.text)?.[0])
          .filter((found): found is string => found !== undefined)
          .map((found) => new URL(found))
          .find((url) => url.pathname === pathname);
        return link?.pathname;
      },
      { timeout: 10_000 },
    )
    .toBe(pathname);
  return link as URL;
}

const mailCount = async (request: APIRequestContext, email: string) =>
  ((await (await request.get(`${apiUrl}/sandbox/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Mailbox)
    .items.length;

for (const locale of ['cs', 'sk', 'en'] as const satisfies E2eLocale[]) {
  test(`${locale}: subscribe in the footer, confirm from the mail, unsubscribe with the welcome mail's link`, async ({
    page,
    request,
  }) => {
    test.slow();
    const t = (key: string) => text(locale, 'newsletter', key);
    const email = `news-${locale}-${Date.now()}@example.com`;

    await page.goto(localizedPath(locale, '/'));
    const form = page.getByTestId('newsletter-form');
    await form.getByLabel(t('emailLabel')).fill(email);
    await form.getByRole('button', { name: t('subscribe') }).click();
    await expect(page.getByTestId('newsletter-done')).toHaveText(t('thanks'));

    // One confirmation mail, in the shopper's language, whose link leads to the localized confirm page.
    const confirmLink = await mailedLink(request, email, localizedPath(locale, '/newsletter/confirm'));
    expect(await mailCount(request, email)).toBe(1);
    await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
    await expect(page.getByRole('heading', { level: 1, name: t('confirmTitle') })).toBeVisible();
    await page.getByRole('button', { name: t('confirmAction') }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(t('confirmed'));

    // The welcome mail's unsubscribe link, as mailed (its storefront and localized path): a page
    // (not a 404), one click, without signing in, and it says so.
    const unsubscribeLink = await mailedLink(request, email, localizedPath(locale, '/newsletter/unsubscribe'));
    expect(unsubscribeLink.origin).toBe(new URL(page.url()).origin);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('refresh_token');
    const unsubscribePage = await page.goto(unsubscribeLink.toString());
    expect(unsubscribePage?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: t('unsubscribeTitle') })).toBeVisible();
    await page.getByRole('button', { name: t('unsubscribeAction') }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(t('unsubscribeDone'));
    await expectNoAxeViolations(page);

    // Each link works once.
    await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
    await page.getByRole('button', { name: t('confirmAction') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('confirmInvalid'));
  });
}
