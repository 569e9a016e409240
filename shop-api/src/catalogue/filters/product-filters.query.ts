import type { ApiFieldError } from '../../http/api-error';
import { contractFieldErrors } from '../../messages/contract-texts';
import { msg } from '../../messages/message';
import type { ProductFiltersQuery } from '@contract/calls/product-filters';
import type { EmbedRequest } from '@contract';
import { decodeEmbed } from '@contract';
import { ApiError } from '../../http/api-error';
import { productDefinition } from '../products/products.list-definition';

/** `GET /product-filters` as the service reads it: the scope, the storefront's listing query, the card embeds. */
export interface ProductFiltersRequest {
  categoryId?: number;
  brandId?: number;
  search?: string;
  /** The listing page's query string as the shopper's URL carries it (`barva=cervena&strana=2`). */
  state: URLSearchParams;
  embeds: EmbedRequest[];
}

/** Card embeds must be the products whitelist's; the route schema has checked the rest. */
function cardEmbeds(value: string | undefined): EmbedRequest[] {
  if (value === undefined) return [];
  const errors: ApiFieldError[] = [];
  const decoded = decodeEmbed(value);
  if (!decoded.ok) throw ApiError.validation(contractFieldErrors([{ field: 'embed', message: decoded.message }]));
  for (const request of decoded.value) {
    const spec = productDefinition.embeds[request.name];
    if (!spec) errors.push({ field: 'embed', message: msg('list.unknownEmbedAlone', { name: request.name }) });
    else if (request.fields?.some((f) => !spec.fields?.includes(f)))
      errors.push({ field: 'embed', message: msg('list.unknownEmbedFieldAlone', { name: request.name }) });
  }
  if (errors.length > 0) throw ApiError.validation(errors);
  return decoded.value;
}

export function productFiltersRequest(query: ProductFiltersQuery): ProductFiltersRequest {
  return {
    categoryId: query.category_id,
    brandId: query.brand_id,
    search: query.search || undefined,
    state: new URLSearchParams(query.state),
    embeds: cardEmbeds(query.embed),
  };
}
