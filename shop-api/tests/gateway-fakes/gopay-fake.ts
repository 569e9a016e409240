import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakePayPage, sendHtml } from './fake-pages';

/**
 * A stand-in for GoPay's REST API as GoPay documents it, for the adapter's tests: `POST
 * /oauth2/token` (HTTP Basic with the client id and secret, client credentials, a scope) hands out
 * bearer tokens that expire; `POST /payments/payment` and `GET /payments/payment/{id}` demand a live
 * bearer of the scope `payment-all` (creating also takes `payment-create`) and the payee's GoID, and
 * answer GoPay's JSON. The test decides what happens on GoPay's side (`pay`, `cancel`), and may
 * expire every token or make the status answer lie about the amount. `gw_url` is a card page
 * (`GET /gw/v3/{id}`) whose Pay button marks the payment PAID, sends GoPay's notification
 * (`notification_url?id=`) and 303s the shopper to `return_url?id=`, as GoPay's gateway does.
 */

export interface GoPayFakePayment {
  id: string;
  state: 'CREATED' | 'PAID' | 'CANCELED' | 'TIMEOUTED';
  amount: number;
  currency: string;
  order_number: string;
  body: Record<string, unknown>;
}

export interface GoPayFake {
  url: string;
  clientId: string;
  clientSecret: string;
  goid: string;
  payments: Map<string, GoPayFakePayment>;
  /** Calls seen, as `METHOD path` with the answer's status. */
  calls: string[];
  tokensIssued: number;
  pay(id: string): void;
  /** Makes every token issued so far invalid (as if they had expired). */
  expireTokens(): void;
  /** The status answer says another amount than the payment's (an answer tampered with, or a wrong payment). */
  lieAboutAmount: boolean;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The shop API's settings that point its GoPay adapter at this fake (a secret of another's to test a refusal). */
export const gopayEnv = (fake: GoPayFake, secret = fake.clientSecret) => ({
  GOPAY_GOID: fake.goid,
  GOPAY_CLIENT_ID: fake.clientId,
  GOPAY_CLIENT_SECRET: secret,
  GOPAY_API_URL: fake.url,
});

export async function startGoPayFake(): Promise<GoPayFake> {
  const clientId = '1061399163';
  const clientSecret = 'stDTmVXF';
  const goid = '8123456789';
  const tokens = new Map<string, { scope: string; valid: boolean }>();
  const fake = {
    clientId,
    clientSecret,
    goid,
    payments: new Map<string, GoPayFakePayment>(),
    calls: [] as string[],
    tokensIssued: 0,
    lieAboutAmount: false,
  };

  const server: Server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    const send = (status: number, body: unknown) => {
      fake.calls.push(`${request.method} ${path} ${status}`);
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    const text = await readBody(request);

    const card = /^\/gw\/v3\/(\d+)(\/pay)?$/.exec(path);
    const carded = card ? fake.payments.get(card[1]!) : undefined;
    if (card && carded && request.method === 'GET' && !card[2])
      return sendHtml(response, 200, fakePayPage('GoPay', carded.order_number, carded.amount, `${path}/pay`));
    if (card && carded && request.method === 'POST' && card[2]) {
      if (carded.state === 'CREATED') carded.state = 'PAID';
      const callback = carded.body.callback as { return_url: string; notification_url?: string };
      if (callback.notification_url) {
        const notification = new URL(callback.notification_url);
        notification.searchParams.set('id', carded.id);
        void fetch(notification).catch(() => undefined);
      }
      const back = new URL(callback.return_url);
      back.searchParams.set('id', carded.id);
      return response.writeHead(303, { Location: back.toString() }).end();
    }

    if (request.method === 'POST' && path === '/api/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      const form = new URLSearchParams(text);
      if (request.headers.authorization !== expected) return send(401, { errors: [{ error_code: 202 }] });
      if (
        form.get('grant_type') !== 'client_credentials' ||
        !['payment-all', 'payment-create'].includes(form.get('scope') ?? '')
      )
        return send(400, { errors: [{ error_code: 110 }] });
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { scope: form.get('scope')!, valid: true });
      fake.tokensIssued += 1;
      return send(200, { token_type: 'bearer', access_token: token, expires_in: 1800 });
    }

    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const held = bearer ? tokens.get(bearer) : undefined;
    if (!held || !held.valid) return send(401, { errors: [{ error_code: 500, message: 'token expired or unknown' }] });

    if (request.method === 'POST' && path === '/api/payments/payment') {
      const body = JSON.parse(text) as {
        target?: { type?: string; goid?: number };
        amount?: number;
        currency?: string;
        order_number?: string;
        callback?: { return_url?: string };
        items?: { amount: number }[];
      };
      if (body.target?.type !== 'ACCOUNT' || String(body.target?.goid) !== goid)
        return send(409, { errors: [{ error_code: 301, field: 'target.goid' }] });
      if (
        body.amount === undefined ||
        !Number.isInteger(body.amount) ||
        body.amount <= 0 ||
        !body.order_number ||
        !body.callback?.return_url
      )
        return send(409, { errors: [{ error_code: 110 }] });
      const items = body.items ?? [];
      if (items.reduce((sum, item) => sum + item.amount, 0) !== body.amount)
        return send(409, { errors: [{ error_code: 110, field: 'items' }] });
      const id = String(randomInt(3_000_000_000, 3_999_999_999));
      const payment: GoPayFakePayment = {
        id,
        state: 'CREATED',
        amount: body.amount!,
        currency: String(body.currency),
        order_number: body.order_number!,
        body,
      };
      fake.payments.set(id, payment);
      return send(200, { ...answerOf(payment), gw_url: `${fakeUrl}/gw/v3/${id}` });
    }

    const status = /^\/api\/payments\/payment\/(\d+)$/.exec(path);
    if (request.method === 'GET' && status) {
      if (held.scope !== 'payment-all') return send(403, { errors: [{ error_code: 203 }] });
      const payment = fake.payments.get(status[1]!);
      if (!payment) return send(404, { errors: [{ error_code: 404 }] });
      const answer = answerOf(payment);
      return send(200, fake.lieAboutAmount ? { ...answer, amount: answer.amount + 100 } : answer);
    }
    return send(404, { errors: [{ error_code: 404 }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fakeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(fake, {
    url: `${fakeUrl}/api`,
    pay(id: string) {
      fake.payments.get(id)!.state = 'PAID';
    },
    expireTokens() {
      for (const token of tokens.values()) token.valid = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function answerOf(payment: GoPayFakePayment) {
  return {
    id: Number(payment.id),
    order_number: payment.order_number,
    state: payment.state,
    amount: payment.amount,
    currency: payment.currency,
    payer: payment.body.payer,
    target: payment.body.target,
    lang: payment.body.lang,
  };
}
