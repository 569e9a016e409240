import { ApiClientError } from '@/lib/api/api-client-error';

/**
 * Whether a failure is the API's error of this type. Compared as text: types added by other
 * calls (`review_already_written`, `fast_checkout_missing_reference`) need no cast here.
 */
export function isApiErrorType(error: unknown, type: string): boolean {
  return error instanceof ApiClientError && String(error.type) === type;
}
