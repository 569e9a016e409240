import type { FieldError, ListEnvelope } from '@contract';
import { defaultSuggestionLimit, maxSuggestionLimit, type SearchSuggestions } from '@contract/search/search-suggestions';
import { maxSearchLength, searchTextProblem } from '@contract/search/search-terms';
import { productDefinition } from '../catalogue/products/products.list-definition';
import { ApiError } from '../http/api-error';
import { findPage } from '../list/engine';
import type { ReadContext } from '../list/read-context';
import { searchableArticles, searchableBrands, searchableCategories } from './searchable-definitions';

interface SuggestQuery {
  q: string;
  limit: number;
}

/** `q` (1–200 characters after trimming) and `limit` per section (1–20); anything else is a 422. */
export function parseSuggestQuery(raw: unknown): SuggestQuery {
  const errors: FieldError[] = [];
  const entries = raw && typeof raw === 'object' ? Object.entries(raw) : [];
  const params = new Map<string, string>();
  for (const [name, value] of entries) {
    if (name !== 'q' && name !== 'limit') errors.push({ field: name, message: 'Unknown query parameter.' });
    else if (typeof value !== 'string') errors.push({ field: name, message: 'Give this parameter once.' });
    else params.set(name, value);
  }
  const q = params.get('q');
  const problem = q === undefined ? 'empty' : searchTextProblem(q);
  if (problem === 'empty' && !errors.some((e) => e.field === 'q')) errors.push({ field: 'q', message: 'Type something to search for.' });
  if (problem === 'too_long') errors.push({ field: 'q', message: `Use at most ${maxSearchLength} characters.` });
  const limitText = params.get('limit');
  const limit = limitText === undefined ? defaultSuggestionLimit : /^\d+$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= maxSuggestionLimit)) errors.push({ field: 'limit', message: `Must be a whole number from 1 to ${maxSuggestionLimit}.` });
  if (errors.length > 0) throw ApiError.validation(errors);
  return { q: (q ?? '').trim(), limit };
}

const section = <T>(page: ListEnvelope<T>) => ({ items: page.items, total: page._meta.total ?? page.items.length });

/** The most relevant products, categories, brands and articles for a text, each kind ranked on its own. */
export async function suggest(env: ReadContext, rawQuery: unknown): Promise<SearchSuggestions> {
  const { q, limit } = parseSuggestQuery(rawQuery);
  const params = (embed: string) => ({ search: q, per_page: String(limit), embed });
  const [products, categories, brands, articles] = await Promise.all([
    findPage(productDefinition, env, params('urls,default_image_url')),
    findPage(searchableCategories, env, params('urls')),
    findPage(searchableBrands, env, params('urls')),
    findPage(searchableArticles, env, params('urls,image_url')),
  ]);
  return { query: q, products: section(products), categories: section(categories), brands: section(brands), articles: section(articles) };
}
