import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxMailListSchema } from '@contract/calls/sandbox-mailbox';
import { payments } from '../src/db/schema';
import { claimDuePayments } from '../src/payments/status-check.repository';
import { csobEnv, startCsobFake, type CsobFake } from './gateway-fakes/csob-fake';
import { gopayEnv, startGoPayFake, type GoPayFake } from './gateway-fakes/gopay-fake';
import { placeOrder, readyCart } from './helpers/checkout';
import { eventually, listeningTestApp, storefrontOrigin, type ListeningTestApp } from './helpers/orders';

/**
 * The status check of open live payments (docs/orders-and-payments.md, "The status check"): a
 * shopper who paid and closed the tab never returns, ČSOB never notifies; the API asks the gateway
 * itself, settles the order as a return would (the "paid" mail once), backs off per payment, leaves
 * old payments and other gateways' alone (a demo's sandbox: csob-return-signature.test.ts), and several processes never claim the same payment at once.
 */

let gopay: GoPayFake;
let csob: CsobFake;
let api: ListeningTestApp;

const liveEnv = () => ({ ...gopayEnv(gopay), ...csobEnv(csob) });

beforeAll(async () => {
  [gopay, csob] = await Promise.all([startGoPayFake(), startCsobFake()]);
  api = await listeningTestApp({ env: { ...liveEnv(), PAYMENT_STATUS_CHECK_SECONDS: '0.2' } });
});
afterAll(async () => {
  await api.close();
  await Promise.all([gopay.close(), csob.close()]);
});

const methods = { gopay: 3, csob: 4 } as const;

async function openPayment(app: ListeningTestApp, gateway: 'gopay' | 'csob') {
  const cartId = await readyCart(app.app, {
    paymentMethodId: methods[gateway],
    headers: { 'language-preference': 'en' },
  });
  const order = await placeOrder(app.app, cartId, {}, { headers: { 'language-preference': 'en' } });
  const started = await app.app.inject({
    method: 'POST',
    url: gateway === 'gopay' ? '/gopay-requests' : '/csob/payment',
    headers: { 'x-order-token': order.access_token },
    payload:
      gateway === 'gopay'
        ? { order_id: order.id, return_url: `${storefrontOrigin}/api/payment-return/gopay` }
        : { order_id: order.id, return_uri: `${storefrontOrigin}/api/payment-return/csob`, return_method: 'POST' },
  });
  expect(started.statusCode, started.body).toBe(201);
  const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
  return { order, externalId: payment!.externalId, rowId: payment!.id };
}

const paidAt = async (app: ListeningTestApp, order: { id: number; access_token: string }) =>
  (await app.app.inject({ url: `/orders/${order.id}`, headers: { 'x-order-token': order.access_token } })).json<{
    paid_at: string | null;
  }>().paid_at;

async function paidMails(app: ListeningTestApp, order: { email: string; code: string }) {
  const answer = await app.app.inject({ url: `/sandbox/mailbox.json?to=${encodeURIComponent(order.email)}` });
  return SandboxMailListSchema.parse(answer.json()).items.filter(
    (m) => m.subject.includes(order.code) && /is paid/.test(m.subject),
  );
}

