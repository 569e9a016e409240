import type { BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl } from '@/lib/seo/site-url';

export interface BreadcrumbItem {
  label: string;
  /** An app path (`/cs/obleceni`) or an absolute URL; the current page may have none. */
  href?: string;
}

/**
 * schema.org BreadcrumbList of a trail: positions from 1, absolute item URLs. The last crumb (the
 * current page) may lack a link; `currentUrl` then names it, as Google asks for every item but the last.
 */
export function breadcrumbJsonLd(
  items: readonly BreadcrumbItem[],
  base: string,
  currentUrl?: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => {
      const href = item.href ?? (index === items.length - 1 ? currentUrl : undefined);
      const url = href === undefined ? undefined : /^https?:\/\//.test(href) ? href : absoluteUrl(base, href);
      return { '@type': 'ListItem', position: index + 1, name: item.label, ...(url ? { item: url } : {}) };
    }),
  };
}
