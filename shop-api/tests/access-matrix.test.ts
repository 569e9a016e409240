import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAccountUsages, customerSessions, orderShipments } from '../src/db/schema';
import { createInvoiceLinks } from '../src/orders/invoice-link';
import { payOrder } from '../src/orders/order-paid';
import { placeOrder } from './helpers/checkout';
import { customerCart } from './helpers/customer-carts';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The access matrix (issue 10): every customer-scoped call of the API, tried as customer B with
 * customer A's ids, with A's expired access token, with A's revoked session and with no token.
 * None may succeed: a 2xx (or, for a list, A's data in B's answer) counts as allowed.
 *
 * The calls come from the API's own OpenAPI document: every operation that declares a 401 must be
 * either in `scoped` (how to call it with A's records) or in `notScoped` (why it is not a customer's
 * record), so a new customer route that is in neither fails this test instead of being skipped.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Ids {
  customer: number;
  order: number;
  invoice: number;
  cart: string;
  address: number;
  list: number;
  listItem: number;
  session: number;
  bCart: string;
  paidOrder: number;
  refund: number;
  complaint: number;
  photo: number;
}
interface Scoped {
  /** The path with A's ids. */
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** A list of the caller's own records: B gets 200, and A's marker must not be in it. */
  list?: boolean;
  /** Creates the caller's own record: only the token variants apply. */
  own?: boolean;
}

