import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocaleSchema, type Locale } from '@contract';
import {
  isPaymentId,
  SandboxActionParamsSchema,
  SandboxPageParamsSchema,
  type PaymentGateway,
  type PaymentStateValue,
} from '@contract/calls/payments';
import { errorAnswers } from '../../http/route-schema';
import { toMoney } from '../../shop/money';
import { csobReturnFields } from '../../payments/csob-return';
import { findPaymentForPage, recordSandboxDecision, type PaymentPayload } from '../../payments/payments.repository';
import { withPaymentId } from '../../payments/return-url';
import type { SandboxNotifier } from './sandbox-notifier';
import { csobReturnPage, notFoundPage, payPage, type CsobReturnForm } from './sandbox-pages';
import type { Database } from '../../db/client';

const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const results = { pay: 'paid', cancel: 'cancelled', fail: 'failed' } as const;

type PagePayment = NonNullable<Awaited<ReturnType<typeof findPaymentForPage>>>;

/**
 * A strict policy for the sandbox's own pages: nothing but their nonce-marked style and script,
 * forms only to the sandbox itself and to the storefront's return page, never in a frame.
 */
function sendHtml(reply: FastifyReply, status: number, body: string, nonce: string, returnOrigin: string | null) {
  const formAction = ["'self'", ...(returnOrigin ? [returnOrigin] : [])].join(' ');
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store')
    .send(body);
}

const localeOf = (value: string): Locale => LocaleSchema.catch('en').parse(value);
const originOf = (url: string) => new URL(url).origin;

/** The gateway's view of the payment: its decision on the sandbox page, else the payment's own state. */
function gatewayState(payment: PagePayment['payment']): PaymentStateValue {
  const decided = (payment.payload as PaymentPayload | null)?.sandbox?.result;
  return decided ?? (payment.state as PaymentStateValue);
}

function csobForm(secret: string, payment: PagePayment['payment']): CsobReturnForm {
  return {
    action: payment.returnUrl,
    fields: csobReturnFields(secret, { payId: payment.externalId, state: gatewayState(payment) }, new Date()),
  };
}

/** Sandbox GoPay and ČSOB: the pay page, and the shopper's choice on it (docs/orders-and-payments.md). */
export async function sandboxRoutes(
  fastify: FastifyInstance,
  options: { db: Database; notifier: SandboxNotifier; secret: string },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, notifier, secret } = options;
  // The pay page's buttons are plain HTML forms (scoped to these routes; other routes still answer 415).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const find = async (gateway: PaymentGateway, paymentId: string) =>
    isPaymentId(paymentId) ? findPaymentForPage(db, gateway, paymentId) : undefined;
  const notFound = (reply: FastifyReply, nonce: string, locale: Locale) =>
    sendHtml(reply, 404, notFoundPage({ locale, nonce }), nonce, null);

  app.get(
    '/sandbox/:gateway/:paymentId',
    {
      schema: {
        operationId: 'showSandboxPayPage',
        tags: ['sandbox'],
        summary: 'A sandbox gateway’s pay page: the order, the amount, a test card, and Pay, Cancel and Fail.',
        params: SandboxPageParamsSchema,
        response: { 200: html('The pay page.'), 404: html('No such payment.'), ...errorAnswers(400, 422) },
      },
    },
    async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      const { gateway, paymentId } = request.params;
      const found = await find(gateway, paymentId);
      if (!found) return notFound(reply, nonce, request.ctx.locale);
      const { payment, orderCode, currency } = found;
      const locale = localeOf(payment.locale);
      const state = gatewayState(payment);
      const back =
        state === 'created'
          ? null
          : gateway === 'gopay'
            ? { href: withPaymentId(payment.returnUrl, payment.externalId) }
            : { form: csobForm(secret, payment) };
      const body = payPage({
        locale,
        nonce,
        gateway,
        paymentId,
        orderCode,
        amount: toMoney(payment.amount, locale, currency).formatted,
        state,
        back,
      });
      return sendHtml(reply, 200, body, nonce, originOf(payment.returnUrl));
    },
  );

  app.post(
    '/sandbox/:gateway/:paymentId/:action',
    {
      schema: {
        operationId: 'decideSandboxPayment',
        tags: ['sandbox'],
        summary:
          'The shopper pays, cancels or fails on the sandbox page; the shop is notified and the shopper sent back (GoPay: 303 to return_url?id=…; ČSOB: a POST form to return_uri).',
        params: SandboxActionParamsSchema,
        response: {
          200: html('ČSOB: the page that posts the result back to the storefront.'),
          303: z.null().describe('GoPay: back to the storefront’s return_url with ?id=<paymentId>.'),
          404: html('No such payment.'),
          ...errorAnswers(400, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      const { gateway, paymentId, action } = request.params;
      const found = await find(gateway, paymentId);
      if (!found) return notFound(reply, nonce, request.ctx.locale);
      // The first choice counts; a second click on a decided payment only sends the shopper back again.
      if (await recordSandboxDecision(db, found.payment.id, results[action])) notifier.notify(gateway, paymentId);
      const payment = (await find(gateway, paymentId))?.payment ?? found.payment;
      if (gateway === 'gopay') {
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(withPaymentId(payment.returnUrl, payment.externalId), 303);
      }
      const page = csobReturnPage({ locale: localeOf(payment.locale), nonce, form: csobForm(secret, payment) });
      return sendHtml(reply, 200, page, nonce, originOf(payment.returnUrl));
    },
  );
}
