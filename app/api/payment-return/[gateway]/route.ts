import { csobReturnFieldNames } from '@contract/calls/payments';
import { defaultLocale, isLocale, type Locale } from '@contract/locales';
import { latestOrderFromCookieHeader } from '@/lib/checkout/latest-order-cookie';
import { paymentReturnDeps } from '@/lib/checkout/order-server-api';
import { resolvePaymentReturn, type PaymentReturnOutcome } from '@/lib/checkout/payment-return';
import cs from '@/messages/cs/paymentReturn.json';
import en from '@/messages/en/paymentReturn.json';
import sk from '@/messages/sk/paymentReturn.json';

/**
 * Payment gateways return here (docs/checkout.md, "The payment return"): GoPay with a GET and
 * `?id=<payment id>`, ČSOB with a POSTed form (or a GET query) of its fields signed by the bank.
 * The route asks the shop API where the payment stands (ČSOB's return goes to the API whole, to be
 * verified with the bank's key; nothing the gateway sent besides the id decides anything) and sends
 * the shopper on to the localized summary with a 303, so a reload of the summary never posts the
 * form again.
 */

type Context = { params: Promise<{ gateway: string }> };

const noStore = { 'Cache-Control': 'no-store' };
const texts: Record<Locale, typeof en> = { cs, sk, en };
const statuses = { 'not-found': 404, unavailable: 503, refused: 400 } as const;

function answer(outcome: PaymentReturnOutcome, request: Request): Response {
  if (outcome.kind === 'redirect')
    return new Response(null, {
      status: 303,
      headers: { ...noStore, Location: new URL(outcome.location, request.url).toString() },
    });
  const lang = new URL(request.url).searchParams.get('lang');
  const text = texts[isLocale(lang) ? lang : defaultLocale];
  const body = { 'not-found': text.notFound, unavailable: text.unavailable, refused: text.refused }[outcome.kind];
  return new Response(body, {
    status: statuses[outcome.kind],
    headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** ČSOB's return fields, as far as they came (a field sent twice or not as text is not taken). */
function csobFields(read: (name: string) => unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of csobReturnFieldNames) {
    const value = read(name);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

async function paymentReturn(
  request: Request,
  context: Context,
  paymentId: string | null,
  signedReturn: Record<string, string> | null,
): Promise<Response> {
  const { gateway } = await context.params;
  const url = new URL(request.url);
  const outcome = await resolvePaymentReturn(
    {
      gateway,
      paymentId,
      signedReturn,
      lang: url.searchParams.get('lang'),
      latestOrder: latestOrderFromCookieHeader(request.headers.get('cookie')),
    },
    paymentReturnDeps,
  );
  return answer(outcome, request);
}

/** GoPay: `?id=<payment id>`; ČSOB with `returnMethod` GET: its signed fields in the query. */
export async function GET(request: Request, context: Context): Promise<Response> {
  const query = new URL(request.url).searchParams;
  if ((await context.params).gateway === 'csob') {
    const single = (name: string) => (query.getAll(name).length === 1 ? query.get(name) : null);
    return paymentReturn(request, context, query.get('payId'), csobFields(single));
  }
  return paymentReturn(request, context, query.get('id'), null);
}

/** ČSOB: a form POST of its signed fields (`payId` names the payment). */
export async function POST(request: Request, context: Context): Promise<Response> {
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    // Not a form: no payment id, so no such payment.
  }
  const single = (name: string) => (form && form.getAll(name).length === 1 ? form.get(name) : null);
  const payId = single('payId');
  return paymentReturn(request, context, typeof payId === 'string' ? payId : null, form ? csobFields(single) : null);
}