const storefront = 'http://localhost:3000/cs/kosik';
const scoped: Record<string, Scoped> = {
  'GET /orders': { path: () => '/orders', list: true },
  'GET /orders/{id}': { path: (i) => `/orders/${i.order}` },
  'GET /orders/{id}/invoices/{invoiceId}': { path: (i) => `/orders/${i.order}/invoices/${i.invoice}` },
  'POST /gopay-requests': {
    path: () => '/gopay-requests',
    body: (i) => ({ order_id: i.order, return_url: storefront }),
  },
  'POST /csob/payment': {
    path: () => '/csob/payment',
    body: (i) => ({ order_id: i.order, return_uri: storefront, return_method: 'POST' }),
  },
  'GET /carts/{id}': { path: (i) => `/carts/${i.cart}` },
  'PATCH /carts/{id}': { path: (i) => `/carts/${i.cart}`, body: () => ({ email: 'x@example.com' }) },
  'DELETE /carts/{id}': { path: (i) => `/carts/${i.cart}` },
  'POST /carts/{id}/discounts': { path: (i) => `/carts/${i.cart}/discounts`, body: () => ({ code: 'LUMEN10' }) },
  'DELETE /carts/{id}/discounts/{discountId}': { path: (i) => `/carts/${i.cart}/discounts/1` },
  'GET /carts/{id}/items': { path: (i) => `/carts/${i.cart}/items` },
  'POST /carts/{id}/items': { path: (i) => `/carts/${i.cart}/items`, body: () => ({ product_id: 25, amount: 1 }) },
  'POST /carts/{id}/items/batch': {
    path: (i) => `/carts/${i.cart}/items/batch`,
    body: () => ({ items: [{ product_id: 25, amount: 1 }] }),
  },
  'PATCH /carts/{id}/items/{itemId}': { path: (i) => `/carts/${i.cart}/items/1`, body: () => ({ amount: 2 }) },
  'DELETE /carts/{id}/items/{itemId}': { path: (i) => `/carts/${i.cart}/items/1` },
  'GET /carts/{id}/shipping-methods': { path: (i) => `/carts/${i.cart}/shipping-methods` },
  'PUT /carts/{id}/shipping-methods': {
    path: (i) => `/carts/${i.cart}/shipping-methods`,
    body: () => ({ shipping_method_id: 4 }),
  },
  'POST /carts/{id}/shipping-methods': {
    path: (i) => `/carts/${i.cart}/shipping-methods`,
    body: () => ({ shipping_method_id: 4 }),
  },
  'GET /carts/{id}/payment-methods': { path: (i) => `/carts/${i.cart}/payment-methods` },
  'PUT /carts/{id}/payment-methods': {
    path: (i) => `/carts/${i.cart}/payment-methods`,
    body: () => ({ payment_method_id: 1 }),
  },
  'POST /carts/{id}/payment-methods': {
    path: (i) => `/carts/${i.cart}/payment-methods`,
    body: () => ({ payment_method_id: 1 }),
  },
  'GET /carts/{id}/addresses': { path: (i) => `/carts/${i.cart}/addresses` },
  'PATCH /carts/{id}/addresses/{type}': {
    path: (i) => `/carts/${i.cart}/addresses/billing`,
    body: () => ({ country_id: 1 }),
  },
  'PUT /carts/{id}/customer-accounts': {
    path: (i) => `/carts/${i.cart}/customer-accounts`,
    body: () => ({ customer_account_id: 1, amount: 0 }),
  },
  'POST /carts/{id}/transfer-items': {
    path: (i) => `/carts/${i.bCart}/transfer-items`,
    body: (i) => ({ source_cart_id: i.cart }),
  },
  'POST /carts/{id}/fast-checkout': {
    path: (i) => `/carts/${i.bCart}/fast-checkout`,
    body: (i) => ({ order_id: i.order }),
  },
  'POST /orders': { path: () => '/orders', body: (i) => ({ cart_id: i.cart }) },
  'GET /auth/me': { path: () => '/auth/me', list: true },
  'GET /me': { path: () => '/me', list: true },
  'POST /auth/logout': { path: () => '/auth/logout', own: true },
  'GET /customers/{id}': { path: (i) => `/customers/${i.customer}` },
  'PATCH /customers/{id}': { path: (i) => `/customers/${i.customer}`, body: () => ({ first_name: 'Mallory' }) },
  'DELETE /customers/{id}': { path: (i) => `/customers/${i.customer}` },
  'PUT /customers/{id}/password': {
    path: (i) => `/customers/${i.customer}/password`,
    body: () => ({
      current_password: 'Secret-pass-123',
      password: 'Taken-over-123',
      password_confirmation: 'Taken-over-123',
    }),
  },
  'GET /customer-sessions': { path: () => '/customer-sessions', list: true },
  'DELETE /customer-sessions/{id}': { path: (i) => `/customer-sessions/${i.session}` },
  'GET /customer-addresses': { path: () => '/customer-addresses', list: true },
  'POST /customer-addresses': {
    path: () => '/customer-addresses',
    own: true,
    body: () => ({
      first_name: 'M',
      last_name: 'M',
      street: 'Ulice 1',
      city: 'Praha',
      post_code: '110 00',
      country_id: 1,
    }),
  },
  'GET /customer-addresses/{id}': { path: (i) => `/customer-addresses/${i.address}` },
  'PATCH /customer-addresses/{id}': { path: (i) => `/customer-addresses/${i.address}`, body: () => ({ city: 'Brno' }) },
  'DELETE /customer-addresses/{id}': { path: (i) => `/customer-addresses/${i.address}` },
  'GET /customer-product-lists': { path: () => '/customer-product-lists', list: true },
  'POST /customer-product-lists': {
    path: () => '/customer-product-lists',
    own: true,
    body: () => ({ name: 'Mine', type: 2 }),
  },
  'GET /customer-product-lists/{id}': { path: (i) => `/customer-product-lists/${i.list}` },
  'PATCH /customer-product-lists/{id}': {
    path: (i) => `/customer-product-lists/${i.list}`,
    body: () => ({ name: 'Taken' }),
  },
  'DELETE /customer-product-lists/{id}': { path: (i) => `/customer-product-lists/${i.list}` },
  'GET /customer-product-lists/{id}/items': { path: (i) => `/customer-product-lists/${i.list}/items` },
  'POST /customer-product-lists/{id}/items': {
    path: (i) => `/customer-product-lists/${i.list}/items`,
    body: () => ({ product_id: 30 }),
  },
  'DELETE /customer-product-lists/{id}/items/{itemId}': {
    path: (i) => `/customer-product-lists/${i.list}/items/${i.listItem}`,
  },
  'GET /customer-accounts': { path: () => '/customer-accounts', list: true },
  'GET /customer-account-usages': { path: () => '/customer-account-usages', list: true },
  'GET /customer-reviews': { path: () => '/customer-reviews', list: true },
  'POST /product-reviews': {
    path: () => '/product-reviews',
    own: true,
    body: () => ({ product_id: 31, rating: 5, name: 'Mine' }),
  },
  'POST /refunds': { path: () => '/refunds', body: (i) => ({ order_id: i.paidOrder, is_withdrawal: true }) },
  'GET /refunds': { path: () => '/refunds', list: true },
  'GET /refunds/{id}': { path: (i) => `/refunds/${i.refund}` },
  'PATCH /refunds/{id}': { path: (i) => `/refunds/${i.refund}`, body: () => ({ shipping_method_id: 7 }) },
  'PUT /refunds/{id}/items': { path: (i) => `/refunds/${i.refund}/items`, body: () => ({ items: [] }) },
  'PUT /refunds/{id}/addresses/{type}': {
    path: (i) => `/refunds/${i.refund}/addresses/billing`,
    body: () => ({
      first_name: 'M',
      last_name: 'M',
      street: 'Ulice 1',
      city: 'Praha',
      post_code: '110 00',
      country_id: 1,
    }),
  },
  'GET /refunds/{id}/shipping-methods': { path: (i) => `/refunds/${i.refund}/shipping-methods` },
  'POST /refunds/{id}/submit': { path: (i) => `/refunds/${i.refund}/submit` },
  'GET /refunds/{id}/slip': { path: (i) => `/refunds/${i.refund}/slip` },
  'POST /complaints': { path: () => '/complaints', body: (i) => ({ order_id: i.paidOrder, type: 'defect' }) },
  'GET /complaints': { path: () => '/complaints', list: true },
  'GET /complaints/{id}': { path: (i) => `/complaints/${i.complaint}` },
  'PATCH /complaints/{id}': { path: (i) => `/complaints/${i.complaint}`, body: () => ({ first_name: 'Mallory' }) },
  'PUT /complaints/{id}/items': { path: (i) => `/complaints/${i.complaint}/items`, body: () => ({ items: [] }) },
  'PUT /complaints/{id}/addresses/{type}': {
    path: (i) => `/complaints/${i.complaint}/addresses/shipping`,
    body: () => ({
      first_name: 'M',
      last_name: 'M',
      street: 'Ulice 1',
      city: 'Praha',
      post_code: '110 00',
      country_id: 1,
    }),
  },
  'POST /complaints/{id}/photos': {
    path: (i) => `/complaints/${i.complaint}/photos`,
    body: () => ({ file_name: 'x.png', content_type: 'image/png', data: pngBase64 }),
  },
  'GET /complaints/{id}/photos/{photoId}': { path: (i) => `/complaints/${i.complaint}/photos/${i.photo}` },
  'DELETE /complaints/{id}/photos/{photoId}': { path: (i) => `/complaints/${i.complaint}/photos/${i.photo}` },
  'POST /complaints/{id}/submit': { path: (i) => `/complaints/${i.complaint}/submit` },
  'GET /complaints/{id}/slip': { path: (i) => `/complaints/${i.complaint}/slip` },
};

