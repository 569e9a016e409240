import type { EmbedRequest, FieldError } from '@contract';
import { decodeEmbed } from '@contract';
import { ApiError } from '../../http/api-error';
import { productDefinition } from '../products/products.list-definition';

/** `GET /product-filters` parameters: the scope, the storefront's listing query, the card embeds. */
export interface ProductFiltersQuery {
  categoryId?: number;
  brandId?: number;
  search?: string;
  /** The listing page's query string as the shopper's URL carries it (`barva=cervena&strana=2`). */
  state: URLSearchParams;
  embeds: EmbedRequest[];
}

const paramNames = ['category_id', 'brand_id', 'search', 'state', 'embed'] as const;
const idPattern = /^[1-9]\d{0,9}$/;
const maxSearchLength = 200;

function parseId(name: string, value: string, errors: FieldError[]): number | undefined {
  const id = Number(value);
  if (idPattern.test(value) && id <= 2_147_483_647) return id;
  errors.push({ field: name, message: 'Must be an id (a whole number from 1).' });
  return undefined;
}

function parseEmbeds(value: string | undefined, errors: FieldError[]): EmbedRequest[] {
  if (value === undefined) return [];
  const decoded = decodeEmbed(value);
  if (!decoded.ok) {
    errors.push({ field: 'embed', message: decoded.message });
    return [];
  }
  for (const request of decoded.value) {
    const spec = productDefinition.embeds[request.name];
    if (!spec) errors.push({ field: 'embed', message: `Unknown embed "${request.name}".` });
    else if (request.fields?.some((f) => !spec.fields?.includes(f))) errors.push({ field: 'embed', message: `Unknown field of embed "${request.name}".` });
  }
  return decoded.value;
}

/** Validates the parameters; every problem is one 422 field error. */
export function parseProductFiltersQuery(raw: unknown): ProductFiltersQuery {
  const errors: FieldError[] = [];
  const params = new Map<string, string>();
  for (const [name, value] of Object.entries(raw && typeof raw === 'object' ? raw : {})) {
    if (!(paramNames as readonly string[]).includes(name)) errors.push({ field: name, message: 'Unknown query parameter.' });
    else if (typeof value !== 'string') errors.push({ field: name, message: 'Give this parameter once.' });
    else params.set(name, value);
  }
  const categoryParam = params.get('category_id');
  const brandParam = params.get('brand_id');
  const search = params.get('search')?.trim();
  if (search !== undefined && (search === '' || search.length > maxSearchLength)) {
    errors.push({ field: 'search', message: `Search for 1 to ${maxSearchLength} characters.` });
  }
  const query: ProductFiltersQuery = {
    categoryId: categoryParam === undefined ? undefined : parseId('category_id', categoryParam, errors),
    brandId: brandParam === undefined ? undefined : parseId('brand_id', brandParam, errors),
    search: search || undefined,
    state: new URLSearchParams(params.get('state') ?? ''),
    embeds: parseEmbeds(params.get('embed'), errors),
  };
  if (errors.length > 0) throw ApiError.validation(errors);
  return query;
}
