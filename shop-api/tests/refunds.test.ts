import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Refund } from '@contract/entities/refund';
import { bearer, registerCustomer } from './helpers/customers';
import { insertTestOrder } from './helpers/orders';
import {
  adminToken,
  insertDeliveredOrder,
  deliveredDaysAgo,
  demoOrders,
  fieldsOf,
  mailsTo,
  orderCodeOf,
  signInDemoCustomer,
} from './helpers/after-sale';
import { createTestApp, type TestApp } from './helpers/test-app';
import { paymentServices } from '@contract/codes/payment-services';

/** Returns (docs/returns-and-complaints.md). */

let t: TestApp;
let jana: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN: adminToken } });
  jana = await signInDemoCustomer(t.app);
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers: { 'language-preference': 'en', ...headers }, payload: payload as never });

async function newRefund(headers: Headers = jana, isWithdrawal = true, orderId?: number): Promise<Refund> {
  const order_id = orderId ?? (await insertDeliveredOrder(t.db, { paymentService: paymentServices.goPay })).id;
  const created = await call('POST', '/refunds', headers, { order_id, is_withdrawal: isWithdrawal });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Refund>();
}

const czechAccount = { bank_account_number: '19-2000145399', bank_code: '0800' };

describe('a withdrawal from start to money sent', () => {
  it('starts as a draft with every line at 0 and its max_amount, within 14 days of delivery', async () => {
    const refund = await newRefund(jana, true, demoOrders.returnable);
    expect(refund.state).toBe('draft');
    expect(refund.is_withdrawal).toBe(true);
    expect(refund.items.map((item) => [item.amount, item.max_amount])).toEqual([
      [0, 2],
      [0, 1],
    ]);
    expect(refund.addresses.map((address) => address.type)).toEqual(['billing']);
    const days = (new Date(refund.expiration_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(10);
    expect(days).toBeLessThanOrEqual(13);
  });

  it('is chosen, priced, sent with a slip mail, moved by the back office and paid back', async () => {
    const refund = await newRefund(jana, true, demoOrders.returnable);
    const [tee, other] = refund.items;
    const methods = await call('GET', `/refunds/${refund.id}/shipping-methods`, jana);
    expect(methods.statusCode, methods.body).toBe(200);
    const list = methods.json<{ items: { id: number; has_options: boolean; address_requirement: number }[] }>().items;
    expect(list.map((method) => method.id)).toEqual([5, 6, 7]);

    const items = await call('PUT', `/refunds/${refund.id}/items`, jana, {
      items: [
        { order_item_id: tee!.order_item_id, amount: 2, reason: 'wrong_size', preferred_resolve: 'money_back' },
        { order_item_id: other!.order_item_id, amount: 1, reason: 'changed_mind', preferred_resolve: 'money_back' },
      ],
    });
    expect(items.statusCode, items.body).toBe(200);
    const chosen = items.json<Refund>();
    expect(chosen.total_amount).toBe(3);
    expect(chosen.unique_amount).toBe(2);
    // Every unit back on a withdrawal: the order's own shipping comes back too (79 CZK).
    expect(chosen.taxed_items_price.value).toBe(2 * 499 + 899);
    expect(chosen.shipping_refund.value).toBe(79);
    expect(chosen.taxed_total_price.value).toBe(2 * 499 + 899 + 79);

    const courier = await call('PATCH', `/refunds/${refund.id}`, jana, { shipping_method_id: 6 });
    expect(courier.statusCode, courier.body).toBe(200);
    expect(courier.json<Refund>().has_shipping_address).toBe(true);
    // The courier's 99 CZK comes off.
    expect(courier.json<Refund>().taxed_total_price.value).toBe(2 * 499 + 899 + 79 - 99);
    const noAddress = await call('POST', `/refunds/${refund.id}/submit`, jana);
    expect(noAddress.statusCode).toBe(422);
    expect(fieldsOf(noAddress.body)).toHaveProperty(['addresses.shipping']);

    const address = await call('PUT', `/refunds/${refund.id}/addresses/shipping`, jana, {
      first_name: 'Jana',
      last_name: 'Nováková',
      street: 'Korunní 12',
      city: 'Praha',
      post_code: '12000',
      country_id: 1,
    });
    expect(address.statusCode, address.body).toBe(200);
    expect(address.json<Refund>().addresses.find((entry) => entry.type === 'shipping')?.post_code).toBe('12000');

    const submitted = await call('POST', `/refunds/${refund.id}/submit`, jana);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const sent = submitted.json<Refund>();
    expect(sent.state).toBe('submitted');
    expect(sent.document_number).toMatch(/^VR-\d{2}-\d{6}$/);
    const again = await call('PATCH', `/refunds/${refund.id}`, jana, { shipping_method_id: 7 });
    expect(again.statusCode).toBe(422);
    expect(fieldsOf(again.body)).toHaveProperty('state');

    const [received] = await mailsTo(t.app, 'jana.novakova@example.com');
    expect(received?.subject).toContain(sent.document_number);
    const slipLink = new URL(/https?:\/\/\S+stitek-vraceni\/\d+\?\S+/.exec(received?.text ?? '')?.[0] ?? 'http://x/');
    expect(slipLink.pathname).toBe(`/cs/vraceni-a-reklamace/stitek-vraceni/${refund.id}`);
    const slip = await t.app.inject({ url: `/refunds/${refund.id}/slip${slipLink.search}` });
    expect(slip.statusCode, slip.body).toBe(200);
    expect(slip.json()).toMatchObject({
      kind: 'refund',
      document_number: sent.document_number,
      items: [{ amount: 2 }, { amount: 1 }],
    });
    const forged = await t.app.inject({
      url: `/refunds/${refund.id}/slip?expires=9999999999&signature=${'a'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(403);

    const admin = { authorization: `Bearer ${adminToken}` };
    const skip = await call('PATCH', `/admin/refunds/${refund.id}`, admin, { state: 'refunded' });
    expect(skip.statusCode).toBe(422);
    expect(fieldsOf(skip.body)).toHaveProperty('state');
    for (const state of ['received', 'approved', 'refunded']) {
      const moved = await call('PATCH', `/admin/refunds/${refund.id}`, admin, { state, note: 'Thanks' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<Refund>().state).toBe(state);
    }
    const mails = await mailsTo(t.app, 'jana.novakova@example.com');
    expect(mails.slice(0, 3).map((mail) => mail.subject)).toEqual([
      `Peníze za ${sent.document_number} jsme odeslali`,
      `Vrácení ${sent.document_number}: schváleno`,
      `Vrácení ${sent.document_number}: zboží jsme převzali`,
    ]);
    // A card order is refunded to the card.
    expect(mails[0]?.text).toContain('na kartu');
    const unauthorized = await call('PATCH', `/admin/refunds/${refund.id}`, jana, { state: 'cancelled' });
    expect(unauthorized.statusCode).toBe(401);
  });
});

describe('what nobody may do', () => {
  it('returns more than max_amount: 422 on the item’s amount, also across two drafts', async () => {
    const first = await newRefund(jana, false);
    const tee = first.items[0]!;
    const tooMany = await call('PUT', `/refunds/${first.id}/items`, jana, {
      items: [{ order_item_id: tee.order_item_id, amount: tee.max_amount + 1 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(fieldsOf(tooMany.body)['items.0.amount']).toMatch(/At most/);
    const held = await call('PUT', `/refunds/${first.id}/items`, jana, {
      items: [{ order_item_id: tee.order_item_id, amount: 1 }],
    });
    expect(held.statusCode, held.body).toBe(200);
    const second = await newRefund(jana, false, first.order_id);
    const left = second.items.find((item) => item.order_item_id === tee.order_item_id)!;
    expect(left.max_amount).toBe(tee.max_amount - 1);
    const over = await call('PUT', `/refunds/${second.id}/items`, jana, {
      items: [{ order_item_id: tee.order_item_id, amount: tee.max_amount }],
    });
    expect(over.statusCode).toBe(422);
    const foreignLine = await call('PUT', `/refunds/${second.id}/items`, jana, {
      items: [{ order_item_id: 999_999, amount: 1 }],
    });
    expect(fieldsOf(foreignLine.body)).toHaveProperty(['items.0.order_item_id']);
  });

  it('a withdrawal after 14 days, or of an order not shipped or cancelled: 422 on order_id', async () => {
    const late = await call('POST', '/refunds', jana, { order_id: demoOrders.paidLongAgo, is_withdrawal: true });
    expect(late.statusCode).toBe(422);
    expect(fieldsOf(late.body).order_id).toMatch(/14 days to withdraw/);
    const cancelled = await call('POST', '/refunds', jana, { order_id: demoOrders.cancelled, is_withdrawal: true });
    expect(fieldsOf(cancelled.body).order_id).toMatch(/cancelled/);
    const unpaid = await call('POST', '/refunds', jana, { order_id: demoOrders.unpaid, is_withdrawal: true });
    expect(fieldsOf(unpaid.body).order_id).toMatch(/not been shipped/);
  });

  it('a draft whose 14 days run out cannot be sent', async () => {
    const order = await insertTestOrder(t.db, { paymentService: paymentServices.goPay, paid: true });
    await t.db.execute(
      `insert into order_items (order_id, name, amount, unit_price, taxed_unit_price, original_unit_price, original_taxed_unit_price, total_price, taxed_total_price, tax_rate) values (${order.id}, 'Tee', 1, 100, 121, 100, 121, 100, 121, 21)` as never,
    );
    await t.db.execute(
      `insert into order_shipments (order_id, tracking_number, carrier, delivered_at) values (${order.id}, 'X', 'Y', now())` as never,
    );
    const guest = { 'x-order-token': order.token };
    const created = await call('POST', '/refunds', guest, { order_id: order.id, is_withdrawal: true });
    expect(created.statusCode, created.body).toBe(201);
    await deliveredDaysAgo(t.db, order.id, 20);
    await t.db.execute(
      `update refunds set expiration_at = now() - interval '1 day' where order_id = ${order.id}` as never,
    );
    const submit = await call('POST', `/refunds/${created.json<Refund>().id}/submit`, guest);
    expect(submit.statusCode).toBe(422);
    expect(fieldsOf(submit.body).order_id).toMatch(/run out/);
  });

  it('another customer’s order or return is a 404; a guest without a token a 403', async () => {
    const other = await registerCustomer(t.app);
    const refund = await newRefund();
    const foreign = bearer(other.accessToken);
    expect(
      (await call('POST', '/refunds', foreign, { order_id: refund.order_id, is_withdrawal: true })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/refunds/${refund.id}`, foreign)).statusCode).toBe(404);
    expect((await call('PATCH', `/refunds/${refund.id}`, foreign, { shipping_method_id: 7 })).statusCode).toBe(404);
    expect((await call('GET', `/refunds?order_id=${refund.order_id}`, foreign)).statusCode).toBe(404);
    expect((await call('POST', '/refunds', {}, { order_id: refund.order_id, is_withdrawal: true })).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/refunds/${refund.id}`, {})).statusCode).toBe(404);
    const mine = await call('GET', '/refunds', jana);
    expect(mine.json<{ items: Refund[] }>().items.map((entry) => entry.id)).toContain(refund.id);
    expect((await call('GET', '/refunds', foreign)).json<{ items: Refund[] }>().items).toEqual([]);
  });

  it('bad input: 422 with the fields', async () => {
    const refund = await newRefund();
    const cases: [string, 'POST' | 'PATCH' | 'PUT', string, unknown, string[]][] = [
      [
        'create',
        'POST',
        '/refunds',
        { order_id: 'x', is_withdrawal: 'yes', extra: 1 },
        ['order_id', 'is_withdrawal', 'extra'],
      ],
      ['patch nothing', 'PATCH', `/refunds/${refund.id}`, {}, []],
      ['unknown method', 'PATCH', `/refunds/${refund.id}`, { shipping_method_id: 1 }, ['shipping_method_id']],
      ['option of no method', 'PATCH', `/refunds/${refund.id}`, { shipping_option_id: 3 }, ['shipping_option_id']],
      [
        'items',
        'PUT',
        `/refunds/${refund.id}/items`,
        { items: [{ order_item_id: 1, amount: -1, reason: 'bored' }] },
        ['items.0.amount', 'items.0.reason'],
      ],
      [
        'address',
        'PUT',
        `/refunds/${refund.id}/addresses/shipping`,
        { first_name: '', country_id: 1 },
        ['first_name', 'last_name', 'street'],
      ],
      [
        'post code',
        'PUT',
        `/refunds/${refund.id}/addresses/billing`,
        { first_name: 'A', last_name: 'B', street: 'Ulice 1', city: 'Praha', post_code: '1234', country_id: 1 },
        ['post_code'],
      ],
      ['address type', 'PUT', `/refunds/${refund.id}/addresses/home`, { customer_address_id: 1 }, ['type']],
      [
        'exchange on a withdrawal',
        'PUT',
        `/refunds/${refund.id}/items`,
        { items: [{ order_item_id: refund.items[0]!.order_item_id, amount: 1, preferred_resolve: 'exchange' }] },
        ['items.0.preferred_resolve'],
      ],
    ];
    for (const [name, method, url, payload, fields] of cases) {
      const answer = await call(method, url, jana, payload);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(422);
      expect(Object.keys(fieldsOf(answer.body)).length, name).toBeGreaterThan(0);
      for (const field of fields) expect(fieldsOf(answer.body), name).toHaveProperty([field]);
    }
    // Found by the fuzz run: an order id past int4 reached the database (a 500).
    const huge = await call('GET', '/refunds?order_id=2963353081', jana);
    expect(huge.statusCode, huge.body).toBe(422);
    expect(fieldsOf(huge.body)).toHaveProperty('order_id');
    const empty = await call('POST', `/refunds/${refund.id}/submit`, jana);
    expect(Object.keys(fieldsOf(empty.body))).toEqual(expect.arrayContaining(['items', 'shipping_method_id']));
  });
});

describe('bank account checks', () => {
  it('checks the Czech account number, bank code, IBAN and SWIFT, and needs one for a transfer refund', async () => {
    const refund = await newRefund();
    const bad: [unknown, string[]][] = [
      [{ bank_account_number: '19-2000145398', bank_code: '0800' }, ['bank_account_number']],
      [{ bank_account_number: '2000145399', bank_code: '800' }, ['bank_code']],
      [{ bank_account_number: '2000145399' }, ['bank_code']],
      [{ bank_account_iban: 'CZ6508000000192000145398', bank_swift_code: 'GIBACZPX' }, ['bank_account_iban']],
      [{ bank_account_iban: 'CZ6508000000192000145399', bank_swift_code: 'GIBA' }, ['bank_swift_code']],
      [{ ...czechAccount, bank_account_iban: 'CZ6508000000192000145399' }, ['bank_account_iban']],
    ];
    for (const [payload, fields] of bad) {
      const answer = await call('PATCH', `/refunds/${refund.id}`, jana, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      for (const field of fields) expect(fieldsOf(answer.body), JSON.stringify(payload)).toHaveProperty([field]);
    }
    const good = await call('PATCH', `/refunds/${refund.id}`, jana, czechAccount);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json<Refund>()).toMatchObject({
      bank_account_number: '19-2000145399',
      bank_code: '0800',
      bank_account_iban: null,
    });
    const iban = await call('PATCH', `/refunds/${refund.id}`, jana, {
      bank_account_iban: 'cz65 0800 0000 1920 0014 5399',
      bank_swift_code: 'gibaczpx',
    });
    expect(iban.statusCode, iban.body).toBe(200);
    expect(iban.json<Refund>()).toMatchObject({
      bank_account_number: null,
      bank_account_iban: 'CZ6508000000192000145399',
      bank_swift_code: 'GIBACZPX',
    });
  });

  it('a bank-transfer order must give an account before sending a money-back return', async () => {
    const order = await insertTestOrder(t.db, { paymentService: paymentServices.bankTransaction, paid: true });
    await t.db.execute(
      `insert into order_items (order_id, name, amount, unit_price, taxed_unit_price, original_unit_price, original_taxed_unit_price, total_price, taxed_total_price, tax_rate) values (${order.id}, 'Tee', 1, 100, 121, 100, 121, 100, 121, 21)` as never,
    );
    await t.db.execute(
      `insert into order_addresses (order_id, type, first_name, last_name, street, city, post_code, country_id) values (${order.id}, 2, 'Eva', 'Malá', 'Dlouhá 1', 'Brno', '602 00', 1)` as never,
    );
    await t.db.execute(
      `insert into order_shipments (order_id, tracking_number, carrier) values (${order.id}, 'X', 'Y')` as never,
    );
    const code = await orderCodeOf(t.db, order.id);
    const proof = await call('POST', '/order-access', {}, { code, email: 'GUEST@example.com' });
    expect(proof.statusCode, proof.body).toBe(200);
    const guest = { 'x-order-token': proof.json<{ access_token: string }>().access_token };
    const created = await call('POST', '/refunds', guest, { order_id: order.id, is_withdrawal: true });
    expect(created.statusCode, created.body).toBe(201);
    const refund = created.json<Refund>();
    expect(refund.needs_bank_account).toBe(true);
    await call('PUT', `/refunds/${refund.id}/items`, guest, {
      items: [
        { order_item_id: refund.items[0]!.order_item_id, amount: 1, reason: 'other', preferred_resolve: 'money_back' },
      ],
    });
    await call('PATCH', `/refunds/${refund.id}`, guest, { shipping_method_id: 7 });
    const noAccount = await call('POST', `/refunds/${refund.id}/submit`, guest);
    expect(noAccount.statusCode).toBe(422);
    expect(fieldsOf(noAccount.body)).toEqual({
      bank_account_number: expect.stringMatching(/account number and bank code/),
    });
    await call('PATCH', `/refunds/${refund.id}`, guest, czechAccount);
    const sent = await call('POST', `/refunds/${refund.id}/submit`, guest);
    expect(sent.statusCode, sent.body).toBe(200);
  });
});