/** A 1×1 PNG: a complaint's photo. */
const pngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgAAIAAAUAAapPXQAAAABJRU5ErkJggg==';

/** Operations that declare a 401 (any bearer sent may be invalid) but hold no customer's record. */
const notScoped: Record<string, string> = {
  'POST /carts': 'makes a new cart (with a bearer the caller’s own)',
  'POST /auth/login': 'signs in with e-mail and password',
  'POST /auth/refresh': 'takes a refresh token, not a bearer',
  'POST /customers': 'registration',
  'POST /customers/register': 'registration (the same call at the spec’s other path)',
  'POST /passwords/customer': 'a reset e-mail, always 202',
  'PUT /passwords/customer': 'a single-use reset token',
  'POST /socialite/redirect': 'starts a third-party sign-in',
  'POST /socialite/callback': 'finishes a third-party sign-in',
  'POST /newsletters': 'a guest or customer subscription of an e-mail',
  'DELETE /newsletters/{token}': 'the unsubscribe link’s token',
  'POST /test-faults/expire-access-token': 'test faults only',
  'GET /payments/{gateway}/{paymentId}': 'a payment by its unguessable gateway id',
  'GET /products': 'the catalogue; a bearer only adds the caller’s own wish-list embeds and prices',
  'GET /products/{id}': 'the catalogue; a bearer only adds the caller’s own wish-list embeds and prices',
  'GET /product-filters': 'the catalogue; a bearer only adds the caller’s own prices',
  'PATCH /admin/products/{id}': 'the back office’s own token, not a customer’s',
  'PATCH /admin/refunds/{id}': 'the back office’s own token, not a customer’s',
  'PATCH /admin/complaints/{id}': 'the back office’s own token, not a customer’s',
  'PATCH /admin/orders/{id}/shipments/{shipmentId}': 'the back office’s own token, not a customer’s',
  'GET /sandbox/oauth/facebook/me': 'the Facebook sandbox’s own access token (Graph API /me)',
  'POST /auth/broadcasting':
    'cart channel subscriptions (a customer’s cart channel needs that customer): covered by broadcasting-auth.test.ts, not here',
};

