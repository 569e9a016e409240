import type { Locale } from '@contract/locales';

/**
 * React Query keys of the cart. The API answers money and names in the request's language and
 * currency, so both are part of every key: switching either loads the cart again instead of
 * showing amounts in the old currency. Everything of one cart sits under `cartKeys.scope(...)`, so
 * one invalidation refreshes the cart and its lists together.
 */
export interface CartScope {
  locale: Locale;
  /** The `currency` cookie; undefined means the language's default. */
  currency: string | undefined;
}

const root = 'cart' as const;

export const cartKeys = {
  /** Every cart query of every language and currency. */
  all: [root] as const,
  /** Every query of the current cart in one language and currency (prefix of the keys below). */
  scope: (scope: CartScope) => [root, scope.locale, scope.currency ?? 'default'] as const,
  /** The current cart (`Cart | null`: null while the visitor has none). */
  cart: (scope: CartScope) => [...cartKeys.scope(scope), 'current'] as const,
  shippingMethods: (scope: CartScope, cartId: string) =>
    [...cartKeys.scope(scope), cartId, 'shipping-methods'] as const,
  paymentMethods: (scope: CartScope, cartId: string) => [...cartKeys.scope(scope), cartId, 'payment-methods'] as const,
  addresses: (scope: CartScope, cartId: string) => [...cartKeys.scope(scope), cartId, 'addresses'] as const,
};

/** Mutation keys: amount changes are counted to show only the last answer of quick clicks. */
export const cartMutationKeys = {
  changeAmount: [root, 'change-amount'] as const,
};
