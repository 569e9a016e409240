import { productCardEmbeds, type ListEnvelope } from '@contract';
import type { SuggestQuery } from '@contract/calls/search';
import type { SearchSuggestions } from '@contract/search/search-suggestions';
import { productDefinition } from '../catalogue/products/products.list-definition';
import { findPage } from '../list/engine';
import type { ReadContext } from '../list/read-context';
import { searchableArticles, searchableBrands, searchableCategories } from './searchable-definitions';

const section = <T>(page: ListEnvelope<T>) => ({ items: page.items, total: page._meta.total ?? page.items.length });

/** The most relevant products, categories, brands and articles for a text, each kind ranked on its own. */
export async function suggest(env: ReadContext, { q, limit }: SuggestQuery): Promise<SearchSuggestions> {
  const params = (embed: string) => ({ search: q, per_page: String(limit), embed });
  const [products, categories, brands, articles] = await Promise.all([
    findPage(productDefinition, env, params(productCardEmbeds.join(','))),
    findPage(searchableCategories, env, params('urls')),
    findPage(searchableBrands, env, params('urls')),
    findPage(searchableArticles, env, params('urls,image_url')),
  ]);
  return {
    query: q,
    products: section(products),
    categories: section(categories),
    brands: section(brands),
    articles: section(articles),
  };
}
