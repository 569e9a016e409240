import { z } from 'zod';
import { IdSchema } from '../entities/common';
import { IdBodySchema } from './request-parts';

/** The two card gateways; their ids are the storefront's return route segment (`/api/payment-return/{gateway}`). */
export const paymentGateways = ['gopay', 'csob'] as const;
export const PaymentGatewaySchema = z.enum(paymentGateways);
export type PaymentGateway = z.infer<typeof PaymentGatewaySchema>;

export const paymentStates = ['created', 'paid', 'cancelled', 'failed'] as const;
export const PaymentStateValueSchema = z.enum(paymentStates);
export type PaymentStateValue = z.infer<typeof PaymentStateValueSchema>;

const returnUrl = z.url('Send an absolute http(s) URL.').max(2048, 'A URL is at most 2048 characters.');

/** `POST /gopay-requests`: start a GoPay payment of an order. */
export const GoPayRequestBodySchema = z.strictObject({
  order_id: IdBodySchema,
  payload: z.record(z.string(), z.unknown()).optional().describe('Extra data passed to the gateway as it is.'),
  return_url: returnUrl.describe('Where the gateway sends the shopper back.'),
});
export type GoPayRequestBody = z.infer<typeof GoPayRequestBodySchema>;
export const GoPayRequestResponseSchema = z
  .object({ gateUrl: z.url() })
  .describe('The GoPay page to send the shopper to.');

/** `POST /csob/payment`: start a ČSOB card payment of an order. */
export const CsobPaymentBodySchema = z.strictObject({
  order_id: IdBodySchema,
  return_uri: returnUrl.describe('Where the gateway sends the shopper back.'),
  return_method: z.literal('POST', { error: 'The return method is POST.' }),
});
export type CsobPaymentBody = z.infer<typeof CsobPaymentBodySchema>;
export const CsobPaymentResponseSchema = z
  .object({ gatewayUri: z.url() })
  .describe('The ČSOB page to send the shopper to.');

/** `GET /payments/{gateway}/{paymentId}`: the state the storefront's return route trusts (never the query string). */
export const PaymentStateParamsSchema = z.object({
  gateway: PaymentGatewaySchema,
  paymentId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a payment id.')
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
