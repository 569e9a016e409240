import { modelTypes, type StaticPage } from '@contract';
import { loadUrls } from '../catalogue/shared/urls.repository';
import type { ReadContext } from '../list/read-context';
import { selectStaticPage, type StaticPageRow } from './static-pages.repository';

function serializeStaticPage({ page, translation }: StaticPageRow): StaticPage {
  return {
    id: page.id,
    name: translation.name,
    content: translation.content,
    slug: translation.slug,
    meta_title: translation.metaTitle,
    meta_description: translation.metaDescription,
    meta_index: page.metaIndex,
    meta_follow: page.metaFollow,
    is_active: page.isActive,
    created_at: page.createdAt.toISOString(),
  };
}

/** An active static page in the shopper's language with its `urls` embed, or null. */
export async function findStaticPageById(env: ReadContext, id: number): Promise<StaticPage | null> {
  const row = await selectStaticPage(env, id);
  if (!row) return null;
  const urls = (await loadUrls(env, modelTypes.staticPage, [id])).get(id) ?? {};
  return { ...serializeStaticPage(row), _embedded: { urls } };
}
