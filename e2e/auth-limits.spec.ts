import { expect, test, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { e2eWebUrl } from './slot';
import { newPassword, registerAtApi } from './support/auth-customers';
import { authLocales, authText, localizedPath } from './support/auth-flows';
import { messages, type E2eLocale } from './support/messages';

/**
 * Brute force in the browser (docs/customer-accounts.md, "Rate limits"): wrong passwords on one
 * account from one client end in the API's 429, which the login form shows on screen with the wait
 * in the shopper's language and honours by keeping its button disabled. The limit is per account
 * and client (the owner elsewhere still signs in: shop-api/tests/auth-rate-limits.test.ts); in this
 * run the browser and the test's own requests are one client, the loopback address the storefront
 * saw. The e2e run lowers the per-account login limit (scripts/test-e2e.mjs) and raises the per-IP
 * ones, so this account's lockout touches no other test; without the script the API's default (30)
 * applies and the test just types longer.
 */

const perAccount = Number(process.env.AUTH_LOGIN_LIMIT_PER_ACCOUNT ?? 30);

/** The 429 message exactly as the form words it (ICU plurals of `auth.errors`). */
function tooManyText(locale: E2eLocale, retryAfter: number): string {
  // The e2e loader reads the JSON files itself (no JSON imports), so the translator is untyped here.
  const t = createTranslator({
    locale,
    messages: { auth: messages(locale, 'auth') },
    namespace: 'auth.errors',
  }) as unknown as (key: string, values: Record<string, number>) => string;
  return retryAfter > 60
    ? t('too_many_requests_minutes', { minutes: Math.ceil(retryAfter / 60) })
    : t('too_many_requests', { seconds: retryAfter });
}

async function tryPassword(page: Page, locale: E2eLocale, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel(authText(locale, 'login.email')).fill(email);
  await main.getByLabel(authText(locale, 'login.password'), { exact: true }).fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await main.getByRole('button', { name: authText(locale, 'login.submit'), exact: true }).click();
  return answer;
}

for (const locale of authLocales) {
  test(`${locale}: repeated wrong passwords end in a visible “too many attempts, try again in …” and a disabled button`, async ({
    page,
  }) => {
    test.slow();
    const email = await registerAtApi(page.request, `limits-${locale}`, locale);
    await page.goto(localizedPath(locale, '/login'));
    const main = page.getByRole('main');
    const alert = main.getByRole('alert');
    const submit = main.getByRole('button', { name: authText(locale, 'login.submit'), exact: true });

    for (let attempt = 1; attempt <= perAccount; attempt++) {
      const answer = await tryPassword(page, locale, email, `wrong-password-${attempt}`);
      expect(answer.status(), `attempt ${attempt}`).toBe(401);
      await expect(alert).toHaveText(authText(locale, 'errors.login_failed'));
    }

    // One failure more than the account may have: the API refuses before it checks the password.
    const refused = await tryPassword(page, locale, email, 'wrong-password-last');
    expect(refused.status()).toBe(429);
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    await expect(alert).toHaveText(tooManyText(locale, retryAfter));
    // On screen, not only for screen readers: a real box inside the form.
    const box = await alert.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    expect(box?.height ?? 0).toBeGreaterThan(16);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toBeDisabled();

    // While the wait runs the form sends nothing, not even the right password.
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) sent++;
    });
    await main.getByLabel(authText(locale, 'login.password'), { exact: true }).fill(newPassword);
    await submit.click({ force: true });
    await page.waitForTimeout(500);
    expect(sent).toBe(0);
    await expect(alert).toHaveText(tooManyText(locale, retryAfter));

    // The API agrees: from this client the right password is refused too, with the Retry-After, until the window ends.
    const direct = await page.request.post('/api/auth/login', {
      data: { email, password: newPassword },
      headers: { Origin: new URL(e2eWebUrl).origin },
    });
    expect(direct.status()).toBe(429);
    expect(Number(direct.headers()['retry-after'])).toBeGreaterThan(0);

    // The limit is this account's: another account from the same browser (and IP) still signs in.
    const other = await registerAtApi(page.request, `limits-other-${locale}`, locale);
    const otherLogin = await page.request.post('/api/auth/login', {
      data: { email: other, password: newPassword },
      headers: { Origin: new URL(e2eWebUrl).origin },
    });
    expect(otherLogin.status(), await otherLogin.text()).toBe(200);
  });
}