const invoiceLinkSecret = 'access-matrix-invoice-link-secret-0123456789';
/** Links signed as the test app signs them (its public URL is the default), for an expired one. */
const invoiceLinks = createInvoiceLinks(invoiceLinkSecret, 'http://localhost:4000');

/** Any call: the answer's status and body (JSON when it is JSON, else the text). */
async function call(
  app: TestApp['app'],
  method: Method,
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: { 'language-preference': 'en', 'currency-preference': 'CZK', ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // HTML (the invoice) or empty (204).
  }
  return { status: response.statusCode, body };
}

const tokenHeaders = (token: string | null): Record<string, string> => (token ? bearer(token) : {});

let t: TestApp;
let a: RegisteredCustomer;
let b: RegisteredCustomer;
let ids: Ids;
let expiredToken: string;
let revokedToken: string;
const marker = 'Marker-A-7f3c';

async function login(customer: RegisteredCustomer): Promise<string> {
  const answer = await call(t.app, 'POST', '/auth/login', {
    body: { email: customer.email, password: customer.password },
  });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
  return (answer.body as { access_token: string }).access_token;
}

beforeAll(async () => {
  t = await createTestApp({ env: { INVOICE_LINK_SECRET: invoiceLinkSecret } });
  a = await registerCustomer(t.app, { first_name: marker });
  b = await registerCustomer(t.app);
  const ah = bearer(a.accessToken);
  const orderCart = await customerCart(t.app, t.db, a, { paymentMethodId: 3 });
  const order = await placeOrder(t.app, orderCart, {}, { headers: ah });
  await t.db.transaction((tx) => payOrder(tx, order.id));
  const unpaidCart = await customerCart(t.app, t.db, a, { paymentMethodId: 3 });
  const unpaid = await placeOrder(t.app, unpaidCart, {}, { headers: ah });
  const invoice = (
    (await call(t.app, 'GET', `/orders/${order.id}`, { headers: ah })).body as { invoices: { id: number }[] }
  ).invoices[0]!.id;
  const cart = await customerCart(t.app, t.db, a, { paymentMethodId: 3 });
  const address = (
    await call(t.app, 'POST', '/customer-addresses', {
      body: {
        first_name: marker,
        last_name: 'A',
        street: 'Tajná 1',
        city: 'Praha',
        post_code: '110 00',
        country_id: 1,
      },
      headers: ah,
    })
  ).body as { id: number };
  const list = (await call(t.app, 'POST', '/customer-product-lists', { body: { name: marker }, headers: ah })).body as {
    id: number;
  };
  const item = (
    await call(t.app, 'POST', `/customer-product-lists/${list.id}/items`, { body: { product_id: 25 }, headers: ah })
  ).body as { id: number };
  await call(t.app, 'POST', '/product-reviews', { body: { product_id: 25, rating: 4, name: marker }, headers: ah });
  await t.db
    .insert(customerAccountUsages)
    .values({ customerAccountId: 1, customerId: a.customerId, amount: 777, operation: 1, name: marker });
  // A's paid order was shipped: A has a return and a complaint (with a photo) of it.
  await t.db.insert(orderShipments).values({ orderId: order.id, carrier: 'Lumen Box', trackingNumber: 'T1' });
  const refund = (
    await call(t.app, 'POST', '/refunds', { body: { order_id: order.id, is_withdrawal: true }, headers: ah })
  ).body as { id: number };
  const complaint = (
    await call(t.app, 'POST', '/complaints', { body: { order_id: order.id, type: 'defect' }, headers: ah })
  ).body as { id: number };
  const photo = (
    await call(t.app, 'POST', `/complaints/${complaint.id}/photos`, {
      body: { file_name: 'a.png', content_type: 'image/png', data: pngBase64 },
      headers: ah,
    })
  ).body as { id: number };
  // The records exist, so the refusals below are about who asks.
  expect([refund.id, complaint.id, photo.id].every((id) => Number.isInteger(id))).toBe(true);
  const [session] = await t.db.select().from(customerSessions).where(eq(customerSessions.customerId, a.customerId));
  expiredToken = await login(a);
  await t.db
    .update(customerSessions)
    .set({ accessExpirationAt: new Date(Date.now() - 60_000) })
    .where(eq(customerSessions.id, (await sessionOf(expiredToken))!));
  revokedToken = await login(a);
  expect((await call(t.app, 'POST', '/auth/logout', { headers: bearer(revokedToken) })).status).toBe(204);
  ids = {
    customer: a.customerId,
    order: unpaid.id,
    invoice,
    cart,
    address: address.id,
    list: list.id,
    listItem: item.id,
    session: session!.id,
    bCart: await customerCart(t.app, t.db, b, {}),
    paidOrder: order.id,
    refund: refund.id,
    complaint: complaint.id,
    photo: photo.id,
  };
  // The paid order's invoice belongs to the paid order; the id checks use it there.
  invoiceOrder = order.id;
  const bOrder = await placeOrder(
    t.app,
    await customerCart(t.app, t.db, b, { paymentMethodId: 3 }),
    {},
    {
      headers: bearer(b.accessToken),
    },
  );
  await t.db.transaction((tx) => payOrder(tx, bOrder.id));
  const bRead = await call(t.app, 'GET', `/orders/${bOrder.id}`, { headers: bearer(b.accessToken) });
  bInvoiceLink = new URL((bRead.body as { invoices: { download_url: string }[] }).invoices[0]!.download_url);
});
afterAll(async () => t?.close());

