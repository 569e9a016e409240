import { z } from 'zod';

/** Filter operators of the list query convention. */
export const filterOperators = [
  'eq',
  'neq',
  'contains',
  'starts_with',
  'ends_with',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
] as const;
export const FilterOperatorSchema = z.enum(filterOperators);
export type FilterOperator = z.infer<typeof FilterOperatorSchema>;

export const FilterScalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type FilterScalar = z.infer<typeof FilterScalarSchema>;

/** One filter: [field, operator, value]; `in` takes a list of values. */
export const FilterSchema = z.tuple([
  z.string().min(1),
  FilterOperatorSchema,
  z.union([FilterScalarSchema, z.array(FilterScalarSchema)]),
]);
export type Filter = z.infer<typeof FilterSchema>;
export const FilterListSchema = z.array(FilterSchema);

/** A requested embed; `fields` set means "only these fields of the embedded record" (braces syntax). */
export interface EmbedRequest {
  name: string;
  fields?: string[];
}

/** The list query as code builds it, before it is encoded into URL parameters. */
export interface ListQuery {
  page?: number;
  per_page?: number;
  paginate?: boolean;
  sort?: string[];
  filters?: Filter[];
  embed?: (string | EmbedRequest)[];
  only?: string[];
  except?: string[];
  /** Full-text search (resources that offer it); enables the `relevance` sort, the default then. */
  search?: string;
}

export const listQueryParamNames = [
  'page',
  'per_page',
  'paginate',
  'sort',
  'filters',
  'embed',
  'only',
  'except',
  'search',
] as const;
export const maxPerPage = 100;
export const defaultPerPage = 24;
