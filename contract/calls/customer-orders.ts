import { z } from 'zod';
import { listEnvelopeSchema } from '../envelope';
import { OrderSummarySchema } from '../entities/order';
import { IdBodySchema, IdParamSchema, queryParam } from './request-parts';

/**
 * The customer side of orders and carts (docs/orders-and-payments.md, "Customers"): the signed-in
 * customer's orders, invoices, moving an anonymous cart into the customer's, loyalty credits in
 * the cart and fast checkout. Each call reads the bearer token (`Authorization: Bearer …`).
 */

/** The most orders one page of GET /orders holds. */
export const maxOrdersPerPage = 50;

/** `GET /orders`: a page of the customer's orders, newest first. */
export const OrderListQuerySchema = z.strictObject({
  page: queryParam()
    .regex(/^[1-9]\d{0,5}$/, 'Must be a page number (1 or more).')
    .transform(Number)
    .optional()
    .describe('The page, from 1 (default 1).'),
  per_page: queryParam()
    .regex(/^(?:[1-9]|[1-4]\d|50)$/, `Must be 1 to ${maxOrdersPerPage}.`)
    .transform(Number)
    .optional()
    .describe(`Orders per page, 1 to ${maxOrdersPerPage} (default 10).`),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const OrderListResponseSchema = listEnvelopeSchema(OrderSummarySchema).describe(
  'A page of the customer’s orders, newest first.',
);

/** `GET /orders/{id}/invoices/{invoiceId}`. */
export const OrderInvoiceParamsSchema = z.object({
  id: IdParamSchema.describe('The order’s id.'),
  invoiceId: IdParamSchema.describe('The invoice’s id.'),
});

/**
 * `GET /orders/{id}/invoices/{invoiceId}?expires&signature`: a signed invoice link (the invoice's
 * `download_url`). Without them the call needs the bearer or `X-Order-Token`.
 */
export const InvoiceLinkQuerySchema = z.strictObject({
  expires: queryParam()
    .regex(/^\d{1,12}$/, 'Must be a time in unix seconds.')
    .transform(Number)
    .optional()
    .describe('When the signed link stops working (unix seconds).'),
  signature: queryParam()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Must be a link signature (43 characters of base64url).')
    .optional()
    .describe('The link’s HMAC-SHA256 signature, as download_url carries it.'),
});

/** `POST /carts/{id}/transfer-items`: the anonymous cart whose items move into this (the customer's) cart. */
export const TransferCartItemsBodySchema = z.strictObject({
  source_cart_id: z.string({ error: 'Send the id of the cart to take the items from.' }).uuid('Not a cart id.'),
});

/** `PUT /carts/{id}/customer-accounts`: spend credits of one kind on the cart; 0 takes them back. */
export const SetCartCustomerAccountBodySchema = z.strictObject({
  customer_account_id: IdBodySchema,
  amount: z
    .number({ error: 'Enter the credits as a whole number.' })
    .int('Enter the credits as a whole number.')
    .min(0, 'The credits cannot be negative.')
    .max(10_000_000, 'That is more credits than any account holds.'),
});
export type SetCartCustomerAccountBody = z.infer<typeof SetCartCustomerAccountBodySchema>;

/** `POST /carts/{id}/fast-checkout`: fill the checkout from an earlier order of the customer. */
export const FastCheckoutBodySchema = z.strictObject({
  order_id: IdBodySchema.describe('An earlier order of the signed-in customer.'),
});
