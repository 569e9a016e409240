import type { Metadata } from 'next';
import { isbot } from 'isbot';
import { setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import {
  catalogueMetadata,
  renderCataloguePage,
  type CatalogueRequest,
} from '@/components/catalogue-page/catalogue-page';
import { LocaleSchema } from '@contract/locales';
import { catalogueContextFromCookies } from '@/lib/prices/request-price-preferences';
import { pathFromSegments } from '@/lib/routing/page-dispatch';

type Props = PageProps<'/[locale]/[[...slug]]'>;

/**
 * Catalogue paths WITH a query string (filtered or paged listings, search results): rendered per
 * request, with the price preferences from cookies. Paths without one are rewritten by the request
 * interceptor to the cached route (`cached/[variant]/[[...slug]]`); both render the same page.
 */
async function catalogueRequest({ params, searchParams }: Props): Promise<CatalogueRequest | null> {
  const { locale, slug } = await params;
  const parsed = LocaleSchema.safeParse(locale);
  const path = pathFromSegments(slug);
  if (!parsed.success || path === null) return null;
  const userAgent = (await headers()).get('user-agent');
  return {
    context: await catalogueContextFromCookies(parsed.data),
    path,
    searchParams: await searchParams,
    bot: Boolean(userAgent && isbot(userAgent)),
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const request = await catalogueRequest(props);
  return request ? catalogueMetadata(request) : {};
}

export default async function DynamicCataloguePage(props: Props) {
  const request = await catalogueRequest(props);
  if (!request) notFound();
  setRequestLocale(request.context.locale);
  return renderCataloguePage(request);
}
