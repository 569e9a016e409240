import type { Organization, SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import type { Locale } from '@contract/locales';
import { absoluteUrl, siteUrl } from '../site-url';

/** The shop as its structured data names it: the publisher of the blog, the owner of the website. */
export interface ShopIdentity {
  /** The shop's public address (`siteUrl()`), no trailing slash. */
  siteUrl: string;
  name: string;
  /** Absolute URL of the shop's logo (a square picture of at least 112 px). */
  logoUrl: string;
}

/** Where the logo lives: the app icon Next.js serves at `/apple-icon.png` (180 × 180, app/apple-icon.png). */
const logoPath = '/apple-icon.png';

/** The shop's identity at its configured address (`SITE_URL`), with the logo beside it. */
export function shopIdentity(name: string, base: string = siteUrl()): ShopIdentity {
  return { siteUrl: base, name, logoUrl: absoluteUrl(base, logoPath) };
}

function organization(shop: ShopIdentity) {
  return {
    '@type': 'Organization' as const,
    '@id': `${shop.siteUrl}/#organization`,
    name: shop.name,
    url: shop.siteUrl,
    logo: { '@type': 'ImageObject' as const, url: shop.logoUrl },
  };
}

/** The shop as a schema.org Organization, one `@id` for every page that names it. */
export function shopOrganization(shop: ShopIdentity): Organization {
  return organization(shop);
}

export function organizationJsonLd(shop: ShopIdentity): WithContext<Organization> {
  return { '@context': 'https://schema.org', ...organization(shop) };
}

/**
 * The home page's WebSite: its address in the language, the shop that publishes it and, when the
 * shop has a search page, the SearchAction search engines offer as a site search box
 * (`searchUrlTemplate` holds `{search_term_string}` where the words go, in the language's own
 * path and parameter name).
 */
export function websiteJsonLd(
  shop: ShopIdentity,
  { locale, searchUrlTemplate }: { locale: Locale; searchUrlTemplate?: string },
): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> | undefined = searchUrlTemplate
    ? {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate },
        'query-input': 'required name=search_term_string',
      }
    : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${shop.siteUrl}/${locale}#website`,
    url: `${shop.siteUrl}/${locale}`,
    name: shop.name,
    inLanguage: locale,
    publisher: { '@id': `${shop.siteUrl}/#organization` },
    ...(search ? { potentialAction: search } : {}),
  };
}