let invoiceOrder = 0;
/** B's own signed link to B's own invoice. */
let bInvoiceLink: URL;

/**
 * A's invoice through signed links that are not A's: B's own valid link, a forged signature, a
 * genuine link with its expiry moved, an expired genuine link; each without and with B's bearer.
 */
function signedLinkAttempts(): { name: string; url: string; headers: Record<string, string> }[] {
  const path = `/orders/${invoiceOrder}/invoices/${ids.invoice}`;
  const genuine = new URL(invoiceLinks.url(invoiceOrder, ids.invoice));
  const expires = Number(genuine.searchParams.get('expires'));
  const expired = new URL(invoiceLinks.url(invoiceOrder, ids.invoice, Date.now() - 16 * 60_000));
  const queries: Record<string, string> = {
    'B’s own link': bInvoiceLink.search,
    'forged signature': `?expires=${expires}&signature=${'A'.repeat(43)}`,
    'expiry moved': `?expires=${expires + 86_400}&signature=${genuine.searchParams.get('signature')}`,
    'expired link': expired.search,
    'expiry without signature': `?expires=${expires}`,
  };
  return Object.entries(queries).flatMap(([name, query]) => [
    { name, url: `${path}${query}`, headers: {} },
    { name: `${name}, with B’s bearer`, url: `${path}${query}`, headers: bearer(b.accessToken) },
  ]);
}

