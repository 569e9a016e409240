import { latestOrderFromCookieHeader } from '@/lib/checkout/latest-order-cookie';
import { paymentReturnDeps } from '@/lib/checkout/order-server-api';
import { resolvePaymentReturn, type PaymentReturnOutcome } from '@/lib/checkout/payment-return';

/**
 * Payment gateways return here (docs/checkout.md, "The payment return"): GoPay with a GET and
 * `?id=<payment id>`, ČSOB with a POSTed form whose `payId` names the payment. The route asks the
 * shop API where the payment stands (never trusting what the gateway sent besides the id) and sends
 * the shopper on to the localized summary with a 303, so a reload of the summary never posts the
 * form again.
 */

type Context = { params: Promise<{ gateway: string }> };

const noStore = { 'Cache-Control': 'no-store' };

function answer(outcome: PaymentReturnOutcome, request: Request): Response {
  if (outcome.kind === 'redirect')
    return new Response(null, {
      status: 303,
      headers: { ...noStore, Location: new URL(outcome.location, request.url).toString() },
    });
  const [status, text] =
    outcome.kind === 'not-found'
      ? [404, 'No such payment.']
      : [503, 'The payment’s state cannot be confirmed right now. Please try again in a moment.'];
  return new Response(text, { status, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } });
}

async function paymentReturn(request: Request, context: Context, paymentId: string | null): Promise<Response> {
  const { gateway } = await context.params;
  const url = new URL(request.url);
  const outcome = await resolvePaymentReturn(
    {
      gateway,
      paymentId,
      lang: url.searchParams.get('lang'),
      latestOrder: latestOrderFromCookieHeader(request.headers.get('cookie')),
    },
    paymentReturnDeps,
  );
  return answer(outcome, request);
}

/** GoPay: `?id=<payment id>`. */
export async function GET(request: Request, context: Context): Promise<Response> {
  return paymentReturn(request, context, new URL(request.url).searchParams.get('id'));
}

/** ČSOB: a form POST with `payId` (its other fields, signature included, are not needed: the API is asked). */
export async function POST(request: Request, context: Context): Promise<Response> {
  let paymentId: string | null = null;
  try {
    const value = (await request.formData()).get('payId');
    paymentId = typeof value === 'string' ? value : null;
  } catch {
    // Not a form: no payment id, so no such payment.
  }
  return paymentReturn(request, context, paymentId);
}
