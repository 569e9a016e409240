import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { e2eWebUrl } from './slot';
import { demoCustomer, placeCustomerOrder, signInAsDemoCustomer } from './support/customer-session';
import { expectNoTraceOf, placeForeignOrder, type ForeignOrder } from './support/foreign-order';
import { text } from './support/messages';
import { apiUrl } from './support/shop-api';

/**
 * The order detail's HTTP status (docs/customer-accounts-storefront.md, "The order detail's 404"):
 * the customer's own order answers 200, someone else's and an unknown one a real 404, also after
 * the access cookie has expired (the request interceptor refreshes the session) and while the
 * browser's own refresh has just rotated the session (the rotation handoff), and an invoice opens
 * from its signed link in a new page without a bearer.
 */

test.describe.configure({ timeout: 90_000 });

interface Order {
  id: number;
  items: { name: string }[];
  invoices: { number: string; download_url: string | null }[];
}

const orderPath = (id: number) => `/en/customer/order/${id}`;
let own: Order;
let paidWithInvoice: Order;
let foreign: ForeignOrder;
let foreignId: number;

async function apiLogin(request: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await request.post(`${apiUrl}/auth/login`, { data: credentials });
  expect(login.status(), await login.text()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

test.beforeAll(async ({ request }) => {
  // Someone else's order: a new customer's, placed the way the checkout places it.
  foreign = await placeForeignOrder(request);
  foreignId = foreign.id;

  const placed = await placeCustomerOrder(request, 1);
  const headers = { ...(await apiLogin(request, demoCustomer)), 'Language-Preference': 'en' };
  const read = async (id: number) => (await (await request.get(`${apiUrl}/orders/${id}`, { headers })).json()) as Order;
  own = await read(placed.id);
  // The seed's paid order of the demo customer carries an invoice.
  const list = (await (await request.get(`${apiUrl}/orders?per_page=50`, { headers })).json()) as {
    items: { id: number; state: string }[];
  };
  const paid = await Promise.all(list.items.filter((o) => o.state === 'paid').map((o) => read(o.id)));
  paidWithInvoice = paid.find((o) => o.invoices.length > 0)!;
  expect(paidWithInvoice, 'the demo customer has a paid order with an invoice').toBeTruthy();
});

async function cookieValue(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

test('the own order answers 200 with its items; someone else’s and an unknown one a real 404', async ({ page }) => {
  await signInAsDemoCustomer(page);
  const response = await page.goto(orderPath(own.id));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  // The token handed between interceptor and page never reaches the browser.
  expect(Object.keys(response?.headers() ?? {}).filter((h) => h.includes('access-token'))).toEqual([]);
  await expect(page.getByTestId('order-state')).toBeVisible();
  await expect(page.getByText(own.items[0]!.name).first()).toBeVisible();

  for (const id of [foreignId, 999_999]) {
    const missing = await page.goto(orderPath(id));
    expect(missing?.status(), `order ${id}`).toBe(404);
    expectNoTraceOf(await missing!.text(), foreign);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'notFound', 'title'));
  }
  // In Czech too, at its localized path.
  expect((await page.goto(`/cs/zakaznik/objednavka/${foreignId}`))?.status()).toBe(404);
});

test('after the access cookie expires, the interceptor refreshes the session: still 404 and 200, still signed in', async ({
  page,
  context,
}) => {
  await signInAsDemoCustomer(page);
  expect(await cookieValue(context, 'access_token')).toBeTruthy();
  const refreshBefore = await cookieValue(context, 'refresh_token');

  await context.clearCookies({ name: 'access_token' });
  const missing = await page.goto(orderPath(foreignId));
  expect(missing?.status()).toBe(404);
  expectNoTraceOf(await missing!.text(), foreign);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'notFound', 'title'));
  // The document answer rotated the session: a new refresh cookie and a new access cookie.
  expect(await cookieValue(context, 'access_token')).toBeTruthy();
  expect(await cookieValue(context, 'refresh_token')).not.toBe(refreshBefore);

  await context.clearCookies({ name: 'access_token' });
  const mine = await page.goto(orderPath(own.id));
  expect(mine?.status()).toBe(200);
  await expect(page.getByTestId('order-state')).toBeVisible();
  await expect(page.getByText(own.items[0]!.name).first()).toBeVisible();
  // Signed in as before: the header offers the account, and the page's own refresh worked.
  await expect(page.getByRole('link', { name: text('en', 'auth', 'account.myAccount') }).first()).toBeVisible();
});

/** The session cookies an answer writes (none, when the interceptor only took a token over). */
const sessionCookieWrites = (headers: { name: string; value: string }[]) =>
  headers.filter(
    (h) => h.name.toLowerCase() === 'set-cookie' && /^(refresh_token|access_token|session_hint)=/.test(h.value),
  );

