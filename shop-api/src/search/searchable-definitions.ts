import type { Article, Brand, Category } from '@contract';
import { articleDefinition } from '../catalogue/articles/articles.list-definition';
import { brandDefinition } from '../catalogue/brands/brands.list-definition';
import { categoryDefinition } from '../catalogue/categories/categories.list-definition';
import { articleTranslations, brandTranslations, categoryTranslations } from '../db/schema';
import type { ResourceDefinition } from '../list/definition';
import { searchSpec } from './search-sql';

/**
 * Categories, brands and articles as the quick search reads them: their own definitions (and so
 * their visibility rules and embeds) with a search over their translations. Products take
 * `search` on GET /products itself (products.list-definition.ts).
 */
export const searchableCategories: ResourceDefinition<Category> = {
  ...categoryDefinition,
  search: searchSpec(categoryTranslations),
};
export const searchableBrands: ResourceDefinition<Brand> = {
  ...brandDefinition,
  search: searchSpec(brandTranslations),
};
export const searchableArticles: ResourceDefinition<Article> = {
  ...articleDefinition,
  search: searchSpec(articleTranslations),
};
