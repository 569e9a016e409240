import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FilterOperator, FilterScalar, Locale, SortTerm } from '@contract';
import type { FieldType, FilterValue, ResourceItem, PageOptions, ParsedFilter, ResourceDefinition } from './definition';

/** `%` and `_` in the shopper's text are literal characters, not wildcards. */
function likePattern(text: string, operator: 'contains' | 'starts_with' | 'ends_with'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (operator === 'starts_with') return `${escaped}%`;
  if (operator === 'ends_with') return `%${escaped}`;
  return `%${escaped}%`;
}

function bind(type: FieldType, value: FilterScalar): SQL {
  return type === 'date' ? sql`${value}::timestamptz` : sql`${value}`;
}

function asText(value: FilterValue): string {
  return typeof value === 'string' ? value : String(value);
}

/** One comparison as a parameterized condition; values are never spliced into the SQL text. */
export function compare(expression: SQLWrapper, type: FieldType, operator: FilterOperator, value: FilterValue): SQL {
  // Answers carry millisecond timestamps, so compare at that precision: `eq` with a value read from an answer must match.
  const left = type === 'date' ? sql`date_trunc('milliseconds', ${expression})` : sql`${expression}`;
  if (operator === 'in') {
    const values = Array.isArray(value) ? value : [value];
    return sql`${left} in (${sql.join(
      values.map((v) => bind(type, v)),
      sql`, `,
    )})`;
  }
  if (Array.isArray(value)) throw new Error(`"${operator}" takes one value`);
  switch (operator) {
    case 'eq':
      return value === null ? sql`${left} is null` : sql`${left} = ${bind(type, value)}`;
    case 'neq':
      // IS DISTINCT FROM keeps rows whose column is null, as "not equal" reads to a shopper.
      return value === null ? sql`${left} is not null` : sql`${left} is distinct from ${bind(type, value)}`;
    case 'gt':
      return sql`${left} > ${bind(type, value)}`;
    case 'gte':
      return sql`${left} >= ${bind(type, value)}`;
    case 'lt':
      return sql`${left} < ${bind(type, value)}`;
    case 'lte':
      return sql`${left} <= ${bind(type, value)}`;
    case 'contains':
    case 'starts_with':
    case 'ends_with':
      return sql`${left} ilike ${likePattern(asText(value), operator)}`;
  }
}

export function filterWhere<Item extends ResourceItem>(
  definition: ResourceDefinition<Item>,
  filters: ParsedFilter[],
): SQL | undefined {
  return and(
    ...filters.map(({ field, operator, value }) => {
      const spec = definition.filters[field];
      if (!spec) throw new Error(`filter "${field}" was not validated`);
      return spec.condition ? spec.condition(operator, value) : compare(spec.expression, spec.type, operator, value);
    }),
  );
}

/** The search condition of a list query, if it has a search. */
export function searchWhere<Item extends ResourceItem>(
  definition: ResourceDefinition<Item>,
  search: readonly string[] | undefined,
  locale: Locale,
): SQL | undefined {
  if (!search) return undefined;
  if (!definition.search) throw new Error(`${definition.name} has no search`);
  return search.length === 0 ? sql`false` : definition.search.match(search, locale);
}

/** The requested order plus the id, so pages never overlap or skip rows that tie; `relevance` ranks the search words. */
export function orderBy<Item extends ResourceItem>(
  definition: ResourceDefinition<Item>,
  terms: readonly SortTerm[],
  search?: { terms: readonly string[]; locale: Locale },
): SQL[] {
  const clauses = terms.map(({ field, direction }) => {
    const expression =
      field === 'relevance' && search && definition.search
        ? search.terms.length > 0
          ? definition.search.rank(search.terms, search.locale)
          : sql`0::real`
        : definition.sort[field];
    if (!expression) throw new Error(`sort "${field}" was not validated`);
    return direction === 'asc' ? asc(expression) : desc(expression);
  });
  if (!terms.some((t) => t.field === 'id')) clauses.push(asc(definition.idExpression));
  return clauses;
}

/** Applies order and page bounds to a repository's dynamic select; the repository sets its own WHERE. */
export function applyPage<T extends PgSelect>(query: T, options: PageOptions): T {
  const ordered = query.orderBy(...options.orderBy);
  return options.limit === undefined ? ordered : ordered.limit(options.limit).offset(options.offset ?? 0);
}
