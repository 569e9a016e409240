import type { CartActionError } from './cart-action-result';

// Apart from cart-action-result.ts, whose cartFailure needs ApiClientError (and with it the contract's
// zod error schema): the header's cart code shows refusals too and must not bring zod into every page.

/**
 * The API's own words for a refusal a retry cannot help (a 4xx with its reason, in the shopper's
 * language: docs/messages.md), to show alone; null when trying again may help (no answer, 5xx), where
 * the action's "please try again" text is the right one. A lost cart (`cart_missing`) keeps its own text.
 */
export function refusalText(error: CartActionError): string | null {
  if (error.key === 'cart_missing' || error.retryable || error.status === 0 || !error.message) return null;
  return error.message;
}
