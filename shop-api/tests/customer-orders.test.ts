import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderListResponseSchema } from '@contract/calls/customer-orders';
import { OrderSchema } from '@contract/entities/order';
import { customerAccounts, customerAccountUsages, orderShipments, orders } from '../src/db/schema';
import { createInvoiceLinks } from '../src/orders/invoice-link';
import { payOrder } from '../src/orders/order-paid';
import { call, failing, fieldMessage } from './helpers/cart-client';
import { placeOrder, readyCart } from './helpers/checkout';
import { bearer, registerCustomer, type RegisteredCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let jana: RegisteredCustomer;
let petr: RegisteredCustomer;
const invoiceLinkSecret = 'orders-test-invoice-link-secret-0123456789';
/** Links signed as the app signs them, to make an expired one (the app's public URL is its default). */
const links = createInvoiceLinks(invoiceLinkSecret, 'http://localhost:4000');
beforeAll(async () => {
  t = await createTestApp({ env: { INVOICE_LINK_SECRET: invoiceLinkSecret } });
  jana = await registerCustomer(t.app);
  petr = await registerCustomer(t.app);
  await t.db.insert(customerAccounts).values({ code: 'orders-test-points' }).onConflictDoNothing();
});
afterAll(async () => t?.close());

/** A customer's order placed through the cart API with the bearer (pickup at the shop, GoPay by default). */
async function customerOrder(customer: RegisteredCustomer, paymentMethodId = 3) {
  const headers = bearer(customer.accessToken);
  const cartId = await readyCart(t.app, { headers, paymentMethodId, email: customer.email });
  return placeOrder(t.app, cartId, {}, { headers });
}

const paid = (orderId: number) => t.db.transaction((tx) => payOrder(tx, orderId));

describe('orders placed by a customer', () => {
  it('belong to the customer, who reads them with the bearer alone; another customer gets a 404', async () => {
    const order = await customerOrder(jana);
    expect(order.customer_id).toBe(jana.customerId);
    expect(order).toMatchObject({ state: 'awaiting_payment', shipments: [], invoices: [], account_notice: null });

    const own = await call(t.app, 'GET', `/orders/${order.id}`, { headers: bearer(jana.accessToken) });
    expect(own.status).toBe(200);
    expect(OrderSchema.parse(own.body).id).toBe(order.id);

    await failing(t.app, 'GET', `/orders/${order.id}`, 404, { headers: bearer(petr.accessToken) });
    await failing(t.app, 'GET', `/orders/999999`, 404, { headers: bearer(jana.accessToken) });
    // Another customer with the order's token still reads it: the token is the guest's capability.
    const withToken = await call(t.app, 'GET', `/orders/${order.id}`, {
      headers: { ...bearer(petr.accessToken), 'x-order-token': order.access_token },
    });
    expect(withToken.status).toBe(200);
    // The guest path stays: no token is a 403, a bad bearer a 401.
    await failing(t.app, 'GET', `/orders/${order.id}`, 403);
    await failing(t.app, 'GET', `/orders/${order.id}`, 401, { headers: bearer('x'.repeat(43)) });
  });

  it('GET /orders lists the customer’s orders newest first with state, totals and item count, paginated', async () => {
    const customer = await registerCustomer(t.app);
    const first = await customerOrder(customer, 1);
    const second = await customerOrder(customer, 3);
    const list = await call(t.app, 'GET', '/orders?per_page=1', { headers: bearer(customer.accessToken) });
    expect(list.status).toBe(200);
    const page = OrderListResponseSchema.parse(list.body);
    expect(page._meta).toEqual({ page: 1, per_page: 1, total: 2, total_pages: 2 });
    expect(page.items.map((o) => o.id)).toEqual([second.id]);
    expect(page.items[0]).toMatchObject({ state: 'awaiting_payment', items_count: 1, currency: 'CZK' });
    const next = OrderListResponseSchema.parse(
      (await call(t.app, 'GET', '/orders?page=2&per_page=1', { headers: bearer(customer.accessToken) })).body,
    );
    expect(next.items.map((o) => [o.id, o.state])).toEqual([[first.id, 'pay_later']]);
    const empty = OrderListResponseSchema.parse(
      (await call(t.app, 'GET', '/orders?page=3&per_page=1', { headers: bearer(customer.accessToken) })).body,
    );
    expect(empty.items).toEqual([]);
    // Nobody else's orders appear.
    const others = OrderListResponseSchema.parse(
      (await call(t.app, 'GET', '/orders', { headers: bearer(petr.accessToken) })).body,
    );
    expect(others.items.some((o) => o.id === first.id || o.id === second.id)).toBe(false);
  });

  it('GET /orders refuses bad input and a missing or bad bearer', async () => {
    await failing(t.app, 'GET', '/orders', 401);
    await failing(t.app, 'GET', '/orders', 401, { headers: { authorization: 'Basic abc' } });
    const headers = bearer(jana.accessToken);
    expect(fieldMessage(await failing(t.app, 'GET', '/orders?page=0', 422, { headers }), 'page')).toBeTruthy();
    expect(fieldMessage(await failing(t.app, 'GET', '/orders?per_page=51', 422, { headers }), 'per_page')).toBeTruthy();
    expect(fieldMessage(await failing(t.app, 'GET', '/orders?page=x', 422, { headers }), 'page')).toBeTruthy();
    await failing(t.app, 'GET', '/orders?sort=id', 422, { headers });
    await failing(t.app, 'GET', '/orders?page=1&page=2', 422, { headers });
  });

  it('shows cancelled and paid states, shipments with tracking, and the invoice issued on payment', async () => {
    const order = await customerOrder(jana);
    await t.db.insert(orderShipments).values({
      orderId: order.id,
      carrier: 'PPL',
      trackingNumber: 'PPL123',
      trackingUrl: 'https://www.ppl.cz/vyhledat-zasilku?shipmentId=PPL123',
    });
    expect(await paid(order.id)).toBe(true);
    expect(await paid(order.id)).toBe(false);
    const read = OrderSchema.parse(
      (await call(t.app, 'GET', `/orders/${order.id}`, { headers: bearer(jana.accessToken) })).body,
    );
    expect(read.state).toBe('paid');
    expect(read.shipments).toEqual([expect.objectContaining({ carrier: 'PPL', tracking_number: 'PPL123' })]);
    expect(read.invoices).toHaveLength(1);
    expect(read.invoices[0]?.url).toBe(`/orders/${order.id}/invoices/${read.invoices[0]?.id}`);

    const cancelled = await customerOrder(jana, 1);
    await t.db.update(orders).set({ cancelledAt: new Date() }).where(eq(orders.id, cancelled.id));
    const list = OrderListResponseSchema.parse(
      (await call(t.app, 'GET', '/orders?per_page=50', { headers: bearer(jana.accessToken) })).body,
    );
    expect(list.items.find((o) => o.id === cancelled.id)?.state).toBe('cancelled');
    expect(list.items.find((o) => o.id === order.id)?.state).toBe('paid');
  });

  it('a paid customer order earns credits once: 1 per 100 CZK', async () => {
    const customer = await registerCustomer(t.app);
    const order = await customerOrder(customer);
    await paid(order.id);
    await paid(order.id);
    const usages = await t.db
      .select()
      .from(customerAccountUsages)
      .where(eq(customerAccountUsages.customerId, customer.customerId));
    expect(usages).toHaveLength(1);
    expect(usages[0]).toMatchObject({
      operation: 1,
      orderId: order.id,
      amount: Math.floor(order.taxed_total_price.value / 100),
    });
  });
});

describe('GET /orders/{id}/invoices/{invoiceId}', () => {
  it('renders a printable invoice with a strict policy for the customer or the token; 404 for anyone else', async () => {
    const order = await customerOrder(jana);
    await paid(order.id);
    const read = OrderSchema.parse(
      (await call(t.app, 'GET', `/orders/${order.id}`, { headers: bearer(jana.accessToken) })).body,
    );
    const invoice = read.invoices[0];
    if (!invoice) throw new Error('no invoice');
    const page = await t.app.inject({ url: invoice.url, headers: bearer(jana.accessToken) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['cache-control']).toContain('no-store');
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(page.body).toContain(invoice.number);
    expect(page.body).toContain(read.items[0]?.name);
    expect(page.body).toContain('Lumen Store s.r.o.');
    expect(page.body).not.toContain('<script');

    const withToken = await t.app.inject({ url: invoice.url, headers: { 'x-order-token': order.access_token } });
    expect(withToken.statusCode).toBe(200);
    expect((await t.app.inject({ url: invoice.url, headers: bearer(petr.accessToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: invoice.url })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/orders/${order.id}/invoices/999999`, headers: bearer(jana.accessToken) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/orders/${order.id}/invoices/abc`, headers: bearer(jana.accessToken) })).statusCode,
    ).toBe(422);
    expect((await t.app.inject({ url: invoice.url, headers: bearer('y'.repeat(43)) })).statusCode).toBe(401);
  });

  it('opens through the signed download_url alone; a tampered, foreign, expired or half link is a 403', async () => {
    const order = await customerOrder(jana);
    await paid(order.id);
    const before = Math.floor(Date.now() / 1000);
    const read = OrderSchema.parse(
      (await call(t.app, 'GET', `/orders/${order.id}`, { headers: bearer(jana.accessToken) })).body,
    );
    const invoice = read.invoices[0];
    if (!invoice?.download_url) throw new Error('no signed invoice link');
    const link = new URL(invoice.download_url);
    expect(link.origin).toBe('http://localhost:4000');
    expect(link.pathname).toBe(invoice.url);
    const expires = Number(link.searchParams.get('expires'));
    expect(expires - before).toBeGreaterThanOrEqual(15 * 60);
    expect(expires - before).toBeLessThanOrEqual(15 * 60 + 2);

    // No bearer, no order token: the link is enough.
    const page = await t.app.inject({ url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(invoice.number);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const signature = link.searchParams.get('signature')!;
    const refused = async (url: string, headers: Record<string, string> = {}) => {
      const answer = await failing(t.app, 'GET', url, 403, { headers });
      expect(answer.type).toBe('forbidden');
      return answer.message;
    };
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(await refused(`${invoice.url}?expires=${expires}&signature=${tampered}`)).toMatch(/not valid/);
    // The signature covers the expiry: a later one does not keep the link alive.
    expect(await refused(`${invoice.url}?expires=${expires + 3600}&signature=${signature}`)).toMatch(/not valid/);
    // Nor another order's invoice: Petr's own link does not open Jana's order, and hers not his.
    const petrsOrder = await customerOrder(petr);
    await paid(petrsOrder.id);
    const petrsInvoice = OrderSchema.parse(
      (await call(t.app, 'GET', `/orders/${petrsOrder.id}`, { headers: bearer(petr.accessToken) })).body,
    ).invoices[0]!;
    const petrsLink = new URL(petrsInvoice.download_url!);
    expect(await refused(`${invoice.url}?${petrsLink.searchParams.toString()}`, bearer(petr.accessToken))).toMatch(
      /not valid/,
    );
    expect(await refused(`${petrsInvoice.url}?${link.searchParams.toString()}`)).toMatch(/not valid/);
    // A link handed out 16 minutes ago has expired; it says so.
    const old = new URL(links.url(order.id, invoice.id, Date.now() - 16 * 60_000));
    expect(await refused(`${invoice.url}${old.search}`)).toMatch(/expired/);
    // A link made with another secret is not ours.
    const forged = new URL(createInvoiceLinks('x'.repeat(40), 'http://localhost:4000').url(order.id, invoice.id));
    expect(await refused(`${invoice.url}${forged.search}`)).toMatch(/not valid/);
    // Half a link is no link, even with the customer's own bearer: a link is judged alone.
    expect(await refused(`${invoice.url}?expires=${expires}`, bearer(jana.accessToken))).toMatch(/incomplete/);
    expect(await refused(`${invoice.url}?signature=${signature}`)).toMatch(/incomplete/);
    // Malformed values are bad input.
    await failing(t.app, 'GET', `${invoice.url}?expires=soon&signature=${signature}`, 422);
    await failing(t.app, 'GET', `${invoice.url}?expires=${expires}&signature=short`, 422);
    await failing(t.app, 'GET', `${invoice.url}?expires=${expires}&signature=${signature}&x=1`, 422);
    // Without a link, nothing and another customer's bearer are refused as before.
    await failing(t.app, 'GET', invoice.url, 403);
    await failing(t.app, 'GET', invoice.url, 404, { headers: bearer(petr.accessToken) });
  });

  it('an order read with its token carries signed links too; the list and a new order carry none', async () => {
    const order = await customerOrder(jana);
    expect(order.invoices).toEqual([]);
    await paid(order.id);
    const read = OrderSchema.parse(
      (await call(t.app, 'GET', `/orders/${order.id}`, { headers: { 'x-order-token': order.access_token } })).body,
    );
    const page = await t.app.inject({ url: read.invoices[0]!.download_url! });
    expect(page.statusCode).toBe(200);
  });

  it('an unpaid order has no invoice', async () => {
    const order = await customerOrder(jana);
    expect(
      (await t.app.inject({ url: `/orders/${order.id}/invoices/1`, headers: bearer(jana.accessToken) })).statusCode,
    ).toBe(404);
  });
});

describe('payment retry by a customer', () => {
  it('starts a card payment of the customer’s unpaid order with the bearer alone; another customer gets a 404', async () => {
    const order = await customerOrder(jana);
    const body = { order_id: order.id, return_url: 'http://localhost:3000/cs/kosik/platba' };
    const started = await call(t.app, 'POST', '/gopay-requests', { body, headers: bearer(jana.accessToken) });
    expect(started.status).toBe(201);
    await failing(t.app, 'POST', '/gopay-requests', 404, { body, headers: bearer(petr.accessToken) });
    await failing(t.app, 'POST', '/gopay-requests', 403, { body });
    await failing(t.app, 'POST', '/gopay-requests', 401, { body, headers: bearer('z'.repeat(43)) });
  });
});

describe('create_new_account on POST /orders', () => {
  it('makes the account and links the order; a registered e-mail still orders, with a notice', async () => {
    const email = `new-${Date.now()}@example.com`;
    const cartId = await readyCart(t.app, { email });
    const order = await placeOrder(t.app, cartId, { create_new_account: true, password: 'Brand-new-pass-1' });
    expect(order.account_notice).toBe('account_created');
    expect(order.customer_id).not.toBeNull();
    const login = await call(t.app, 'POST', '/auth/login', { body: { email, password: 'Brand-new-pass-1' } });
    expect(login.status).toBe(200);
    const token = (login.body as { access_token: string }).access_token;
    const mine = OrderListResponseSchema.parse((await call(t.app, 'GET', '/orders', { headers: bearer(token) })).body);
    expect(mine.items.map((o) => o.id)).toEqual([order.id]);

    const again = await readyCart(t.app, { email: email.toUpperCase() });
    const second = await placeOrder(t.app, again, { create_new_account: true, password: 'Other-pass-123' });
    expect(second.account_notice).toBe('email_already_registered');
    expect(second.customer_id).toBeNull();
    expect(JSON.stringify(second)).not.toContain('Other-pass-123');
  });
});
