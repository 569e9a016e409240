import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client components read (`useTranslations('ns')`, or `t('ns.key')` after
 * `useTranslations()`). Only these are serialized into every page for the browser; server
 * components read the full set on the server. `client-messages.test.ts` scans the client
 * components and fails when one uses a namespace missing here.
 */
export const clientNamespaces = [
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
  'search',
] as const;

/**
 * Namespaces only the cart section's client components read (the checkout phases): the cart
 * layout adds them to its pages, so catalogue pages do not carry them.
 */
export const cartSectionNamespaces = ['checkout'] as const;

/** The part of a locale's messages the browser needs (see `clientNamespaces`), plus a section's own. */
export function pickClientMessages(
  messages: AbstractIntlMessages,
  sectionNamespaces: readonly string[] = [],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of [...clientNamespaces, ...sectionNamespaces]) {
    const namespaceMessages = messages[namespace];
    if (namespaceMessages !== undefined) picked[namespace] = namespaceMessages;
  }
  return picked;
}
