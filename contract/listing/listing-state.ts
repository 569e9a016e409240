import type { FieldError } from '../api-error';
import type { Locale } from '../locales';
import {
  defaultListingPerPage,
  defaultListingSort,
  listingParamNames,
  listingSortIds,
  maxListingPage,
  maxPagesInRange,
  perPageOptions,
  type ListingSortId,
} from './listing-params';

/** A price range in the request currency and tax mode, both ends included. */
export interface PriceRange {
  min: number;
  max: number;
}

/**
 * Everything a listing URL says: the chosen filter values, price range, sort, page range and page
 * size. `filters` is keyed by the parameter name (`znacka`, `barva`) and lists value slugs.
 */
export interface ListingState {
  filters: Record<string, string[]>;
  price: PriceRange | null;
  sort: ListingSortId;
  /** The last page shown; with "load more", pages `startPage`…`page` are shown together. */
  page: number;
  startPage: number;
  perPage: number;
  search: string | null;
}

export const emptyListingState: ListingState = {
  filters: {},
  price: null,
  sort: defaultListingSort,
  page: 1,
  startPage: 1,
  perPage: defaultListingPerPage,
  search: null,
};

/** Query parameters as Next.js hands them to a page (`searchParams`) or as URLSearchParams. */
export type RawListingParams = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

export type ListingParseResult = { ok: true; state: ListingState } | { ok: false; errors: FieldError[] };

const slugPattern = /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{N}._-]*$/u;
const pricePattern = /^(\d{1,9}(?:\.\d{1,2})?)-(\d{1,9}(?:\.\d{1,2})?)$/;
const pagePattern = /^([1-9]\d*)(?:-([1-9]\d*))?$/;

function entriesOf(raw: RawListingParams): [string, string[]][] {
  if (raw instanceof URLSearchParams) {
    const grouped = new Map<string, string[]>();
    for (const [name, value] of raw) grouped.set(name, [...(grouped.get(name) ?? []), value]);
    return [...grouped];
  }
  return Object.entries(raw).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, Array.isArray(value) ? value : [value]]],
  );
}

function parseValues(name: string, value: string, errors: FieldError[]): string[] {
  const values = [...new Set(value.split(',').map((v) => v.trim().toLowerCase()))];
  const bad = values.filter((v) => !slugPattern.test(v));
  if (values.length === 0 || bad.length > 0) {
    errors.push({ field: name, message: 'List the chosen values as slugs separated by commas.' });
    return [];
  }
  return values;
}

function parsePrice(name: string, value: string, errors: FieldError[]): PriceRange | null {
  const match = pricePattern.exec(value);
  const min = Number(match?.[1]);
  const max = Number(match?.[2]);
  if (!match || min > max) {
    errors.push({ field: name, message: 'Give the price range as "min-max", with min not above max.' });
    return null;
  }
  return { min, max };
}

function parsePage(name: string, value: string, errors: FieldError[]): { startPage: number; page: number } {
  const match = pagePattern.exec(value);
  const start = Number(match?.[1]);
  const end = match?.[2] === undefined ? start : Number(match[2]);
  const badRange = match?.[2] !== undefined && (start >= end || end - start + 1 > maxPagesInRange);
  if (!match || end > maxListingPage || badRange) {
    errors.push({
      field: name,
      message: `Give a page number up to ${maxListingPage}, or a range "first-last" of at most ${maxPagesInRange} pages.`,
    });
    return { startPage: 1, page: 1 };
  }
  return { startPage: start, page: end };
}

/**
 * Reads a listing URL's query. Parameters it does not know (tracking tags, other features') are
 * ignored; a known parameter with a malformed value, or given twice, is a field error named after it.
 * `filterNames` are the filter parameters of the listing (brand, availability, property slugs).
 */
