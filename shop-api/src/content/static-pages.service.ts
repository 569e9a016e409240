import { modelTypes, type StaticPage } from '@contract';
import type { StaticPageList } from '@contract/calls/static-pages';
import { staticPageRoles, type StaticPageRole } from '@contract/codes/static-page-roles';
import { fillContentFacts } from './content-facts';
import { loadUrls } from '../catalogue/shared/urls.repository';
import type { ReadContext } from '../list/read-context';
import { selectStaticPage, selectStaticPages, type StaticPageRow } from './static-pages.repository';

/** A stored role the contract knows, else none (a role written by a newer version is not answered). */
function staticPageRole(role: string | null): StaticPageRole | null {
  return (staticPageRoles as readonly string[]).includes(role ?? '') ? (role as StaticPageRole) : null;
}

function serializeStaticPage({ page, translation }: StaticPageRow): StaticPage {
  return {
    id: page.id,
    name: translation.name,
    content: translation.content,
    slug: translation.slug,
    role: staticPageRole(page.role),
    meta_title: translation.metaTitle,
    meta_description: translation.metaDescription,
    meta_index: page.metaIndex,
    meta_follow: page.metaFollow,
    is_active: page.isActive,
    created_at: page.createdAt.toISOString(),
  };
}

/** An active static page in the shopper's language, its facts filled in (`content-facts.ts`), with its `urls` embed, or null. */
export async function findStaticPageById(env: ReadContext, id: number): Promise<StaticPage | null> {
  const row = await selectStaticPage(env, id);
  if (!row) return null;
  const urls = (await loadUrls(env, modelTypes.staticPage, [id])).get(id) ?? {};
  const page = serializeStaticPage(row);
  return { ...page, content: await fillContentFacts(env, page.content), _embedded: { urls } };
}

/** `GET /static-pages`: the active pages in the shopper's language, without content, each with its `urls`. */
export async function listStaticPages(env: ReadContext): Promise<StaticPageList> {
  const rows = await selectStaticPages(env);
  const urls = await loadUrls(
    env,
    modelTypes.staticPage,
    rows.map((r) => r.page.id),
  );
  const items = rows.map((row) => {
    const { content: _content, ...page } = serializeStaticPage(row);
    return { ...page, _embedded: { urls: urls.get(row.page.id) ?? {} } };
  });
  return {
    items,
    _meta: { page: 1, per_page: items.length, total: items.length, total_pages: Math.min(items.length, 1) },
    _errors: {},
  };
}
