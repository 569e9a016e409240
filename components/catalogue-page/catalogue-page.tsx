import 'server-only';
import type { Metadata } from 'next';
import type { ReactElement } from 'react';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { DefaultLayout } from '@/components/layouts/default-layout';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { getPage } from '@/lib/data/pages';
import { dispatchPage, type PageAction } from '@/lib/routing/page-dispatch';
import { parsePageNumber } from '@/lib/routing/page-number';
import { queryWithout } from '@/lib/listing/cleaned-query';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { markCrawlerError } from '@/lib/seo/crawler';
import { metadataSettings } from '@/lib/seo/metadata-settings';
import { listingPosition } from '@/lib/seo/listing-canonical';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { listingParamNames } from '@contract/listing/listing-params';
import { pageAlternates } from './page-alternates';
import { PageKindView, type SearchParams } from './page-kind-view';

/**
 * One catalogue request, whichever route serves it: the cached route (params only, see
 * docs/caching.md) or the dynamic catch-all (paths with a query string, context from cookies).
 */
export interface CatalogueRequest {
  /** Language and price preferences: everything the page's data depends on. */
  context: Required<CatalogueContext>;
  /** The decoded path after the locale prefix (`cervene-tricko`, `''` for the home page). */
  path: string;
  /** Always empty on the cached route: a path with a query string is rendered dynamically. */
  searchParams: SearchParams;
  /** A crawler or bot user agent (the render variant's flag): such visitors get no rendered error page. */
  bot: boolean;
}

/** Page kinds whose pages the page lookup itself answers (`GET page/{path}?page=N`). */
const pagedByLookup = new Set<string>(['blog-list', 'article-category']);

function lookup(request: CatalogueRequest, listingPage: number): Promise<PageAction> {
  // A failed lookup for a crawler is marked so the error boundary renders nothing for it (lib/seo/crawler.ts).
  return getPage(request.context, request.path, listingPage).then(dispatchPage, (error: unknown) => {
    throw request.bot ? markCrawlerError(error) : error;
  });
}

/**
 * What lives at the path. The blog and article categories page through the page lookup, under the
 * language's `page` name; a malformed page number or one past the last (a stale link) leads to the
 * same page without it, never to a 404 (docs/product-filters.md, "Malformed or stale").
 */
async function resolve(request: CatalogueRequest): Promise<PageAction> {
  const { locale } = request.context;
  const name = listingParamNames[locale].page;
  const raw = request.searchParams[name];
  const listingPage = parsePageNumber(raw);
  const action = await lookup(request, listingPage ?? 1);
  if (raw === undefined || (listingPage !== null && (listingPage === 1 || action.type !== 'not-found'))) return action;
  const first = listingPage === null ? action : await lookup(request, 1);
  // Only the kinds the page lookup pages; category, brand and search listings read their own page
  // parameter (with "load more" ranges) and clean it themselves.
  if (first.type !== 'render' || !pagedByLookup.has(first.page.kind)) return action;
  const url = `${catalogueHref(locale, first.page.urls)}${queryWithout(request.searchParams, [name]) ?? ''}`;
  return { type: 'redirect', url, permanent: false, external: false };
}

/** The metadata of a catalogue page; Next.js dedupes the page lookup it shares with the body. */
export async function catalogueMetadata(request: CatalogueRequest): Promise<Metadata> {
  const action = await resolve(request);
  if (action.type !== 'render') return {};
  const { locale } = request.context;
  const listing = listingPosition(action.page.kind, request.searchParams, locale);
  return pageMetadata(action.page, await metadataSettings(locale, listing));
}

/**
 * The page the shop API says lives at the path (`GET page/{path}`), in the default layout; a
 * missing page is the 404 page and a redirect a real 307/308. No loading.tsx above it on purpose:
 * the answer decides the HTTP status, which must be known before the first byte is sent, so the
 * route's page function awaits this itself (the 404 and redirects are thrown from the page).
 */
export async function renderCataloguePage(request: CatalogueRequest): Promise<ReactElement> {
  const action = await resolve(request);
  if (action.type === 'not-found') notFound();
  if (action.type === 'redirect') {
    if (action.permanent) permanentRedirect(action.url);
    redirect(action.url);
  }
  return (
    <DefaultLayout
      alternates={await pageAlternates(request.context, action.page, request.searchParams)}
      preferences={{ currency: request.context.currency, tax: request.context.tax }}
    >
      <PageKindView context={request.context} page={action.page} searchParams={request.searchParams} />
    </DefaultLayout>
  );
}
