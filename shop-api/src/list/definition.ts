import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { EmbedRequest, FilterOperator, FilterScalar, Locale, SortTerm } from '@contract';
import type { ReadContext } from './read-context';

/** Value kinds a filter can compare; each decides the operators and the value type it accepts. */
export type FieldType = 'integer' | 'decimal' | 'string' | 'boolean' | 'date';

const ordered = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in'] as const;
export const operatorsByType: Record<FieldType, readonly FilterOperator[]> = {
  integer: ordered,
  decimal: ordered,
  date: ordered,
  string: ['eq', 'neq', 'contains', 'starts_with', 'ends_with', 'in'],
  boolean: ['eq', 'neq'],
};

/** A validated filter value: a scalar of the field's type, a list for `in`, or null for eq/neq on nullable fields. */
export type FilterValue = FilterScalar | FilterScalar[];

export interface ParsedFilter {
  field: string;
  operator: FilterOperator;
  value: FilterValue;
}

/** What a filter field accepts; the parser needs only this, so it can be tested without a database. */
export interface FilterSpec {
  type: FieldType;
  /** Narrows the operators of the type, for fields where some make no sense. */
  operators?: readonly FilterOperator[];
  /** Allows `eq null` / `neq null`. */
  nullable?: boolean;
}

export type FilterField = FilterSpec &
  (
    | { expression: SQLWrapper; condition?: never }
    /** For filters that are not a comparison of one column, such as an EXISTS over a link table. */
    | { condition: (operator: FilterOperator, value: FilterValue) => SQL; expression?: never }
  );

export interface EmbedSpec {
  /** Fields of the embedded record(s) that `name{a,b}` may pick; absent for scalars and id lists. */
  fields?: readonly string[];
}

export interface EmbedDefinition<Item> extends EmbedSpec {
  /** Loads the embed for a whole page of items at once and answers per item. */
  load(items: Item[], env: ReadContext): Promise<(item: Item) => unknown>;
}

/**
 * Full-text search of a resource: the `search` parameter and the `relevance` sort it enables.
 * `terms` are the words of `searchTerms` (contract/search/search-terms.ts), never empty.
 */
export interface SearchSpec {
  /** The rows every word matches; `locale` is the language the words are stemmed in. */
  match(terms: readonly string[], locale: Locale): SQL;
  /** Higher is more relevant. */
  rank(terms: readonly string[], locale: Locale): SQL;
}

/** The whitelist of one resource: what a query may sort, filter, embed and select. */
export interface QueryWhitelist {
  /** Top-level fields of the serialized item, for `only` and `except`. */
  fields: readonly string[];
  sort: Readonly<Record<string, unknown>>;
  defaultSort: readonly SortTerm[];
  filters: Readonly<Record<string, FilterSpec>>;
  embeds: Readonly<Record<string, EmbedSpec>>;
  /** Present when the resource takes `search`; the parser only checks that it is there. */
  search?: unknown;
}

export interface PageOptions {
  where: SQL | undefined;
  orderBy: SQL[];
  /** Absent for `paginate=0`: every matching row. */
  limit?: number;
  offset?: number;
}

/** The repository side of a resource: counts and loads serialized items under the resource's visibility rules. */
export interface ListSource<Item> {
  count(where: SQL | undefined): Promise<number>;
  items(options: PageOptions): Promise<Item[]>;
}

/** An item as the contract sends it: embedded records travel under `_embedded`. */
export interface ResourceItem {
  id: number;
  _embedded?: Record<string, unknown>;
}

export interface ResourceDefinition<Item extends ResourceItem> extends QueryWhitelist {
  /** Name used in messages: "Product was not found." */
  name: string;
  idExpression: SQLWrapper;
  sort: Readonly<Record<string, SQLWrapper>>;
  filters: Readonly<Record<string, FilterField>>;
  embeds: Readonly<Record<string, EmbedDefinition<Item>>>;
  search?: SearchSpec;
  source(env: ReadContext): ListSource<Item>;
}

/** A list query after validation against a whitelist. */
export interface ParsedListQuery {
  page: number;
  perPage: number;
  paginate: boolean;
  sort: SortTerm[];
  filters: ParsedFilter[];
  embeds: EmbedRequest[];
  only?: string[];
  except?: string[];
  /** The words of `search`; an empty list when the text has none (nothing matches). */
  search?: string[];
}

/** The part of a list query a single record or a tree accepts. */
export type ParsedRecordQuery = Pick<ParsedListQuery, 'embeds' | 'only' | 'except'>;
