import { z } from 'zod';
import { paymentGateways, type PaymentGateway } from '../codes/card-gateways';
import { IdSchema } from '../entities/common';
import { IdBodySchema, queryParam } from './request-parts';

/** A card gateway (`contract/codes/card-gateways.ts`): the storefront's return route segment. */
export const PaymentGatewaySchema = z.enum(paymentGateways);
export type { PaymentGateway };

export const paymentStates = ['created', 'paid', 'cancelled', 'failed'] as const;
export const PaymentStateValueSchema = z.enum(paymentStates);
export type PaymentStateValue = z.infer<typeof PaymentStateValueSchema>;

/** A gateway's payment id: GoPay's are numbers, ČSOB's `payId` letters and digits. */
const paymentIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

const returnUrl = z.url('Send an absolute http(s) URL.').max(2048, 'A URL is at most 2048 characters.');

/** `POST /gopay-requests`: start a GoPay payment of an order. */
export const GoPayRequestBodySchema = z.strictObject({
  order_id: IdBodySchema,
  payload: z.record(z.string(), z.unknown()).optional().describe('Extra data passed to the gateway as it is.'),
  return_url: returnUrl.describe('Where the gateway sends the shopper back.'),
});
export const GoPayRequestResponseSchema = z
  .object({ gateUrl: z.url() })
  .describe('The GoPay page to send the shopper to.');

/** `POST /csob/payment`: start a ČSOB card payment of an order. */
export const CsobPaymentBodySchema = z.strictObject({
  order_id: IdBodySchema,
  return_uri: returnUrl.describe('Where the gateway sends the shopper back.'),
  return_method: z.literal('POST', { error: 'The return method is POST.' }),
});
export const CsobPaymentResponseSchema = z
  .object({ gatewayUri: z.url() })
  .describe('The ČSOB page to send the shopper to.');

/** `GET /payments/{gateway}/{paymentId}`: the state the storefront's return route trusts (never the query string). */
export const PaymentStateParamsSchema = z.object({
  gateway: PaymentGatewaySchema,
  paymentId: z
    .string()
    .regex(paymentIdPattern, 'Not a payment id.')
    .describe('The gateway’s payment id, as the return URL carries it.'),
});
export const PaymentStateSchema = z
  .object({
    id: z.string().describe('The gateway’s payment id.'),
    gateway: PaymentGatewaySchema,
    order_id: IdSchema,
    state: PaymentStateValueSchema,
  })
  .describe('Where a payment stands.');
export type PaymentState = z.infer<typeof PaymentStateSchema>;

const paymentIdQuery = (what: string) =>
  queryParam(`Send the ${what}.`)
    .regex(paymentIdPattern, 'Not a payment id.')
    .describe(`The gateway’s payment id (${what}).`);

/** `GET /gopay/notify?id=…`: GoPay's notification of a change (its `notification_url`); the shop then asks GoPay. */
export const GoPayNotifyQuerySchema = z.strictObject({ id: paymentIdQuery('id') });

/**
 * The fields ČSOB eAPI 1.9 sends the shopper back with (a POSTed form, or a GET query), in its
 * signing order; the bank signs `payId|dttm|resultCode|resultMessage|paymentStatus|authCode|merchantData|statusDetail`
 * (the fields present) with its key.
 */
export const csobReturnFieldNames = [
  'payId',
  'dttm',
  'resultCode',
  'resultMessage',
  'paymentStatus',
  'authCode',
  'merchantData',
  'statusDetail',
  'signature',
] as const;

const returnField = (what: string) => z.string().max(1024, 'A return field is at most 1024 characters.').describe(what);

/**
 * `POST /payments/csob/return`: the storefront passes ČSOB's return on as it came, for the API to
 * verify with the bank's key before it reads the payment's state (never from these fields).
 */
export const CsobReturnBodySchema = z.strictObject({
  payId: z.string().regex(paymentIdPattern, 'Not a payment id.').describe('The payment’s payId.'),
  dttm: returnField('When ČSOB sent the return (YYYYMMDDHHMMSS).'),
  resultCode: returnField('ČSOB’s result code.'),
  resultMessage: returnField('ČSOB’s result message.'),
  paymentStatus: returnField('ČSOB’s paymentStatus.').optional(),
  authCode: returnField('The authorisation code.').optional(),
  merchantData: returnField('The shop’s merchantData, as sent.').optional(),
  statusDetail: returnField('ČSOB’s statusDetail.').optional(),
  signature: returnField('The bank’s signature (base64).'),
});
export type CsobReturnBody = z.infer<typeof CsobReturnBodySchema>;

/** `GET /csob/notify?payId=…`: the sandbox's prompt to check a ČSOB payment's status. */
export const CsobNotifyQuerySchema = z.strictObject({ payId: paymentIdQuery('payId') });

/** A payment id in a sandbox page's path: any text, so that an unknown or malformed one is the page's own 404. */
const sandboxPaymentIdParam = z.string().max(200).describe('The gateway’s payment id.');

/** `GET /sandbox/{gateway}/{paymentId}`: a sandbox gateway's pay page. */
export const SandboxPageParamsSchema = z.object({ gateway: PaymentGatewaySchema, paymentId: sandboxPaymentIdParam });

export const sandboxActions = ['pay', 'cancel', 'fail'] as const;

/** `POST /sandbox/{gateway}/{paymentId}/{action}`: the shopper's choice on the pay page. */
export const SandboxActionParamsSchema = SandboxPageParamsSchema.extend({
  action: z.enum(sandboxActions).describe('pay, cancel or fail.'),
});

/** Whether a text has the form of a gateway's payment id. */
export function isPaymentId(value: string): boolean {
  return paymentIdPattern.test(value);
}