export function parseListingParams(
  raw: RawListingParams,
  locale: Locale,
  filterNames: ReadonlySet<string>,
): ListingParseResult {
  const names = listingParamNames[locale];
  const errors: FieldError[] = [];
  const state: ListingState = { ...emptyListingState, filters: {} };
  for (const [name, values] of entriesOf(raw)) {
    const isKnown =
      filterNames.has(name) || [names.price, names.sort, names.page, names.perPage, names.search].includes(name);
    if (!isKnown) continue;
    if (values.length !== 1) {
      errors.push({ field: name, message: 'Give this parameter once.' });
      continue;
    }
    const value = (values[0] ?? '').trim();
    if (name === names.search) {
      state.search = value || null;
    } else if (name === names.price) {
      state.price = parsePrice(name, value, errors);
    } else if (name === names.sort) {
      const sort = listingSortIds.find((id) => id === value);
      if (sort) state.sort = sort;
      else errors.push({ field: name, message: `Sort by one of: ${listingSortIds.join(', ')}.` });
    } else if (name === names.page) {
      Object.assign(state, parsePage(name, value, errors));
    } else if (name === names.perPage) {
      const perPage = perPageOptions.find((n) => String(n) === value);
      if (perPage) state.perPage = perPage;
      else errors.push({ field: name, message: `Show ${perPageOptions.join(', ')} products per page.` });
    } else {
      state.filters[name] = parseValues(name, value, errors);
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, state };
}

/** Keeps the literal characters a reader expects in a listing URL (commas, dashes, braces of templates). */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

const formatNumber = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

interface RawParts {
  price?: string;
  perPage?: string;
  page?: string;
}

function serialize(state: ListingState, locale: Locale, raw: RawParts = {}): string {
  const names = listingParamNames[locale];
  const parts: string[] = [];
  if (state.search) parts.push(`${names.search}=${encodeValue(state.search)}`);
  for (const name of Object.keys(state.filters).sort()) {
    const values = [...new Set(state.filters[name])].sort();
    if (values.length > 0) parts.push(`${encodeValue(name)}=${values.map(encodeValue).join(',')}`);
  }
  const price =
    raw.price ?? (state.price ? `${formatNumber(state.price.min)}-${formatNumber(state.price.max)}` : undefined);
  if (price) parts.push(`${names.price}=${price}`);
  if (state.sort !== defaultListingSort) parts.push(`${names.sort}=${state.sort}`);
  const perPage = raw.perPage ?? (state.perPage !== defaultListingPerPage ? String(state.perPage) : undefined);
  if (perPage) parts.push(`${names.perPage}=${perPage}`);
  const page =
    raw.page ??
    (state.startPage < state.page
      ? `${state.startPage}-${state.page}`
      : state.page > 1
        ? String(state.page)
        : undefined);
  if (page) parts.push(`${names.page}=${page}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * The query string of a listing state, `?znacka=nordvik&barva=cervena,modra&cena=100-500&razeni=price-asc&strana=2`,
 * or `''` for the plain listing. One canonical spelling: search first, then filters by name with
 * their values sorted, then price, sort, page size and page; defaults are left out.
 */
export function buildListingQuery(state: ListingState, locale: Locale): string {
  return serialize(state, locale);
}

/** Any change of filters, price or sort starts again at page 1. */
export function withFirstPage(state: ListingState): ListingState {
  return { ...state, page: 1, startPage: 1 };
}

/** The state with one filter value switched on or off (OR within a filter); back to page 1. */
export function toggleFilterValue(state: ListingState, name: string, value: string): ListingState {
  const current = state.filters[name] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...state.filters, [name]: next };
  if (next.length === 0) delete filters[name];
  return withFirstPage({ ...state, filters });
}

/** The state with one filter cleared entirely; back to page 1. */
export function clearFilter(state: ListingState, name: string): ListingState {
  const filters = { ...state.filters };
  delete filters[name];
  return withFirstPage({ ...state, filters });
}

/** Placeholders of the URL templates; `fillUrlTemplate` replaces them. */
export const templateTokens = {
  min: '{min}',
  max: '{max}',
  page: '{page}',
  start: '{start}',
  perPage: '{per_page}',
} as const;

/** Replaces `{name}` placeholders of a URL template with the given values. */
export function fillUrlTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, key: string) =>
    key in values ? encodeValue(String(values[key])) : whole,
  );
}

/** URL templates of a listing state: the shopper picks a price range, a page, a page range or a page size. */
export function listingUrlTemplates(state: ListingState, locale: Locale) {
  const first = withFirstPage(state);
  return {
    price: serialize(first, locale, { price: `${templateTokens.min}-${templateTokens.max}` }),
    page: serialize(first, locale, { page: templateTokens.page }),
    pageRange: serialize(first, locale, { page: `${templateTokens.start}-${templateTokens.page}` }),
    perPage: serialize(first, locale, { perPage: templateTokens.perPage }),
  };
}

/** The URL of one page of the listing: page 1 has no parameter, so it has one URL only. */
export function pageUrl(state: ListingState, locale: Locale, page: number, startPage = page): string {
  return serialize({ ...state, page, startPage }, locale);
}
