import { z } from 'zod';
import { complaintPhotoLimits } from '../codes/complaints';
import { addressTypes } from '../codes/address-types';
import { listEnvelopeSchema } from '../envelope';
import { AfterSaleSlipSchema, RefundShippingMethodSchema } from '../entities/after-sale';
import { DateTimeSchema } from '../entities/common';
import { bankAccountIssues, type BankAccountFields } from '../rules/bank-account';
import { emailField } from '../rules/field-schemas';
import { addressFieldShapes } from './address-input';
import { ApiRequestHeadersSchema, IdBodySchema, IdParamSchema, idQueryParam, queryParam } from './request-parts';

/**
 * What the return and complaint calls share (docs/returns-and-complaints.md): who may call them
 * (the bearer of the order's customer, or `X-Order-Token`: the token POST /orders answered or the
 * one POST /order-access answers), list queries, addresses, bank accounts and the slip link.
 */

/** `X-Order-Token` on every return and complaint call of a guest. */
export const AfterSaleHeadersSchema = ApiRequestHeadersSchema.extend({
  'x-order-token': z
    .string()
    .max(300)
    .optional()
    .describe('A guest’s proof of the order: the access_token of POST /orders or of POST /order-access.'),
});

/**
 * `POST /order-access`: a guest proves an order with its number and e-mail. One answer for a wrong
 * number and a wrong e-mail; limited per client and per order number (429 with Retry-After).
 */
export const OrderAccessBodySchema = z.strictObject({
  code: z
    .string({ error: 'Enter the order number.' })
    .trim()
    .min(1, 'Enter the order number.')
    .max(40, 'An order number is at most 40 characters.'),
  email: emailField(),
});
export type OrderAccessBody = z.infer<typeof OrderAccessBodySchema>;

export const OrderAccessResponseSchema = z
  .object({
    order_id: z.number().int().positive(),
    access_token: z.string().min(43).describe('Send it as X-Order-Token on the order’s return and complaint calls.'),
    expires_at: DateTimeSchema,
  })
  .describe('The order, and a token that opens its returns and complaints for two hours.');
export type OrderAccessResponse = z.infer<typeof OrderAccessResponseSchema>;

/** Path of one return or complaint. */
export const AfterSaleParamsSchema = z.object({ id: IdParamSchema.describe('The return’s or complaint’s id.') });

/** Path of one of its addresses. */
export const AfterSaleAddressParamsSchema = z.object({
  id: IdParamSchema.describe('The return’s or complaint’s id.'),
  type: z.enum(addressTypes, 'Must be billing or shipping.').describe('billing or shipping'),
});

/** `GET /refunds`, `GET /complaints`: a page of them, newest first; a guest names the order. */
export const AfterSaleListQuerySchema = z.strictObject({
  order_id: idQueryParam().optional().describe('Only this order’s (required with X-Order-Token).'),
  page: queryParam()
    .regex(/^[1-9]\d{0,5}$/, 'Must be a page number (1 or more).')
    .transform(Number)
    .optional()
    .describe('The page, from 1 (default 1).'),
  per_page: queryParam()
    .regex(/^(?:[1-9]|[1-4]\d|50)$/, 'Must be 1 to 50.')
    .transform(Number)
    .optional()
    .describe('Per page, 1 to 50 (default 10).'),
});
export type AfterSaleListQuery = z.infer<typeof AfterSaleListQuerySchema>;

/** `?expires&signature`: the signed link a mail carries (slip, photo); without it the call needs the bearer or X-Order-Token. */
export const SignedLinkQuerySchema = z.strictObject({
  expires: queryParam()
    .regex(/^\d{1,12}$/, 'Must be a time in unix seconds.')
    .transform(Number)
    .optional()
    .describe('When the signed link stops working (unix seconds).'),
  signature: queryParam()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Must be a link signature (43 characters of base64url).')
    .optional()
    .describe('The link’s HMAC-SHA256 signature.'),
});

