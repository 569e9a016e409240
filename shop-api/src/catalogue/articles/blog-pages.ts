import {
  encodeFilters,
  locales,
  modelTypes,
  routeTableLanguages,
  type Filter,
  type ListEnvelope,
  type Article,
  type Page,
} from '@contract';
import { blogPageSize, blogTexts } from '../../content/blog';
import { ApiError } from '../../http/api-error';
import type { ReadContext } from '../../list/read-context';
import { routeTable } from '../../shop/route-table';
import { toUrls } from '../shared/urls.repository';
import { selectAllArticleCategories } from './article-categories.repository';
import { serializeArticleCategory } from './article-categories.serializer';
import { selfAndDescendantIds } from './article-category-tree';
import { findArticleCategoryById, findArticles, listRootArticleCategories } from './articles.service';

/** What an article card on a blog listing shows: link, cover picture, author, categories. */
const cardEmbeds = 'urls,image_url,user,categories';

const isPageBeyondEnd = (error: unknown) =>
  error instanceof ApiError && error.fieldErrors.some((e) => e.field === 'page');

/** One page of published articles, newest first; a page after the last one does not exist (404). */
async function articlePage(env: ReadContext, filters: Filter[], page: number): Promise<ListEnvelope<Article>> {
  const params: Record<string, string> = {
    page: String(page),
    per_page: String(blogPageSize),
    sort: '-publish_at,-id',
    embed: cardEmbeds,
  };
  if (filters.length > 0) params.filters = encodeFilters(filters);
  try {
    return await findArticles(env, params);
  } catch (error) {
    if (isPageBeyondEnd(error)) throw ApiError.notFound('notFound.page');
    throw error;
  }
}

/** The blog list's path per language: the route table's `blog` route. */
export function blogPaths(): Partial<Record<(typeof locales)[number], string>> {
  const slugs = routeTable.blog?.slug ?? {};
  return Object.fromEntries(
    locales.flatMap((l) => (slugs[routeTableLanguages[l]] ? [[l, slugs[routeTableLanguages[l]]]] : [])),
  );
}

/** The blog list at the route table's `blog` path of the language, or null for any other path. */
export async function blogListPage(env: ReadContext, path: string, page: number): Promise<Page | null> {
  const urls = blogPaths();
  if (!urls[env.locale] || urls[env.locale] !== path) return null;
  const [articles, categories] = await Promise.all([articlePage(env, [], page), listRootArticleCategories(env)]);
  const texts = blogTexts[env.locale];
  return {
    kind: 'blog-list',
    model: {
      name: texts.name,
      meta_title: texts.metaTitle,
      meta_description: texts.metaDescription,
      articles,
      categories,
    },
    urls,
  };
}

/** An article category with its trail and subcategories, and one page of its articles and its subcategories' ones. */
export async function articleCategoryPage(env: ReadContext, id: number, page: number): Promise<Page | null> {
  const model = await findArticleCategoryById(env, id, [{ name: 'urls' }, { name: 'children' }, { name: 'ancestors' }]);
  if (!model) return null;
  const all = (await selectAllArticleCategories(env)).map(serializeArticleCategory);
  const articles = await articlePage(env, [['article_category_id', 'in', selfAndDescendantIds(all, id)]], page);
  return {
    kind: 'article-category',
    model_type: modelTypes.articleCategory,
    model,
    urls: toUrls(model._embedded?.urls),
    articles,
  };
}
