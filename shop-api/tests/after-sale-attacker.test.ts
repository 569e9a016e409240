import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Complaint } from '@contract/entities/complaint';
import type { Refund } from '@contract/entities/refund';
import { paymentServices } from '@contract/codes/payment-services';
import { adminToken, insertDeliveredOrder, mailsTo, orderCodeOf } from './helpers/after-sale';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The attacker's view of returns and complaints (issue 20, "Done when"): a guest's token for one
 * order used on another order's return, complaint or photo, and a mailed slip link replayed on
 * another return, on a complaint of the same id, or with its expiry moved. The signed-in
 * customer's side (another customer's ids) is in access-matrix.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN: adminToken } });
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers: { 'language-preference': 'en', ...headers }, payload: payload as never });

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
).toString('base64');

/** A guest's card order with a sent return and a draft complaint with a photo, opened by the order's proof. */
async function guestOrderWithRecords() {
  const order = await insertDeliveredOrder(t.db, { paymentService: paymentServices.goPay, customerId: null });
  const proof = await call(
    'POST',
    '/order-access',
    { 'x-forwarded-for': `203.0.113.${order.id % 250}` },
    {
      code: await orderCodeOf(t.db, order.id),
      email: 'guest@example.com',
    },
  );
  expect(proof.statusCode, proof.body).toBe(200);
  const guest = { 'x-order-token': proof.json<{ access_token: string }>().access_token };
  const created = await call('POST', '/refunds', guest, { order_id: order.id, is_withdrawal: true });
  expect(created.statusCode, created.body).toBe(201);
  const refund = created.json<Refund>();
  await call('PUT', `/refunds/${refund.id}/items`, guest, {
    items: [{ order_item_id: order.itemIds[0], amount: 1, reason: 'changed_mind', preferred_resolve: 'money_back' }],
  });
  await call('PATCH', `/refunds/${refund.id}`, guest, { shipping_method_id: 7 });
  const sent = await call('POST', `/refunds/${refund.id}/submit`, guest);
  expect(sent.statusCode, sent.body).toBe(200);
  const complaint = await call('POST', '/complaints', guest, { order_id: order.id, type: 'defect' });
  expect(complaint.statusCode, complaint.body).toBe(201);
  const complaintId = complaint.json<Complaint>().id;
  const photo = await call('POST', `/complaints/${complaintId}/photos`, guest, {
    file_name: 'defect.png',
    content_type: 'image/png',
    data: png,
  });
  expect(photo.statusCode, photo.body).toBe(201);
  return {
    order,
    guest,
    refundId: refund.id,
    complaintId,
    photo: photo.json<{ id: number; url: string }>(),
  };
}

describe('a guest’s token opens its own order only', () => {
  it('the token of order A (from POST /orders or POST /order-access) on order B’s records: 404 or 403, never 2xx', async () => {
    const a = await guestOrderWithRecords();
    const b = await guestOrderWithRecords();
    for (const token of [a.guest['x-order-token'], a.order.token]) {
      const asA = { 'x-order-token': token };
      const attempts: [string, () => Promise<{ statusCode: number }>][] = [
        ['GET refund', () => call('GET', `/refunds/${b.refundId}`, asA)],
        ['PATCH refund', () => call('PATCH', `/refunds/${b.refundId}`, asA, { shipping_method_id: 5 })],
        ['PUT refund items', () => call('PUT', `/refunds/${b.refundId}/items`, asA, { items: [] })],
        ['refund slip', () => call('GET', `/refunds/${b.refundId}/slip`, asA)],
        ['refund list', () => call('GET', `/refunds?order_id=${b.order.id}`, asA)],
        ['new refund', () => call('POST', '/refunds', asA, { order_id: b.order.id, is_withdrawal: true })],
        ['GET complaint', () => call('GET', `/complaints/${b.complaintId}`, asA)],
        ['PATCH complaint', () => call('PATCH', `/complaints/${b.complaintId}`, asA, { type: 'transport_damage' })],
        ['complaint photo', () => call('GET', `/complaints/${b.complaintId}/photos/${b.photo.id}`, asA)],
        ['delete photo', () => call('DELETE', `/complaints/${b.complaintId}/photos/${b.photo.id}`, asA)],
        ['submit complaint', () => call('POST', `/complaints/${b.complaintId}/submit`, asA)],
        ['complaint list', () => call('GET', `/complaints?order_id=${b.order.id}`, asA)],
      ];
      for (const [name, attempt] of attempts) {
        const { statusCode } = await attempt();
        expect([403, 404], `${name} → ${statusCode}`).toContain(statusCode);
      }
    }
    // B's records are untouched, and B's own token still opens them.
    const own = await call('GET', `/complaints/${b.complaintId}`, b.guest);
    expect(own.statusCode).toBe(200);
    expect(own.json<Complaint>().photos).toHaveLength(1);
  });
});

describe('signed links open what they were handed out for', () => {
  it('a mailed slip link replayed on another return, on a complaint of the same id or with its expiry moved: 403', async () => {
    const a = await guestOrderWithRecords();
    const b = await guestOrderWithRecords();
    const [mail] = await mailsTo(t.app, 'guest@example.com');
    const linkOf = (id: number) => {
      const found = new RegExp(`https?://\\S+/return-slip/${id}\\?\\S+`).exec(mail?.text ?? '');
      return found ? new URL(found[0]) : null;
    };
    // The newest mail is B's "received" mail; its link opens B's slip.
    const link = linkOf(b.refundId);
    expect(link, mail?.text).not.toBeNull();
    expect((await call('GET', `/refunds/${b.refundId}/slip${link!.search}`, {})).statusCode).toBe(200);
    expect((await call('GET', `/refunds/${a.refundId}/slip${link!.search}`, {})).statusCode).toBe(403);
    expect((await call('GET', `/complaints/${b.refundId}/slip${link!.search}`, {})).statusCode).not.toBe(200);
    const moved = new URLSearchParams(link!.search);
    moved.set('expires', String(Number(moved.get('expires')) + 86_400));
    expect((await call('GET', `/refunds/${b.refundId}/slip?${moved}`, {})).statusCode).toBe(403);
    const stale = new URLSearchParams(link!.search);
    stale.set('expires', '1000');
    expect((await call('GET', `/refunds/${b.refundId}/slip?${stale}`, {})).statusCode).toBe(403);
  });

  it('a photo’s signed url works for that photo only', async () => {
    const a = await guestOrderWithRecords();
    const b = await guestOrderWithRecords();
    const query = new URL(a.photo.url, 'http://api.test').search;
    expect((await call('GET', `/complaints/${a.complaintId}/photos/${a.photo.id}${query}`, {})).statusCode).toBe(200);
    expect((await call('GET', `/complaints/${b.complaintId}/photos/${b.photo.id}${query}`, {})).statusCode).toBe(403);
    expect((await call('GET', `/complaints/${b.complaintId}/photos/${a.photo.id}${query}`, {})).statusCode).not.toBe(
      200,
    );
  });
});