async function sessionOf(token: string): Promise<number | undefined> {
  const { hashToken } = await import('../src/auth/tokens');
  const [row] = await t.db
    .select({ id: customerSessions.id })
    .from(customerSessions)
    .where(eq(customerSessions.accessTokenHash, hashToken(token)));
  return row?.id;
}

async function operationsWith401(): Promise<string[]> {
  const doc = (await t.app.inject({ url: '/openapi.json' })).json<{
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  }>();
  const found: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations))
      if (operation.responses && '401' in operation.responses) found.push(`${method.toUpperCase()} ${path}`);
  return found.sort();
}

describe('access matrix', () => {
  it('every operation that can answer 401 is classified', async () => {
    const unclassified = (await operationsWith401()).filter((op) => !(op in scoped) && !(op in notScoped));
    expect(unclassified, 'add these operations to the access matrix (scoped or notScoped)').toEqual([]);
  });

  it('no customer-scoped call succeeds with another customer’s ids, an expired or revoked token, or none', async () => {
    const operations = (await operationsWith401()).filter((op) => op in scoped);
    // Every scoped entry must still exist in the document (a renamed route is not silently untested).
    expect(Object.keys(scoped).filter((op) => !operations.includes(op))).toEqual([]);
    let tried = 0;
    const allowed: string[] = [];
    const variants: { name: string; token: string | null; ids: boolean }[] = [
      { name: 'as B with A’s ids', token: b.accessToken, ids: true },
      { name: 'expired token', token: expiredToken, ids: false },
      { name: 'revoked session', token: revokedToken, ids: false },
      { name: 'no token', token: null, ids: false },
    ];
    // Order: the destructive calls last, so A's records exist for every other call.
    const destructive = (op: string) => op.startsWith('DELETE') || op === 'PUT /customers/{id}/password';
    const ordered = [...operations.filter((op) => !destructive(op)), ...operations.filter(destructive)];
    for (const variant of variants)
      for (const op of ordered) {
        const spec = scoped[op]!;
        if (variant.ids && spec.own) continue;
        const [method] = op.split(' ') as [Method];
        const pathIds = op === 'GET /orders/{id}/invoices/{invoiceId}' ? { ...ids, order: invoiceOrder } : ids;
        const answer = await call(t.app, method, spec.path(pathIds), {
          body: spec.body?.(pathIds),
          headers: tokenHeaders(variant.token),
        });
        tried++;
        const ok = answer.status >= 200 && answer.status < 300;
        const leaked = ok && JSON.stringify(answer.body ?? '').includes(marker);
        const refused = spec.list && variant.ids ? !leaked : !ok;
        if (!refused) allowed.push(`${op} ${variant.name}: ${answer.status}`);
      }
    // The invoice's signed links: none of A's opens with a link that was not signed for it, or has expired.
    for (const attempt of signedLinkAttempts()) {
      const answer = await call(t.app, 'GET', attempt.url, { headers: attempt.headers });
      tried++;
      if (answer.status !== 403)
        allowed.push(`GET /orders/{id}/invoices/{invoiceId} ${attempt.name}: ${answer.status}`);
    }
    // The genuine link does open it (so the refusals above are the signature's doing).
    expect(
      (await call(t.app, 'GET', invoiceLinks.url(invoiceOrder, ids.invoice).slice('http://localhost:4000'.length)))
        .status,
    ).toBe(200);
    console.log(`access matrix: calls tried ${tried}, allowed ${allowed.length}`);
    expect(allowed).toEqual([]);
    expect(tried).toBeGreaterThan(150);
  });
});