const row = async (app: ListeningTestApp, id: number) =>
  (await app.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('the status check', () => {
  it('settles a ČSOB and a GoPay payment nobody returned from: paid once, one "paid" mail', async () => {
    const viaCsob = await openPayment(api, 'csob');
    const viaGoPay = await openPayment(api, 'gopay');
    // Checked while still open: nothing changes, the check backs off.
    await eventually(async () => (await row(api, viaCsob.rowId)).statusChecks >= 1);
    expect(await paidAt(api, viaCsob.order)).toBeNull();

    // Paid at the gateway; the browser never comes back, no notification arrives.
    csob.setStatus(viaCsob.externalId, 7);
    gopay.pay(viaGoPay.externalId);
    await eventually(
      async () => (await paidAt(api, viaCsob.order)) !== null && (await paidAt(api, viaGoPay.order)) !== null,
    );
    await eventually(async () => (await paidMails(api, viaCsob.order)).length > 0);
    await eventually(async () => (await paidMails(api, viaGoPay.order)).length > 0);

    // A late return and notification find it paid: no second mail; the paid payment is not asked again.
    await api.app.inject({ url: `/gopay/notify?id=${viaGoPay.externalId}` });
    const calls = csob.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(csob.calls.slice(calls).filter((c) => c.includes('/payment/status'))).toEqual([]);
    expect(await paidMails(api, viaCsob.order)).toHaveLength(1);
    expect(await paidMails(api, viaGoPay.order)).toHaveLength(1);
    expect((await row(api, viaCsob.rowId)).state).toBe('paid');
  });

  it('records a cancel at the gateway as a return would', async () => {
    const open = await openPayment(api, 'gopay');
    gopay.payments.get(open.externalId)!.state = 'CANCELED';
    await eventually(async () => (await row(api, open.rowId)).state === 'cancelled');
    expect(await paidAt(api, open.order)).toBeNull();
  });
});

describe('claiming due payments', () => {
  /** An app whose own timer is off, so the test alone claims. */
  let quiet: ListeningTestApp;
  beforeAll(async () => {
    quiet = await listeningTestApp({ env: { ...liveEnv(), PAYMENT_STATUS_CHECK_SECONDS: '0' } });
  });
  afterAll(() => quiet.close());

  const claim = {
    gateways: ['gopay', 'csob'] as const,
    baseMs: 60_000,
    maxDelayMs: 30 * 60_000,
    maxAgeMs: 86_400_000,
    limit: 50,
  };
  const age = (id: number, ms: number) =>
    quiet.db
      .update(payments)
      .set({ createdAt: sql`now() - ${ms}::double precision * interval '1 millisecond'` })
      .where(eq(payments.id, id));
  const dueNow = (id: number) =>
    quiet.db
      .update(payments)
      .set({ nextStatusCheckAt: sql`now()` })
      .where(eq(payments.id, id));
  const secondsToNext = async (id: number) => {
    const [r] = await quiet.db
      .select({ s: sql<number>`extract(epoch from ${payments.nextStatusCheckAt} - now())::float8` })
      .from(payments)
      .where(eq(payments.id, id));
    return Number(r!.s);
  };

  it('waits the base after creation, then backs off doubling up to the cap', async () => {
    const open = await openPayment(quiet, 'csob');
    expect(await claimDuePayments(quiet.db, claim)).toEqual([]);
    await age(open.rowId, 61_000);
    expect(await claimDuePayments(quiet.db, claim)).toEqual([{ gateway: 'csob', externalId: open.externalId }]);
    // Claimed: not due again until its next check.
    expect(await claimDuePayments(quiet.db, claim)).toEqual([]);
    const waits: number[] = [await secondsToNext(open.rowId)];
    for (let i = 0; i < 6; i += 1) {
      await dueNow(open.rowId);
      expect(await claimDuePayments(quiet.db, claim)).toHaveLength(1);
      waits.push(await secondsToNext(open.rowId));
    }
    expect(waits.map((s) => Math.round(s / 60))).toEqual([2, 4, 8, 16, 30, 30, 30]);
    expect((await row(quiet, open.rowId)).statusChecks).toBe(7);
  });

  it('leaves payments older than the limit, closed ones, and other gateways’ alone', async () => {
    const old = await openPayment(quiet, 'gopay');
    await age(old.rowId, 86_400_000 + 60_000);
    const paid = await openPayment(quiet, 'gopay');
    await age(paid.rowId, 120_000);
    await quiet.db.update(payments).set({ state: 'paid' }).where(eq(payments.id, paid.rowId));
    const csobOnly = await openPayment(quiet, 'gopay');
    await age(csobOnly.rowId, 120_000);
    expect(await claimDuePayments(quiet.db, { ...claim, gateways: ['csob'] })).toEqual([]);
    expect(await claimDuePayments(quiet.db, claim)).toEqual([{ gateway: 'gopay', externalId: csobOnly.externalId }]);
  });

  it('claims each payment once when several processes claim at the same time', async () => {
    const opened = [];
    for (let i = 0; i < 6; i += 1) opened.push(await openPayment(quiet, i % 2 ? 'gopay' : 'csob'));
    for (const p of opened) await age(p.rowId, 120_000);
    const rounds = await Promise.all(
      Array.from({ length: 4 }, () => claimDuePayments(quiet.db, { ...claim, limit: 2 })),
    );
    const ids = rounds.flat().map((p) => p.externalId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(opened.map((p) => p.externalId).sort());
  });
});
