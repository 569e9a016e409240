import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import {
  catalogueMetadata,
  renderCataloguePage,
  type CatalogueRequest,
} from '@/components/catalogue-page/catalogue-page';
import { LocaleSchema } from '@contract/locales';
import { pathFromSegments } from '@/lib/routing/page-dispatch';
import { decodeCachedSegment, searchParamsOf } from '@/lib/cache/cached-segment';

type Props = PageProps<'/[locale]/cached/[variant]/[[...slug]]'>;

/**
 * Catalogue paths, rewritten here by the request interceptor with the shopper's render variant
 * (`/cs/cached/czk-with/cervene-tricko`) and, for a filtered, sorted or paged listing, its canonical
 * query (`/en/cached/eur-with~YnJhbmQ9bHVtZXJh/clothing`, lib/cache/cached-segment.ts). Rendered
 * from params alone (no cookies, no headers), so each language × variant × query × path is rendered
 * on its first request and then served from the full route cache until the shop API revalidates
 * its tags (docs/caching.md).
 */
export const revalidate = 3600;
export const dynamicParams = true;
/** Request data can never leak in: cookies() and headers() answer empty here. */
export const dynamic = 'force-static';

/** Nothing at build time (the shop API need not run during `next build`); every page on first request. */
export function generateStaticParams(): { variant: string; slug?: string[] }[] {
  return [];
}

async function catalogueRequest({ params }: Props): Promise<CatalogueRequest | null> {
  const { locale, variant, slug } = await params;
  const parsedLocale = LocaleSchema.safeParse(locale);
  const segment = decodeCachedSegment(variant);
  const path = pathFromSegments(slug);
  if (!parsedLocale.success || !segment || path === null) return null;
  const { currency, tax, bot } = segment.variant;
  return {
    context: { locale: parsedLocale.data, currency, tax },
    path,
    searchParams: searchParamsOf(segment.query),
    bot,
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const request = await catalogueRequest(props);
  return request ? catalogueMetadata(request) : {};
}

export default async function CachedCataloguePage(props: Props) {
  const request = await catalogueRequest(props);
  if (!request) notFound();
  setRequestLocale(request.context.locale);
  return renderCataloguePage(request);
}
