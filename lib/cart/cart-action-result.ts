import type { FieldError } from '@contract/api-error';
import { ApiClientError } from '@/lib/api/api-client-error';

/** The message keys a cart action can fail with (docs/cart.md, "Data layer"); the texts are `cart.errors.<key>`. */
export type CartErrorKey =
  | 'unknown_error'
  | 'add_cart_item_fail'
  | 'cart_missing'
  | 'cart_item_quantity_change_error'
  | 'cart_item_remove_error'
  | 'cart_clear_error'
  | 'cart_voucher_remove_error';

export interface CartActionError {
  key: CartErrorKey;
  /** The API's HTTP status (0: no answer). */
  status: number;
  /** The API's message: outside a form, the first validation message, else the general one. */
  message: string;
  /** Whether trying again later can help (no answer, 408, 429, 5xx: `ApiClientError.retryable`). */
  retryable: boolean;
}

export interface CartActionFailure {
  ok: false;
  error: CartActionError;
  /** The API's field errors (422), to show on their fields. */
  fieldErrors: FieldError[];
}

/**
 * What every cart action answers: an expected failure is a result, not a throw (STYLE.md).
 * `T` is what a success carries besides `ok` (usually `{ cart }`).
 */
export type CartActionResult<T extends object> = ({ ok: true } & T) | CartActionFailure;

/** A failed action's result; anything but an `ApiClientError` counts as an unknown error with status 0. */
export function cartFailure(key: CartErrorKey, error: unknown): CartActionFailure {
  if (error instanceof ApiClientError)
    return {
      ok: false,
      error: { key, status: error.status, message: error.firstMessage(), retryable: error.retryable },
      fieldErrors: error.fieldErrors,
    };
  return {
    ok: false,
    error: { key, status: 0, message: error instanceof Error ? error.message : String(error), retryable: true },
    fieldErrors: [],
  };
}

/** The first API message for one field of a failed action, if it named that field. */
export function fieldMessage(result: CartActionResult<object> | null | undefined, field: string): string | undefined {
  if (!result || result.ok) return undefined;
  return result.fieldErrors.find((e) => e.field === field)?.message;
}
