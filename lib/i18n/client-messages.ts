import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client components read (`useTranslations('ns')`, or `t('ns.key')` after
 * `useTranslations()`). Only these are serialized into every page for the browser; server
 * components read the full set on the server. `client-messages.test.ts` scans the client
 * components and fails when one uses a namespace missing here.
 */
export const clientNamespaces = [
  'auth',
  'authNotices',
  'cart',
  'cartNotices',
  'catalogue',
  'common',
  'customer',
  'error',
  'language',
  'listing',
  'loading',
  'notFound',
  'preferences',
  'product',
  'reviews',
  'search',
  'wishList',
] as const;

/** The part of a locale's messages the browser needs (see `clientNamespaces`). */
export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of clientNamespaces) {
    const namespaceMessages = messages[namespace];
    if (namespaceMessages !== undefined) picked[namespace] = namespaceMessages;
  }
  return picked;
}

/**
 * Namespaces only the cart section's client components read (the cart page's texts, the checkout
 * phases'): the cart layout adds them to its pages alone, so catalogue pages do not carry them in
 * their HTML.
 */
export const cartLayoutNamespaces = ['addressBook', 'cartPage', 'checkout', 'credits'] as const;

/** The client messages of a page in the cart layout: every page's, and the cart section's own. */
export function pickCartLayoutMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return pickWith(messages, cartLayoutNamespaces);
}

/**
 * Namespaces only the customer area's client components read (its screens; the order recap and
 * the address fields it shares with the checkout), added by the customer layout alone.
 */
export const customerLayoutNamespaces = [
  'addressBook',
  'checkout',
  'credits',
  'customerArea',
  'fastCheckout',
  'newsletter',
  'returns',
] as const;

/** The client messages of a page in the customer layout: every page's, and the customer area's own. */
export function pickCustomerLayoutMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return pickWith(messages, customerLayoutNamespaces);
}

/**
 * Namespaces of the guest's return and complaint pages and the slip (outside the customer
 * layout): the forms' texts, the customer area's status lines and the checkout's pickup dialog they share.
 */
export const returnsPageNamespaces = ['checkout', 'customerArea', 'returns'] as const;

/** The client messages of the guest's return and complaint pages. */
export function pickReturnsPageMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return pickWith(messages, returnsPageNamespaces);
}

function pickWith(messages: AbstractIntlMessages, extra: readonly string[]): AbstractIntlMessages {
  const picked = pickClientMessages(messages);
  for (const namespace of extra) {
    const namespaceMessages = messages[namespace];
    if (namespaceMessages !== undefined) picked[namespace] = namespaceMessages;
  }
  return picked;
}
