import 'server-only';
import type { LegalPageHrefs } from '@/components/checkout/order-terms-note';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import type { Locale } from '@contract/locales';
import { secondaryRead } from './secondary-read';
import { listStaticPages } from './static-pages';

/**
 * The terms' and the privacy policy's paths in the language: the static pages whose `role` says
 * so, from the same cached list the footer reads (no slug is written in the storefront). A failed
 * read is logged and answers no links; the sentence beside the order button still stands.
 */
export async function legalPageHrefs(locale: Locale): Promise<LegalPageHrefs> {
  const pages = await secondaryRead({ resource: 'static-pages', section: 'order terms' }, () =>
    listStaticPages(locale),
  );
  const href = (role: 'terms' | 'privacy') => {
    const page = pages.ok ? pages.data.find((entry) => entry.role === role) : undefined;
    return page ? catalogueHref(locale, page._embedded?.urls, page.slug) : null;
  };
  return { terms: href('terms'), privacy: href('privacy') };
}
