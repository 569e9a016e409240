import { encodeFilters, type Article, type ArticleCategory, type EmbedRequest, type ListEnvelope } from '@contract';
import { findPage, findResource, listResource, showResource } from '../../list/engine';
import type { ReadContext } from '../../list/read-context';
import { articleCategoryDefinition } from './article-categories.list-definition';
import { articleDefinition } from './articles.list-definition';

export const listArticles = (env: ReadContext, rawQuery: unknown) => listResource(articleDefinition, env, rawQuery);
export const showArticle = (env: ReadContext, id: number, rawQuery: unknown) =>
  showResource(articleDefinition, env, id, rawQuery);
export const listArticleCategories = (env: ReadContext, rawQuery: unknown) =>
  listResource(articleCategoryDefinition, env, rawQuery);
export const showArticleCategory = (env: ReadContext, id: number, rawQuery: unknown) =>
  showResource(articleCategoryDefinition, env, id, rawQuery);

/** A published article with the given embeds, or null; for the page lookup. */
export function findArticleById(
  env: ReadContext,
  id: number,
  embeds: readonly EmbedRequest[] = [],
): Promise<Article | null> {
  return findResource(articleDefinition, env, id, embeds);
}

export function findArticleCategoryById(
  env: ReadContext,
  id: number,
  embeds: readonly EmbedRequest[] = [],
): Promise<ArticleCategory | null> {
  return findResource(articleCategoryDefinition, env, id, embeds);
}

/** A typed page of published articles from URL-style parameters, e.g. `{ per_page: '3', embed: 'urls' }`. */
export function findArticles(env: ReadContext, params: Record<string, string>): Promise<ListEnvelope<Article>> {
  return findPage(articleDefinition, env, params);
}

/** Top-level article categories with their `urls`, by position. */
export async function listRootArticleCategories(env: ReadContext): Promise<ArticleCategory[]> {
  const page = await findPage(articleCategoryDefinition, env, {
    paginate: '0',
    embed: 'urls',
    filters: encodeFilters([['parent_id', 'eq', null]]),
  });
  return page.items;
}
