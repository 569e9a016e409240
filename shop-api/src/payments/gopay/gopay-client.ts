import { z } from 'zod';
import {
  GatewayProtocolError,
  gopayState,
  minorUnits,
  type GatewayPaymentRequest,
  type PaymentGatewayClient,
} from '../gateway';
import { countryAlpha3 } from './country-alpha3';
import type { GoPaySettings } from './gopay-settings';

/**
 * GoPay's REST payment API as GoPay documents it (gopay-api-documentation: "Authentication",
 * "Standard payment", "Payment status"): an OAuth2 client-credentials token with the scope
 * `payment-all` (it may create payments and read their state), kept until a minute before it
 * expires and fetched anew after a 401; `POST /payments/payment` to create one; `GET
 * /payments/payment/{id}` for its state. GoPay's notification carries only the payment's id: the
 * shop always reads the state back with the status call (payments.service.ts).
 */

const TokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string(), expires_in: z.number() });
const PaymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  state: z.string(),
  amount: z.number(),
  currency: z.string(),
  order_number: z.string(),
  gw_url: z.string().optional(),
});

type Fetch = typeof fetch;

const languages: Readonly<Record<string, string>> = { cs: 'CS', sk: 'SK', en: 'EN' };
const tokenMarginMs = 60_000;
const timeoutMs = 15_000;

export function gopayClient(settings: GoPaySettings, fetchImpl: Fetch = fetch, now = Date.now): PaymentGatewayClient {
  const base = settings.apiUrl.replace(/\/$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - tokenMarginMs > now()) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const response = await fetchImpl(`${base}/oauth2/token`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${basic}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'payment-all' }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new GatewayProtocolError('gopay', `the token call answered ${response.status}`);
    const parsed = TokenSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new GatewayProtocolError('gopay', 'the token answer is not GoPay’s');
    token = { value: parsed.data.access_token, expiresAt: now() + parsed.data.expires_in * 1000 };
    return token.value;
  }

  /** A call with the bearer; a 401 (the token expired early or was revoked) fetches a new token once. */
  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${await accessToken()}`,
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      if (!response.ok) throw new GatewayProtocolError('gopay', `${init.method} ${path} answered ${response.status}`);
      return response.json().catch(() => null);
    }
  }

  function readPayment(body: unknown) {
    const parsed = PaymentSchema.safeParse(body);
    if (!parsed.success) throw new GatewayProtocolError('gopay', 'the payment answer is not GoPay’s');
    return parsed.data;
  }

  return {
    async create(request) {
      const amount = minorUnits(request.amount);
      const created = readPayment(
        await call('/payments/payment', { method: 'POST', body: paymentBody(settings, request) }),
      );
      if (
        created.amount !== amount ||
        created.currency !== request.currency ||
        created.order_number !== request.orderNumber
      )
        throw new GatewayProtocolError('gopay', 'the created payment is not the one asked for');
      if (!created.gw_url) throw new GatewayProtocolError('gopay', 'the created payment has no gw_url');
      return { externalId: created.id, gateUrl: created.gw_url };
    },
    async status(_gateway, externalId) {
      if (!/^\d{1,30}$/.test(externalId)) throw new GatewayProtocolError('gopay', 'not a GoPay payment id');
      const payment = readPayment(await call(`/payments/payment/${externalId}`, { method: 'GET' }));
      if (payment.id !== externalId) throw new GatewayProtocolError('gopay', 'the answer is about another payment');
      return {
        state: gopayState(payment.state),
        amountMinor: payment.amount,
        currency: payment.currency,
        orderNumber: payment.order_number,
      };
    },
  };
}

/** The body of `POST /payments/payment`: a card payment of the order, its lines, the return and notification URLs. */
function paymentBody(settings: GoPaySettings, request: GatewayPaymentRequest) {
  const { payer } = request;
  const contact = {
    email: payer.email,
    ...(payer.firstName ? { first_name: payer.firstName } : {}),
    ...(payer.lastName ? { last_name: payer.lastName } : {}),
    ...(payer.phone ? { phone_number: payer.phone } : {}),
    ...(payer.street ? { street: payer.street } : {}),
    ...(payer.city ? { city: payer.city } : {}),
    ...(payer.postCode ? { postal_code: payer.postCode } : {}),
    ...(countryAlpha3(payer.country) ? { country_code: countryAlpha3(payer.country) } : {}),
  };
  return {
    payer: { allowed_payment_instruments: ['PAYMENT_CARD'], default_payment_instrument: 'PAYMENT_CARD', contact },
    target: { type: 'ACCOUNT', goid: Number(settings.goid) },
    amount: minorUnits(request.amount),
    currency: request.currency,
    order_number: request.orderNumber,
    order_description: `Order ${request.orderNumber}`,
    items: request.items.map((item) => ({
      type: 'ITEM',
      name: item.name.slice(0, 256),
      amount: minorUnits(item.amount),
      count: item.count,
    })),
    callback: { return_url: request.returnUrl, notification_url: request.notificationUrl },
    lang: languages[request.locale] ?? 'EN',
  };
}
