import { z } from 'zod';

/** Error kinds and the HTTP status each one answers with. */
export const errorStatusByType = {
  bad_request: 400,
  unauthorized: 401,
  /** A customer call without a valid bearer (unknown, expired or revoked): refresh the session and retry. */
  unauthenticated: 401,
  /** Wrong e-mail or password (the same answer for both). */
  login_failed: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** A refresh token rotated a moment ago by a parallel refresh (another tab): retry with the cookie's new token. */
  refresh_in_progress: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_error: 422,
  /**
   * Fast checkout: the earlier order lacks a shipping or a payment method, or the billing address
   * its (address-delivering) method needs (docs/orders-and-payments.md, "Fast checkout").
   */
  fast_checkout_missing_reference: 422,
  /** A third-party sign-in's return_url that is not on a storefront origin. */
  invalid_return_url: 422,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
  // The customer's own data (docs/customer-data.md).
  must_be_logged_in_to_create_product_list: 401,
  failed_to_create_product_list: 409,
  review_already_written: 409,
} as const;
export type ErrorType = keyof typeof errorStatusByType;
export const ErrorTypeSchema = z.enum(Object.keys(errorStatusByType) as [ErrorType, ...ErrorType[]]);

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Body of every non-2xx answer of the shop API. */
export const ErrorBodySchema = z.object({
  status: z.number().int(),
  type: ErrorTypeSchema,
  message: z.string(),
  errors: z.array(FieldErrorSchema),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Statuses where sending the same request again later can succeed. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