/** An address typed for a return or complaint: every field but the company ones is required. */
export const AfterSaleAddressBodySchema = z
  .strictObject({
    customer_address_id: IdBodySchema.optional().describe('A saved address of the signed-in customer to copy.'),
    first_name: addressFieldShapes.first_name.optional(),
    last_name: addressFieldShapes.last_name.optional(),
    dial_code: addressFieldShapes.dial_code.optional(),
    phone: addressFieldShapes.phone.optional(),
    street: addressFieldShapes.street.optional(),
    city: addressFieldShapes.city.optional(),
    post_code: addressFieldShapes.post_code.optional(),
    country_id: addressFieldShapes.country_id.optional(),
    is_company: addressFieldShapes.is_company.optional(),
    company_name: addressFieldShapes.company_name.optional(),
    company_identification_number: addressFieldShapes.company_identification_number.optional(),
    company_vat_number: addressFieldShapes.company_vat_number.optional(),
  })
  .superRefine((address, ctx) => {
    if (address.customer_address_id !== undefined) return;
    const required = ['first_name', 'last_name', 'street', 'city', 'post_code', 'country_id'] as const;
    for (const field of required)
      if (address[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'Fill this in.' });
    if (address.is_company && !address.company_name)
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'Enter the company name.' });
  });
export type AfterSaleAddressBody = z.infer<typeof AfterSaleAddressBodySchema>;

const bankText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** The four bank fields of a PATCH; null or '' clears one. Checked together (`bankAccountIssues`). */
export const bankAccountBodyShape = {
  bank_account_number: bankText(20),
  bank_code: bankText(4),
  bank_account_iban: bankText(42),
  bank_swift_code: bankText(11),
};

/** Adds the bank account's field errors when any of its fields was sent. */
export function refineBankAccount(body: BankAccountFields, ctx: z.RefinementCtx): void {
  const sent = Object.keys(bankAccountBodyShape).some((key) => body[key as keyof BankAccountFields] != null);
  if (!sent) return;
  for (const [path, message] of bankAccountIssues(body)) ctx.addIssue({ code: 'custom', path: [path], message });
}

/** Photo bytes as base64 (no data: prefix); the size limit is on the decoded bytes. */
const maxBase64Length = Math.ceil(complaintPhotoLimits.bytes / 3) * 4;

export const ComplaintPhotoBodySchema = z.strictObject({
  file_name: z
    .string({ error: 'Send the file name.' })
    .trim()
    .min(1, 'Send the file name.')
    .max(120, 'A file name is at most 120 characters.'),
  content_type: z.enum(complaintPhotoLimits.types, 'Send a JPEG, PNG or WebP photo.'),
  data: z
    .string({ error: 'Send the photo as base64.' })
    .min(8, 'The photo is empty.')
    .max(maxBase64Length, `A photo is at most ${complaintPhotoLimits.bytes / 1024 / 1024} MB.`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Send the photo as base64.'),
});
export type ComplaintPhotoBody = z.infer<typeof ComplaintPhotoBodySchema>;

export const ComplaintPhotoParamsSchema = z.object({
  id: IdParamSchema.describe('The complaint’s id.'),
  photoId: IdParamSchema.describe('The photo’s id.'),
});

export const RefundShippingMethodListResponseSchema = listEnvelopeSchema(RefundShippingMethodSchema).describe(
  'The ways the goods can travel back, with can_use for this order.',
);

export const AfterSaleSlipResponseSchema = AfterSaleSlipSchema.describe('The printable slip.');

/** `PATCH /admin/refunds/{id}` and `/admin/complaints/{id}`: the next state and a note for the customer's mail. */
export function adminStateBodySchema<const S extends readonly [string, ...string[]]>(states: S) {
  return z.strictObject({
    state: z.enum(states, `Must be one of ${states.join(', ')}.`),
    note: z.string().trim().max(1000, 'A note is at most 1000 characters.').optional(),
  });
}