test('a refresh the browser made a moment earlier: someone else’s order is still a real 404, and nobody is signed out (409 in the grace window)', async ({
  page,
  context,
  playwright,
}) => {
  await signInAsDemoCustomer(page);
  const stale = await cookieValue(context, 'refresh_token');
  // The browser's own refresh rotates the token first…
  const rotated = await page.request.post('/api/auth/refresh', { headers: { Origin: new URL(e2eWebUrl).origin } });
  expect(rotated.status()).toBe(200);
  // …while a document request still travels with the old one and no access cookie.
  const other = await playwright.request.newContext({ baseURL: e2eWebUrl });
  const raced = await other.get(orderPath(foreignId), {
    headers: { Cookie: `refresh_token=${stale}; session_hint=1` },
    maxRedirects: 0,
  });
  // The interceptor's refresh got 409 and took the browser's rotation from the handoff: a real 404,
  // and no session cookie on the answer (the token stayed on the server).
  expect(raced.status()).toBe(404);
  expectNoTraceOf(await raced.text(), foreign);
  expect(sessionCookieWrites(raced.headersArray())).toEqual([]);
  await other.dispose();

  // The browser holds the rotated cookie and carries on signed in.
  await context.clearCookies({ name: 'access_token' });
  expect((await page.goto(orderPath(foreignId)))?.status()).toBe(404);
  expect((await page.goto(orderPath(own.id)))?.status()).toBe(200);
  await expect(page.getByTestId('order-state')).toBeVisible();
});

test('a refresh whose answer the browser never got (it navigated away meanwhile): the next page stays signed in and takes the new cookies', async ({
  page,
  context,
  playwright,
}) => {
  await signInAsDemoCustomer(page);
  const stale = await cookieValue(context, 'refresh_token');
  // The rotation reaches the server, but its answer and cookies never reach this browser.
  const lost = await playwright.request.newContext({ baseURL: e2eWebUrl });
  const rotated = await lost.post('/api/auth/refresh', {
    headers: { Origin: new URL(e2eWebUrl).origin, Cookie: `refresh_token=${stale}; session_hint=1` },
  });
  expect(rotated.status()).toBe(200);
  await lost.dispose();

  expect((await page.goto(orderPath(own.id)))?.status()).toBe(200);
  await expect(page.getByTestId('order-state')).toBeVisible();
  await expect(page.getByRole('link', { name: text('en', 'auth', 'account.myAccount') }).first()).toBeVisible();
  // The page's own refresh took the lost rotation's cookies: a reload is still signed in.
  expect(await cookieValue(context, 'refresh_token')).not.toBe(stale);
  await page.reload();
  await expect(page.getByTestId('order-state')).toBeVisible();
});

test('someone else’s order opened while the page’s own refresh is on its way: a real 404 with nothing of the order, and the page stays signed in', async ({
  page,
  context,
  browser,
}) => {
  await signInAsDemoCustomer(page);
  await context.clearCookies({ name: 'access_token' });
  // The cookie jar as it is before the page's refresh answers: the old refresh token, no access cookie.
  const before = await context.cookies();
  let serverRotated: () => void = () => undefined;
  const rotatedOnServer = new Promise<void>((resolve) => {
    serverRotated = resolve;
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const refreshAnswers: number[] = [];
  await page.route('**/api/auth/refresh', async (route) => {
    // The storefront rotates the session now; its answer is held on the way back to the page.
    const response = await route.fetch();
    refreshAnswers.push(response.status());
    serverRotated();
    await released;
    await route.fulfill({ response });
  });
  // The page's scripts refresh on load (the access token is not in memory after a navigation).
  await page.goto('/en/customer/dashboard');
  await rotatedOnServer;
  expect(refreshAnswers).toEqual([200]);

  // Meanwhile the shopper opens someone else's order in another tab: its cookies are still the old ones.
  const tab = await browser.newContext({ baseURL: e2eWebUrl });
  await tab.addCookies(before);
  const tabPage = await tab.newPage();
  const raced = await tabPage.goto(orderPath(foreignId));
  expect(raced?.status()).toBe(404);
  expectNoTraceOf(await raced!.text(), foreign);
  expect(sessionCookieWrites(await raced!.headersArray())).toEqual([]);
  await expect(tabPage.getByRole('heading', { level: 1 })).toHaveText(text('en', 'notFound', 'title'));
  await tab.close();

  // The page's refresh lands: signed in, its data loads, and the session is alive.
  release();
  await expect(page.getByTestId('customer-greeting')).toContainText('Jana');
  await expect(page.getByText(text('en', 'authNotices', 'session_refresh_failed'))).toHaveCount(0);
  await context.clearCookies({ name: 'access_token' });
  expect((await page.goto(orderPath(foreignId)))?.status()).toBe(404);
  expect((await page.goto(orderPath(own.id)))?.status()).toBe(200);
  await expect(page.getByTestId('order-state')).toBeVisible();
});

test('an invoice opens from its signed link in a new page, without a bearer', async ({ page, context, request }) => {
  await signInAsDemoCustomer(page);
  await page.goto(orderPath(paidWithInvoice.id));
  const invoice = paidWithInvoice.invoices[0]!;
  const link = page.getByTestId('invoices').getByRole('link', { name: new RegExp(invoice.number) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  const href = await link.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${apiUrl}/orders/${paidWithInvoice.id}/invoices/\\d+\\?expires=\\d+&signature=`));

  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await popup.waitForLoadState();
  await expect(popup.getByRole('heading', { level: 1 })).toContainText(invoice.number);

  // The link alone opens it (a request with no session at all), privately.
  const plain = await request.get(href!);
  expect(plain.status()).toBe(200);
  expect(plain.headers()['cache-control']).toBe('private, no-store');
  expect(plain.headers()['x-robots-tag']).toBe('noindex');
  // A link with its signature changed is refused.
  const tampered = href!.replace(/signature=./, (m) => (m.endsWith('A') ? 'signature=B' : 'signature=A'));
  expect((await request.get(tampered)).status()).toBe(403);
});
