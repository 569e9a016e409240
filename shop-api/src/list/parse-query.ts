import type { ApiFieldError } from '../http/api-error';
import { contractFieldErrors } from '../messages/contract-texts';
import { msg } from '../messages/message';
import {
  decodeEmbed,
  decodeFilters,
  decodeSort,
  defaultPerPage,
  listQueryParamNames,
  maxPerPage,
  type EmbedRequest,
  type SortTerm,
} from '@contract';
import { searchTerms, searchTextProblem, maxSearchLength } from '@contract/search/search-terms';
import { ApiError } from '../http/api-error';
import type { ParsedFilter, ParsedListQuery, ParsedRecordQuery, QueryWhitelist } from './definition';
import { validateFilters } from './parse-filters';

const recordParamNames = ['embed', 'only', 'except'] as const;

/** Reads the allowed parameters as single strings; anything unknown or repeated is an error, not ignored. */
function readParams(raw: unknown, allowed: readonly string[], errors: ApiFieldError[]): Map<string, string> {
  const params = new Map<string, string>();
  const entries = raw && typeof raw === 'object' ? Object.entries(raw) : [];
  for (const [name, value] of entries) {
    if (!allowed.includes(name)) errors.push({ field: name, message: 'validation.unknownParameter' });
    else if (typeof value !== 'string') errors.push({ field: name, message: 'validation.oncePerParameter' });
    else params.set(name, value);
  }
  return params;
}

