import { expect, test, type Page } from '@playwright/test';
import { e2eCollectorUrl } from './slot';
import { authDialog, authText, openLoginModalIn } from './support/auth-flows';

/**
 * Error reporting end to end (docs/error-reporting.md): the storefront and the shop API report to
 * the collector that stands in for Spotlight (playwright.config.ts). A deliberate error in each part,
 * caused by one call from the browser, arrives as events of one trace, and nothing a shopper typed
 * (a password, an e-mail address) is in any envelope, replays included.
 */

interface Item {
  type: string;
  header: Record<string, unknown>;
  payload: Record<string, unknown> | string;
  raw: string;
}

interface ReportedEvent {
  message?: string;
  exception?: { values?: { value?: string }[] };
  tags?: Record<string, string>;
  contexts?: { trace?: { trace_id?: string } };
}

async function collected(page: Page): Promise<Item[]> {
  const answer = await page.request.get(`${e2eCollectorUrl}/envelopes`);
  return (await answer.json()) as Item[];
}

const textOf = (event: ReportedEvent) => `${event.message ?? ''} ${event.exception?.values?.[0]?.value ?? ''}`;

test('a failure in the storefront and in the shop API arrive as one trace, with nothing the shopper typed', async ({
  page,
}) => {
  // One run's own values: other tests report to the same collector.
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `jana.${marker}@example.cz`;
  const password = `Heslo-${marker}-tajne`;

  await page.goto('/en');
  // The SDK loads once the page is idle, after the first-load JavaScript.
  await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on', { timeout: 20_000 });
  await openLoginModalIn(page, 'en');
  const modal = authDialog(page, 'en', 'login');
  await modal.getByLabel(authText('en', 'login.email')).fill(email);
  await modal.getByLabel(authText('en', 'login.password'), { exact: true }).fill(password);

  // The shopper's action: a call to the storefront's test fault, which calls the API's failing page.
  const faultCall = page.waitForRequest((request) => request.url().includes('/api/test-faults/error'));
  const status = await page.evaluate(
    async (address) => (await fetch(`/api/test-faults/error?email=${encodeURIComponent(address)}`)).status,
    email,
  );
  expect(status).toBe(500);
  const sentTrace = (await faultCall).headers()['sentry-trace'];
  expect(sentTrace, 'the browser sends its trace with the call').toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}/);
  const traceId = sentTrace!.slice(0, 32);
  // And one in the browser itself, with the form open: its replay is sent too.
  await page.evaluate((address) => {
    setTimeout(() => {
      throw new Error(`Browser test fault while ${address} was signing in`);
    });
  }, email);

  let items: Item[] = [];
  const eventsOf = (part: string) =>
    items
      .filter((item) => item.type === 'event' && typeof item.payload === 'object')
      .map((item) => item.payload as ReportedEvent)
      .filter((event) => event.tags?.part === part);
  await expect
    .poll(
      async () => {
        items = await collected(page);
        return {
          storefront: eventsOf('storefront').some((event) => textOf(event).includes('the storefront fails on purpose')),
          api: eventsOf('shop-api').some(
            (event) =>
              textOf(event).includes('this page fails on purpose') && event.contexts?.trace?.trace_id === traceId,
          ),
          browser: eventsOf('browser').some((event) => textOf(event).includes('Browser test fault')),
        };
      },
      { timeout: 30_000 },
    )
    .toEqual({ storefront: true, api: true, browser: true });

  const storefrontError = eventsOf('storefront').find(
    (event) => textOf(event).includes('the storefront fails on purpose') && event.contexts?.trace?.trace_id === traceId,
  );
  expect(storefrontError, 'the storefront’s error is in the trace the browser started').toBeDefined();

  // Wait for the browser error's replay, then look through everything every part sent.
  await expect.poll(async () => (await collected(page)).some((item) => item.type === 'replay_recording')).toBe(true);
  const everything = (await collected(page)).map((item) => item.raw).join('\n');
  for (const secret of [password, email, encodeURIComponent(email), marker]) {
    expect(everything, `no envelope holds ${secret}`).not.toContain(secret);
  }
});

test('the storefront’s test fault is a demo’s only', async ({ request }) => {
  // The browser tests run a demo, where it fails on purpose; production answers 404 (route.ts).
  const answer = await request.get('/api/test-faults/error');
  expect(answer.status()).toBe(500);
});
