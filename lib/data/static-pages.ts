import 'server-only';
import { catalogueApi } from '@/lib/api/catalogue-api';
import { catalogueTag, listTags } from '@contract/cache/cache-tags';
import { StaticPageLinkSchema, type StaticPageLink } from '@contract/calls/static-pages';
import type { Locale } from '@contract/locales';
import { cached, catalogueLifetime } from './cache-policy';

/** The shop's active static pages (terms, shipping and returns, about…) in the language, with their paths. */
export async function listStaticPages(locale: Locale): Promise<StaticPageLink[]> {
  const list = await catalogueApi({ locale }).list(StaticPageLinkSchema, 'static-pages', {
    ...cached({ tags: [catalogueTag, listTags.staticPages], revalidate: catalogueLifetime }),
  });
  return list.items;
}