function parseInteger(
  value: string | undefined,
  field: string,
  min: number,
  max: number,
  errors: ApiFieldError[],
): number | undefined {
  if (value === undefined) return undefined;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (Number.isSafeInteger(n) && n >= min && n <= max) return n;
  errors.push({
    field,
    message: max === Number.MAX_SAFE_INTEGER ? msg('list.wholeFrom', { min }) : msg('list.wholeRange', { min, max }),
  });
  return undefined;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The words of `search`, for resources that offer it; blank or overlong text is an error. */
function parseSearch(
  value: string | undefined,
  whitelist: QueryWhitelist,
  errors: ApiFieldError[],
): string[] | undefined {
  if (value === undefined) return undefined;
  if (!whitelist.search) {
    errors.push({ field: 'search', message: 'validation.unknownParameter' });
    return undefined;
  }
  const problem = searchTextProblem(value);
  if (problem === 'empty') errors.push({ field: 'search', message: 'validation.searchEmpty' });
  if (problem === 'too_long')
    errors.push({ field: 'search', message: msg('validation.tooLong', { count: maxSearchLength }) });
  return searchTerms(value);
}

/** With a search, `relevance` may be sorted by and is the default order (most relevant first). */
const relevanceSort = { relevance: true };
const byRelevance: readonly SortTerm[] = decodeSort('-relevance');

function parseSort(
  value: string | undefined,
  whitelist: QueryWhitelist,
  errors: ApiFieldError[],
  searching = false,
): SortTerm[] {
  if (value === undefined) return [...(searching ? byRelevance : whitelist.defaultSort)];
  if (searching) whitelist = { ...whitelist, sort: { ...whitelist.sort, ...relevanceSort } };
  const terms = decodeSort(value);
  if (terms.length === 0) errors.push({ field: 'sort', message: 'list.sortEmpty' });
  const seen = new Set<string>();
  for (const term of terms) {
    if (!Object.hasOwn(whitelist.sort, term.field)) {
      errors.push({
        field: 'sort',
        message: msg('list.unknownSort', { field: term.field, allowed: Object.keys(whitelist.sort).join(', ') }),
      });
    } else if (seen.has(term.field)) {
      errors.push({ field: 'sort', message: msg('list.sortTwice', { field: term.field }) });
    }
    seen.add(term.field);
  }
  return terms;
}

function parseFilters(value: string | undefined, whitelist: QueryWhitelist, errors: ApiFieldError[]): ParsedFilter[] {
  if (value === undefined) return [];
  const decoded = decodeFilters(value);
  if (!decoded.ok) {
    errors.push(...contractFieldErrors([{ field: 'filters', message: decoded.message }]));
    return [];
  }
  const result = validateFilters(decoded.value, whitelist.filters);
  errors.push(...result.errors);
  return result.filters;
}

function parseEmbed(value: string | undefined, whitelist: QueryWhitelist, errors: ApiFieldError[]): EmbedRequest[] {
  if (value === undefined) return [];
  const decoded = decodeEmbed(value);
  if (!decoded.ok) {
    errors.push(...contractFieldErrors([{ field: 'embed', message: decoded.message }]));
    return [];
  }
  const seen = new Set<string>();
  for (const request of decoded.value) {
    const spec = Object.hasOwn(whitelist.embeds, request.name) ? whitelist.embeds[request.name] : undefined;
    if (!spec) {
      errors.push({
        field: 'embed',
        message: msg('list.unknownEmbed', { name: request.name, allowed: Object.keys(whitelist.embeds).join(', ') }),
      });
    } else if (seen.has(request.name)) {
      errors.push({ field: 'embed', message: msg('list.embedTwice', { name: request.name }) });
    } else if (request.fields && !spec.fields) {
      errors.push({ field: 'embed', message: msg('list.embedNoFields', { name: request.name }) });
    } else {
      for (const field of request.fields ?? []) {
        if (!spec.fields?.includes(field))
          errors.push({ field: 'embed', message: msg('list.unknownEmbedField', { field, name: request.name }) });
      }
    }
    seen.add(request.name);
  }
  return decoded.value;
}

function parseFieldList(
  name: 'only' | 'except',
  value: string | undefined,
  whitelist: QueryWhitelist,
  errors: ApiFieldError[],
): string[] | undefined {
  if (value === undefined) return undefined;
  const fields = splitList(value);
  if (fields.length === 0) errors.push({ field: name, message: 'list.fieldsEmpty' });
  for (const field of fields) {
    if (!whitelist.fields.includes(field)) errors.push({ field: name, message: msg('list.unknownField', { field }) });
  }
  return fields;
}

function parseRecordParams(
  params: Map<string, string>,
  whitelist: QueryWhitelist,
  errors: ApiFieldError[],
): ParsedRecordQuery {
  const only = parseFieldList('only', params.get('only'), whitelist, errors);
  const except = parseFieldList('except', params.get('except'), whitelist, errors);
  if (only && except) errors.push({ field: 'only', message: 'list.onlyOrExcept' });
  return { embeds: parseEmbed(params.get('embed'), whitelist, errors), only, except };
}

/** Validates a list query string against a resource's whitelist; every problem becomes one 422 field error. */
export function parseListQuery(whitelist: QueryWhitelist, raw: unknown): ParsedListQuery {
  const errors: ApiFieldError[] = [];
  const params = readParams(raw, listQueryParamNames, errors);
  const page = parseInteger(params.get('page'), 'page', 1, Number.MAX_SAFE_INTEGER, errors) ?? 1;
  const perPage = parseInteger(params.get('per_page'), 'per_page', 1, maxPerPage, errors) ?? defaultPerPage;
  const paginateParam = params.get('paginate');
  if (paginateParam !== undefined && paginateParam !== '0' && paginateParam !== '1') {
    errors.push({ field: 'paginate', message: 'list.paginate' });
  }
  const search = parseSearch(params.get('search'), whitelist, errors);
  const sort = parseSort(params.get('sort'), whitelist, errors, search !== undefined);
  const filters = parseFilters(params.get('filters'), whitelist, errors);
  const record = parseRecordParams(params, whitelist, errors);
  if (errors.length > 0) throw ApiError.validation(errors);
  return { page, perPage, paginate: paginateParam !== '0', sort, filters, ...record, ...(search ? { search } : {}) };
}

/** Validates the query of a single record or a tree: only embed, only and except apply. */
export function parseRecordQuery(whitelist: QueryWhitelist, raw: unknown): ParsedRecordQuery {
  const errors: ApiFieldError[] = [];
  const params = readParams(raw, recordParamNames, errors);
  const record = parseRecordParams(params, whitelist, errors);
  if (errors.length > 0) throw ApiError.validation(errors);
  return record;
}
