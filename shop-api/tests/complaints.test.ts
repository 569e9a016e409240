import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentServices } from '@contract/codes/payment-services';
import type { ComplaintPhoto } from '@contract/entities/after-sale';
import type { Complaint } from '@contract/entities/complaint';
import { bearer, registerCustomer } from './helpers/customers';
import {
  adminToken,
  demoOrders,
  fieldsOf,
  insertDeliveredOrder,
  mailsTo,
  orderCodeOf,
  signInDemoCustomer,
} from './helpers/after-sale';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Complaints (docs/returns-and-complaints.md). */

let t: TestApp;
let jana: { authorization: string };
beforeAll(async () => {
  // The guests' addresses come from X-Forwarded-For (the rate limit of POST /order-access is per client).
  t = await createTestApp({ env: { ADMIN_TOKEN: adminToken, TRUSTED_PROXIES: 'loopback' } });
  jana = await signInDemoCustomer(t.app);
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers: { 'language-preference': 'en', ...headers }, payload: payload as never });

async function newComplaint(orderId: number, headers: Headers = jana): Promise<Complaint> {
  const created = await call('POST', '/complaints', headers, { order_id: orderId, type: 'defect' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Complaint>();
}

const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const png = { file_name: 'defect.png', content_type: 'image/png', data: pngBytes.toString('base64') };
const defect = (orderItemId: number, amount = 1) => ({
  order_item_id: orderItemId,
  amount,
  reason: 'does_not_work',
  description: 'The lamp flickers and goes out.',
  preferred_resolve: 'money_back',
});

describe('a complaint from filing to settling', () => {
  it('is filed on the demo customer’s paid order, with photos, mailed, and moved by the back office', async () => {
    const complaint = await newComplaint(demoOrders.paidLongAgo);
    expect(complaint).toMatchObject({
      state: 'draft',
      type: 'defect',
      first_name: 'Jana',
      email: 'jana.novakova@example.com',
    });
    expect(complaint.claimable_items.map((item) => item.max_amount)).toEqual([2, 1]);
    const lamp = complaint.claimable_items[1]!;
    const items = await call('PUT', `/complaints/${complaint.id}/items`, jana, { items: [defect(lamp.order_item_id)] });
    expect(items.statusCode, items.body).toBe(200);
    expect(items.json<Complaint>().taxed_price.value).toBe(lamp.taxed_unit_price.value);
    // A card order gets its money back on the card: no bank account needed.
    expect(items.json<Complaint>().needs_bank_account).toBe(false);

    const added = await call('POST', `/complaints/${complaint.id}/photos`, jana, png);
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json<ComplaintPhoto>();
    expect(photo).toMatchObject({ content_type: 'image/png', size: pngBytes.length });
    const file = await t.app.inject({ url: photo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(pngBytes)).toBe(true);

    const sent = await call('POST', `/complaints/${complaint.id}/submit`, jana);
    expect(sent.statusCode, sent.body).toBe(200);
    const filed = sent.json<Complaint>();
    expect(filed.document_number).toMatch(/^RK-\d{2}-\d{6}$/);
    const days = (new Date(filed.resolve_by ?? 0).getTime() - new Date(filed.submitted_at ?? 0).getTime()) / 86_400_000;
    expect(days).toBe(30);
    const [received] = await mailsTo(t.app, 'jana.novakova@example.com');
    expect(received?.subject).toBe(`Reklamaci ${filed.document_number} jsme přijali`);
    expect(received?.text).toContain('/cs/vraceni-a-reklamace/reklamacni-list/');

    const noMore = await call('POST', `/complaints/${complaint.id}/photos`, jana, png);
    expect(noMore.statusCode).toBe(422);
    expect(fieldsOf(noMore.body)).toHaveProperty('state');

    const admin = { authorization: `Bearer ${adminToken}` };
    for (const state of ['received', 'accepted', 'resolved']) {
      const moved = await call('PATCH', `/admin/complaints/${complaint.id}`, admin, { state });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const back = await call('PATCH', `/admin/complaints/${complaint.id}`, admin, { state: 'received' });
    expect(fieldsOf(back.body)).toHaveProperty('state');
    const subjects = (await mailsTo(t.app, 'jana.novakova@example.com')).slice(0, 3).map((mail) => mail.subject);
    expect(subjects).toEqual([
      `Reklamace ${filed.document_number}: vyřízeno`,
      `Reklamace ${filed.document_number}: uznáno`,
      `Reklamace ${filed.document_number}: zboží jsme převzali`,
    ]);
  });
});

describe('what nobody may do', () => {
  it('claims an unpaid or cancelled order: 422 on order_id', async () => {
    const unpaid = await call('POST', '/complaints', jana, { order_id: demoOrders.unpaid, type: 'defect' });
    expect(unpaid.statusCode).toBe(422);
    expect(fieldsOf(unpaid.body).order_id).toMatch(/paid/);
    const cancelled = await call('POST', '/complaints', jana, { order_id: demoOrders.cancelled, type: 'defect' });
    expect(fieldsOf(cancelled.body).order_id).toMatch(/cancelled/);
    const cancelledPaid = await insertDeliveredOrder(t.db, { paymentService: paymentServices.goPay, cancelled: true });
    const refusedToo = await call('POST', '/complaints', jana, { order_id: cancelledPaid.id, type: 'defect' });
    expect(fieldsOf(refusedToo.body).order_id).toMatch(/cancelled/);
  });

  it('claims after 24 months: 422 on order_id', async () => {
    const old = await insertDeliveredOrder(t.db, { paymentService: paymentServices.goPay, deliveredDaysAgo: 740 });
    const late = await call('POST', '/complaints', jana, { order_id: old.id, type: 'defect' });
    expect(late.statusCode).toBe(422);
    expect(fieldsOf(late.body).order_id).toMatch(/24 months/);
  });

  it('claims more than was bought, also across two open complaints: 422 on the amount', async () => {
    const order = await insertDeliveredOrder(t.db, { paymentService: paymentServices.goPay });
    const first = await newComplaint(order.id);
    const [tee] = order.itemIds;
    const tooMany = await call('PUT', `/complaints/${first.id}/items`, jana, { items: [defect(tee!, 3)] });
    expect(tooMany.statusCode).toBe(422);
    expect(fieldsOf(tooMany.body)['items.0.amount']).toBe('At most 2 can be claimed.');
    expect((await call('PUT', `/complaints/${first.id}/items`, jana, { items: [defect(tee!, 2)] })).statusCode).toBe(
      200,
    );
    const second = await newComplaint(order.id);
    expect(second.claimable_items[0]?.max_amount).toBe(0);
    const over = await call('PUT', `/complaints/${second.id}/items`, jana, { items: [defect(tee!, 1)] });
    expect(fieldsOf(over.body)['items.0.amount']).toBe('At most 0 can be claimed.');
  });

  it('another customer’s order or complaint is a 404', async () => {
    const other = bearer((await registerCustomer(t.app)).accessToken);
    const complaint = await newComplaint(demoOrders.returnable);
    expect(
      (await call('POST', '/complaints', other, { order_id: demoOrders.returnable, type: 'defect' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/complaints/${complaint.id}`, other)).statusCode).toBe(404);
    expect((await call('POST', `/complaints/${complaint.id}/photos`, other, png)).statusCode).toBe(404);
    expect((await call('POST', `/complaints/${complaint.id}/submit`, other)).statusCode).toBe(404);
    expect((await call('GET', `/complaints/${complaint.id}/slip`, other)).statusCode).toBe(404);
  });

  it('photos: wrong type, too big, too many, forged links', async () => {
    const complaint = await newComplaint(demoOrders.returnable);
    const liar = await call('POST', `/complaints/${complaint.id}/photos`, jana, { ...png, content_type: 'image/jpeg' });
    expect(fieldsOf(liar.body)).toHaveProperty('data');
    const text = await call('POST', `/complaints/${complaint.id}/photos`, jana, {
      ...png,
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
    });
    expect(fieldsOf(text.body)).toHaveProperty('data');
    const svg = await call('POST', `/complaints/${complaint.id}/photos`, jana, {
      ...png,
      content_type: 'image/svg+xml',
    });
    expect(fieldsOf(svg.body)).toHaveProperty('content_type');
    const big = Buffer.concat([pngBytes, Buffer.alloc(3 * 1024 * 1024)]).toString('base64');
    const tooBig = await call('POST', `/complaints/${complaint.id}/photos`, jana, { ...png, data: big });
    expect([413, 422]).toContain(tooBig.statusCode);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const added = await call('POST', `/complaints/${complaint.id}/photos`, jana, png);
      expect(added.statusCode, added.body).toBe(201);
      ids.push(added.json<ComplaintPhoto>().id);
    }
    const sixth = await call('POST', `/complaints/${complaint.id}/photos`, jana, png);
    expect(fieldsOf(sixth.body)).toHaveProperty('photos');
    const removed = await call('DELETE', `/complaints/${complaint.id}/photos/${ids[0]}`, jana);
    expect(removed.json<Complaint>().photos).toHaveLength(4);
    const forged = await t.app.inject({
      url: `/complaints/${complaint.id}/photos/${ids[1]}?expires=9999999999&signature=${'b'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/complaints/${complaint.id}/photos/${ids[1]}` })).statusCode).toBe(404);
  });

  it('bad input: 422 with the fields', async () => {
    const complaint = await newComplaint(demoOrders.returnable);
    const cases: [string, 'POST' | 'PATCH' | 'PUT', string, unknown, string[]][] = [
      ['create', 'POST', '/complaints', { order_id: 0, type: 'broken' }, ['order_id', 'type']],
      ['contact', 'PATCH', `/complaints/${complaint.id}`, { email: 'nope', phone: '12' }, ['email', 'phone']],
      [
        'bank',
        'PATCH',
        `/complaints/${complaint.id}`,
        { bank_account_number: '124', bank_code: '080' },
        ['bank_account_number', 'bank_code'],
      ],
      [
        'items',
        'PUT',
        `/complaints/${complaint.id}/items`,
        { items: [{ order_item_id: 1, amount: 0, reason: 'x', description: 'short', preferred_resolve: 'cash' }] },
        ['items.0.amount', 'items.0.reason', 'items.0.description', 'items.0.preferred_resolve'],
      ],
      ['foreign line', 'PUT', `/complaints/${complaint.id}/items`, { items: [defect(1)] }, ['items.0.order_item_id']],
      [
        'photo',
        'POST',
        `/complaints/${complaint.id}/photos`,
        { file_name: '', content_type: 'image/png', data: '!!' },
        ['file_name', 'data'],
      ],
    ];
    for (const [name, method, url, payload, fields] of cases) {
      const answer = await call(method, url, jana, payload);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(422);
      for (const field of fields) expect(fieldsOf(answer.body), name).toHaveProperty([field]);
    }
    const empty = await call('POST', `/complaints/${complaint.id}/submit`, jana);
    expect(fieldsOf(empty.body)).toHaveProperty('items');
  });
});

describe('a guest’s proof of the order', () => {
  it('opens the order’s complaints with its number and e-mail; a wrong one gets the same answer, then a 429', async () => {
    const order = await insertDeliveredOrder(t.db, {
      paymentService: paymentServices.bankTransaction,
      customerId: null,
    });
    const code = await orderCodeOf(t.db, order.id);
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const wrongEmail = await call('POST', '/order-access', headers, { code, email: 'someone@example.com' });
    const wrongCode = await call('POST', '/order-access', headers, { code: '2699999999', email: 'guest@example.com' });
    expect(wrongEmail.statusCode).toBe(422);
    expect(wrongCode.body).toBe(wrongEmail.body);
    const proof = await call('POST', '/order-access', headers, { code, email: ' Guest@Example.com ' });
    expect(proof.statusCode, proof.body).toBe(200);
    const token = proof.json<{ order_id: number; access_token: string }>();
    expect(token.order_id).toBe(order.id);
    const guest = { 'x-order-token': token.access_token };
    const complaint = await newComplaint(order.id, guest);
    await call('PUT', `/complaints/${complaint.id}/items`, guest, { items: [defect(order.itemIds[1]!)] });
    const noAccount = await call('POST', `/complaints/${complaint.id}/submit`, guest);
    expect(fieldsOf(noAccount.body)).toHaveProperty('bank_account_number');
    await call('PATCH', `/complaints/${complaint.id}`, guest, {
      bank_account_iban: 'SK3112000000198742637541',
      bank_swift_code: 'SUBASKBX',
    });
    expect((await call('POST', `/complaints/${complaint.id}/submit`, guest)).statusCode).toBe(200);
    // The proof opens this order only.
    const other = await insertDeliveredOrder(t.db, { paymentService: paymentServices.goPay, customerId: null });
    expect((await call('POST', '/complaints', guest, { order_id: other.id, type: 'defect' })).statusCode).toBe(403);
    expect(
      (await call('GET', `/complaints?order_id=${order.id}`, guest)).json<{ items: Complaint[] }>().items,
    ).toHaveLength(1);

    const guesser = { 'x-forwarded-for': '198.51.100.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await call('POST', '/order-access', guesser, { code, email: `guess${i}@example.com` })).statusCode,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // Even the right e-mail waits now.
    expect((await call('POST', '/order-access', guesser, { code, email: 'guest@example.com' })).statusCode).toBe(429);
  });
});
