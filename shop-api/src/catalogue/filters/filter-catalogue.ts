import type { ApiFieldError } from '../../http/api-error';
import { msg } from '../../messages/message';
import { listingParamNames, reservedParamNames } from '@contract/listing/listing-params';
import type { FilterType } from '@contract/listing/product-filters';
import type { ListingState } from '@contract/listing/listing-state';
import { imageUrl } from '../../images/image-url';
import type { ReadContext } from '../../list/read-context';
import {
  selectFilterAttributes,
  selectFilterAvailabilities,
  selectFilterBrands,
  type FilterAttributeRow,
} from './filter-catalogue.repository';
import type { FacetSelection } from './facet-types';
import { filterLabels } from './filter-labels';

export interface FilterValue {
  id: number;
  slug: string;
  label: string;
  /** Hex colour of a colour swatch, otherwise the slug. */
  value: string;
  imageUrl: string | null;
}

/** One filter a listing offers, keyed by its URL parameter name. */
export interface FilterDefinition {
  param: string;
  kind: 'brand' | 'availability' | 'property';
  propertyId?: number;
  type: Exclude<FilterType, 'price_slider'>;
  label: string;
  description: string | null;
  values: FilterValue[];
}

/** Property types 1 select, 2 radio, 3 color; 4 (text input) is not something to filter by. */
const typeByPropertyType: Record<number, FilterDefinition['type'] | undefined> = {
  1: 'select',
  2: 'radio',
  3: 'color',
};

function propertyDefinitions(rows: FilterAttributeRow[], env: ReadContext, taken: Set<string>): FilterDefinition[] {
  const byProperty = new Map<number, FilterDefinition>();
  for (const row of rows) {
    const type = typeByPropertyType[row.propertyType];
    if (!type) continue;
    let definition = byProperty.get(row.propertyId);
    if (!definition) {
      // A property whose slug is a fixed parameter name (or another filter's) gets a name no slug can take.
      const param = taken.has(row.propertySlug) ? `${row.propertySlug}-${row.propertyId}` : row.propertySlug;
      taken.add(param);
      definition = {
        param,
        kind: 'property',
        propertyId: row.propertyId,
        type,
        label: row.propertyName,
        description: row.propertyDescription,
        values: [],
      };
      byProperty.set(row.propertyId, definition);
    }
    definition.values.push({
      id: row.id,
      slug: row.slug,
      label: row.name,
      value: type === 'color' && row.value ? row.value : row.slug,
      imageUrl: row.imageId === null ? null : imageUrl(env.publicUrl, row.imageId),
    });
  }
  return [...byProperty.values()];
}

/** Every filter of a listing in the request language, in the order the shopper sees them. */
export async function loadFilterCatalogue(env: ReadContext): Promise<FilterDefinition[]> {
  const [brands, availabilities, attributes] = await Promise.all([
    selectFilterBrands(env),
    selectFilterAvailabilities(env),
    selectFilterAttributes(env),
  ]);
  const names = listingParamNames[env.locale];
  const labels = filterLabels[env.locale];
  const taken = reservedParamNames(env.locale);
  return [
    {
      param: names.brand,
      kind: 'brand',
      type: 'checkbox',
      label: labels.brand,
      description: null,
      values: brands.map((b) => ({
        id: b.id,
        slug: b.slug,
        label: b.name,
        value: b.slug,
        imageUrl: b.imageId === null ? null : imageUrl(env.publicUrl, b.imageId),
      })),
    },
    ...propertyDefinitions(attributes, env, taken),
    {
      param: names.availability,
      kind: 'availability',
      type: 'checkbox',
      label: labels.availability,
      description: null,
      values: availabilities.map((a) => ({ id: a.id, slug: a.slug, label: a.name, value: a.slug, imageUrl: null })),
    },
  ];
}

export function filterParamNames(catalogue: FilterDefinition[]): Set<string> {
  return new Set(catalogue.map((f) => f.param));
}

/** The URL's chosen slugs as ids per filter; a slug the filter does not know is a field error named after the parameter. */
export function resolveSelection(
  catalogue: FilterDefinition[],
  state: ListingState,
  errors: ApiFieldError[],
): FacetSelection {
  const selection: FacetSelection = {
    brandIds: null,
    availabilityIds: null,
    properties: new Map(),
    price: state.price,
  };
  for (const definition of catalogue) {
    const slugs = state.filters[definition.param];
    if (!slugs?.length) continue;
    const ids: number[] = [];
    for (const slug of slugs) {
      const found = definition.values.find((v) => v.slug === slug);
      if (found) ids.push(found.id);
      else errors.push({ field: definition.param, message: msg('list.notAValue', { slug, label: definition.label }) });
    }
    if (definition.kind === 'brand') selection.brandIds = ids;
    else if (definition.kind === 'availability') selection.availabilityIds = ids;
    else if (definition.propertyId !== undefined) selection.properties.set(definition.propertyId, ids);
  }
  return selection;
}
