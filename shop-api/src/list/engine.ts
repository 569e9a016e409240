import { msg } from '../messages/message';
import { and, eq, inArray } from 'drizzle-orm';
import type { EmbedRequest, ListEnvelope } from '@contract';
import { ApiError } from '../http/api-error';
import type { MessageKey } from '../messages/message';
import type { ParsedListQuery, ParsedRecordQuery, ResourceDefinition, ResourceItem } from './definition';
import { attachEmbeds } from './embed';
import { filterWhere, orderBy, searchWhere } from './filter-sql';
import { parseListQuery, parseRecordQuery } from './parse-query';
import type { ReadContext } from './read-context';
import { buildTree, type TreeNode } from './tree';

/** An item after `only` / `except`: some top-level fields may be missing, `id` never is. */
export type SelectedItem<Item extends ResourceItem = ResourceItem> = Partial<Item> & Pick<Item, 'id'>;

/** Applies `only` / `except` to the top-level fields; `id` and `_embedded` always stay. */
export function selectFields<Item extends ResourceItem>(item: Item, query: ParsedRecordQuery): SelectedItem<Item> {
  const { only, except } = query;
  if (!only && !except) return { ...item };
  const keep = (key: string) =>
    key === 'id' || key === '_embedded' || (only ? only.includes(key) : !except?.includes(key));
  const selected: Partial<Item> = {};
  for (const key of Object.keys(item) as (keyof Item & string)[]) if (keep(key)) selected[key] = item[key];
  return { ...selected, id: item.id };
}

/** One page of a resource for a validated query: one count, one page query, one batched load per embed. */
export async function loadPage<Item extends ResourceItem>(
  definition: ResourceDefinition<Item>,
  env: ReadContext,
  query: ParsedListQuery,
): Promise<ListEnvelope<Item>> {
  const source = definition.source(env);
  const where = and(filterWhere(definition, query.filters), searchWhere(definition, query.search, env.locale));
  const total = await source.count(where);
  const perPage = query.paginate ? query.perPage : total;
  const totalPages = query.paginate ? Math.ceil(total / perPage) : Math.min(total, 1);
  const lastPage = Math.max(1, totalPages);
  if (query.page > lastPage) {
    throw ApiError.validation([
      { field: 'page', message: msg('list.pageBeyond', { page: query.page, last: lastPage }) },
    ]);
  }
  const rows = await source.items({
    where,
    orderBy: orderBy(definition, query.sort, query.search && { terms: query.search, locale: env.locale }),
    ...(query.paginate ? { limit: perPage, offset: (query.page - 1) * perPage } : {}),
  });
  const items = await attachEmbeds(definition, env, rows, query.embeds);
  return { items, _meta: { page: query.page, per_page: perPage, total, total_pages: totalPages }, _errors: {} };
}

/** A typed page for server-side callers, from parameters as a URL would carry them (`{ sort: '-sells_count' }`). */
export function findPage<Item extends ResourceItem>(
  definition: ResourceDefinition<Item>,
  env: ReadContext,
  params: Readonly<Record<string, string>>,
): Promise<ListEnvelope<Item>> {
  return loadPage(definition, env, parseListQuery(definition, params));
}

/** GET /<resource>: validates the raw query string and answers the list envelope. */
export async function listResource<Item extends ResourceItem>(
  definition: ResourceDefinition<Item>,
  env: ReadContext,
  rawQuery: unknown,
): Promise<ListEnvelope<SelectedItem<Item>>> {
  const query = parseListQuery(definition, rawQuery);
  const page = await loadPage(definition, env, query);
  return { ...page, items: page.items.map((item) => selectFields(item, query)) };
}

/** One visible record with the given embeds, or null when there is none under that id. */
export async function findResource<Item extends ResourceItem>(
  definition: ResourceDefinition<Item>,
  env: ReadContext,
  id: number,
  embeds: readonly EmbedRequest[] = [],
): Promise<Item | null> {
  const rows = await definition.source(env).items({ where: eq(definition.idExpression, id), orderBy: [], limit: 1 });
  const [item] = await attachEmbeds(definition, env, rows, embeds);
  return item ?? null;
}

/** Visible records by id, for embeds that answer another resource's records (a product's brand). */
export async function loadByIds<Item extends ResourceItem>(
  definition: ResourceDefinition<Item>,
  env: ReadContext,
  ids: readonly number[],
): Promise<Map<number, Item>> {
  if (ids.length === 0) return new Map();
  const items = await definition.source(env).items({ where: inArray(definition.idExpression, [...ids]), orderBy: [] });
  return new Map(items.map((item) => [item.id, item]));
}

/** The 404 of each resource, by its definition's name. */
const notFoundKeys: Record<string, MessageKey & `notFound.${string}`> = {
  Article: 'notFound.article',
  'Article category': 'notFound.articleCategory',
  Category: 'notFound.category',
  Brand: 'notFound.brand',
  Product: 'notFound.product',
};

/** GET /<resource>/:id (the route checked the id): validates the query; an unknown id is a 404. */
export async function showResource<Item extends ResourceItem>(
  definition: ResourceDefinition<Item>,
  env: ReadContext,
  id: number,
  rawQuery: unknown,
): Promise<SelectedItem<Item>> {
  const query = parseRecordQuery(definition, rawQuery);
  const item = await findResource(definition, env, id, query.embeds);
  if (!item) throw ApiError.notFound(notFoundKeys[definition.name] ?? 'notFound.record');
  return selectFields(item, query);
}

/** Every visible record nested by parent, siblings in the default order, each with the given embeds. */
export async function loadTree<Item extends ResourceItem & { parent_id: number | null }>(
  definition: ResourceDefinition<Item>,
  env: ReadContext,
  embeds: readonly EmbedRequest[] = [],
): Promise<TreeNode<Item>[]> {
  const rows = await definition
    .source(env)
    .items({ where: undefined, orderBy: orderBy(definition, definition.defaultSort) });
  return buildTree(await attachEmbeds(definition, env, rows, embeds));
}

/** A tree node after `only` / `except`. */
export type SelectedTreeNode<Item extends ResourceItem> = SelectedItem<Item> & { children: SelectedTreeNode<Item>[] };

function selectTree<Item extends ResourceItem>(
  nodes: TreeNode<Item>[],
  query: ParsedRecordQuery,
): SelectedTreeNode<Item>[] {
  return nodes.map((node) => ({ ...selectFields(node, query), children: selectTree(node.children, query) }));
}

/** GET /<resource>/tree: the roots in the list envelope, one page holding the whole tree. */
export async function treeResource<Item extends ResourceItem & { parent_id: number | null }>(
  definition: ResourceDefinition<Item>,
  env: ReadContext,
  rawQuery: unknown,
): Promise<ListEnvelope<SelectedTreeNode<Item>>> {
  const query = parseRecordQuery(definition, rawQuery);
  const roots = await loadTree(definition, env, query.embeds);
  const items = selectTree(roots, query);
  return {
    items,
    _meta: { page: 1, per_page: items.length, total: items.length, total_pages: Math.min(items.length, 1) },
    _errors: {},
  };
}
