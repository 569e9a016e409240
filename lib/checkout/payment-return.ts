import {
  isPaymentId,
  PaymentGatewaySchema,
  type CsobReturnBody,
  type PaymentGateway,
  type PaymentState,
} from '@contract/calls/payments';
import { defaultLocale, isLocale, type Locale } from '@contract/locales';
import { ApiClientError } from '@/lib/api/api-client-error';
import { appPathnames } from '@/lib/i18n/app-pathnames';
import type { LatestOrder } from './latest-order-cookie';
import type { SummaryStatus } from './summary-status';

/**
 * The storefront's payment return (`/api/payment-return/{gateway}`, docs/checkout.md, "The payment
 * return"): a gateway sends the shopper back here with its payment id (GoPay `?id=` on a GET, ČSOB
 * `payId` in a POSTed form signed by the bank). Nothing the gateway sent is trusted but the id: the
 * shop API answers the payment's state and order, the order answers its language, and the shopper
 * goes on to the localized summary. ČSOB's return goes to the API whole, which verifies its
 * signature with the bank's key (the key stays in the API) and refuses a return that does not verify.
 */

/** The route's path for a gateway; the storefront gives it to the gateway as the return address. */
export function paymentReturnPath(gateway: PaymentGateway): string {
  return `/api/payment-return/${gateway}`;
}

/**
 * The absolute return address of a payment started on a page in `locale`. The language rides
 * along (`?lang=`) only as a fallback for choosing the summary's language when the order cannot be
 * read (a cross-site POST carries no SameSite=Lax cookie); it never decides the status.
 */
export function paymentReturnUrl(origin: string, gateway: PaymentGateway, locale: Locale): string {
  const url = new URL(paymentReturnPath(gateway), origin);
  url.searchParams.set('lang', locale);
  return url.toString();
}

/** The summary's status for a payment's state: paid, failed or cancelled are known; a payment still open is not. */
export function statusOfPayment(state: PaymentState['state']): SummaryStatus {
  if (state === 'paid') return 'success';
  if (state === 'cancelled' || state === 'failed') return 'error';
  return 'unknown';
}

/** The localized summary path with its query (`/cs/kosik/summary?order=12&status=success`). */
export function summaryPath(locale: Locale, orderId: number, status: SummaryStatus): string {
  const query = new URLSearchParams({ order: String(orderId), status });
  return `/${locale}${appPathnames['/cart/summary'][locale]}?${query.toString()}`;
}

export interface PaymentReturnInput {
  /** The route's `[gateway]` segment as requested. */
  gateway: string;
  /** The payment id the gateway sent (GoPay `id`, ČSOB `payId`); null when absent. */
  paymentId: string | null;
  /** ČSOB's return fields as they came (`csobReturnFieldNames`), signature included; null for GoPay. */
  signedReturn?: Readonly<Record<string, string>> | null;
  /** The `lang` the storefront put into the return address, if any. */
  lang: string | null;
  /** The `latest_order` cookie, when the browser sent it. */
  latestOrder: LatestOrder | null;
}

export interface PaymentReturnDeps {
  /** `GET /payments/{gateway}/{paymentId}`. */
  paymentState(gateway: PaymentGateway, paymentId: string): Promise<PaymentState>;
  /** `POST /payments/csob/return`: ČSOB's return, verified by the API, then the payment's state. */
  csobReturn(fields: CsobReturnBody): Promise<PaymentState>;
  /** `GET /orders/{id}` with the token: the order's language. */
  orderLanguage(order: LatestOrder): Promise<Locale>;
}

export type PaymentReturnOutcome =
  | { kind: 'redirect'; location: string }
  /** An unknown gateway, a missing or malformed payment id, or a payment the shop does not know. */
  | { kind: 'not-found' }
  /** The shop API could not say, and no order of this browser is known to show instead. */
  | { kind: 'unavailable' }
  /** ČSOB's return without the bank's valid signature (tampered, unsigned, forged, re-addressed). */
  | { kind: 'refused' };

/** The summary's language: the order's own when this browser holds its token, else the hint, else the default. */
async function summaryLocale(deps: PaymentReturnDeps, input: PaymentReturnInput, orderId: number): Promise<Locale> {
  if (input.latestOrder?.id === orderId) {
    try {
      return await deps.orderLanguage(input.latestOrder);
    } catch {
      // A token that no longer opens the order still leaves the hint.
    }
  }
  return isLocale(input.lang) ? input.lang : defaultLocale;
}

/**
 * Where a returning shopper goes. The status comes from the shop API only: paid → success,
 * cancelled or failed → error, still open → unknown. When the API cannot answer (down, 5xx), the
 * latest order of this browser is shown with status unknown; a payment the API does not know is a
 * 404, since there is no order to show.
 */
export async function resolvePaymentReturn(
  input: PaymentReturnInput,
  deps: PaymentReturnDeps,
): Promise<PaymentReturnOutcome> {
  const gateway = PaymentGatewaySchema.safeParse(input.gateway);
  if (!gateway.success) return { kind: 'not-found' };
  if (!input.paymentId || !isPaymentId(input.paymentId)) return { kind: 'not-found' };
  const signedReturn = gateway.data === 'csob' ? csobReturnBody(input.paymentId, input.signedReturn) : null;
  if (gateway.data === 'csob' && !signedReturn) return { kind: 'refused' };
  let state: PaymentState;
  try {
    state = signedReturn ? await deps.csobReturn(signedReturn) : await deps.paymentState(gateway.data, input.paymentId);
  } catch (error) {
    const status = error instanceof ApiClientError ? error.status : null;
    if (signedReturn && status === 422) return { kind: 'refused' };
    if (status === 404 || status === 422) return { kind: 'not-found' };
    if (!input.latestOrder) return { kind: 'unavailable' };
    const locale = await summaryLocale(deps, input, input.latestOrder.id);
    return { kind: 'redirect', location: summaryPath(locale, input.latestOrder.id, 'unknown') };
  }
  const locale = await summaryLocale(deps, input, state.order_id);
  return { kind: 'redirect', location: summaryPath(locale, state.order_id, statusOfPayment(state.state)) };
}

/** ČSOB's return as the API takes it: the signed fields that came, the payment's own id among them; null without a signature. */
function csobReturnBody(
  payId: string,
  fields: Readonly<Record<string, string>> | null | undefined,
): CsobReturnBody | null {
  if (!fields?.signature || fields.payId !== payId) return null;
  const { dttm, resultCode, resultMessage, signature } = fields;
  if (dttm === undefined || resultCode === undefined || resultMessage === undefined) return null;
  const optional = (['paymentStatus', 'authCode', 'merchantData', 'statusDetail'] as const).filter(
    (name) => fields[name] !== undefined,
  );
  return {
    payId,
    dttm,
    resultCode,
    resultMessage,
    signature,
    ...Object.fromEntries(optional.map((name) => [name, fields[name]!])),
  };
}
