import { useTranslations } from 'next-intl';
import { propertyTypes } from '@contract/entities/variation';
import type { Product } from '@contract/entities/product';
import { embeddedVariationProperties } from '@/lib/catalogue/embeds';

const maxSwatches = 5;
const maxNames = 4;

/**
 * What a card says of a product's variations: colour swatches (the first five, then "+N") and, for
 * other properties, the first values by name ("S, M, L, +2"). Nothing for a product without any.
 */
export function VariationHints({ product }: { product: Product }) {
  const t = useTranslations('catalogue');
  const properties = (embeddedVariationProperties(product, 'product_variation_properties') ?? [])
    .filter((p) => p.type !== propertyTypes.textInput && p.product_variation_property_attributes.length > 0)
    .sort((a, b) => a.position - b.position);
  if (properties.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-neutral-700" data-testid="variation-hints">
      {properties.map((property) => {
        const attributes = [...property.product_variation_property_attributes].sort((a, b) => a.position - b.position);
        const more = (limit: number) => (attributes.length > limit ? attributes.length - limit : 0);
        if (property.type === propertyTypes.color) {
          return (
            <li key={property.id} className="flex items-center gap-1">
              <span className="sr-only">
                {property.name}: {attributes.map((a) => a.name).join(', ')}
              </span>
              {attributes.slice(0, maxSwatches).map((a) => (
                <span
                  key={a.id}
                  aria-hidden="true"
                  className="inline-block h-4 w-4 rounded-full border border-neutral-400"
                  style={{ backgroundColor: a.value ?? undefined }}
                />
              ))}
              {more(maxSwatches) > 0 && <span aria-hidden="true">{t('moreValues', { count: more(maxSwatches) })}</span>}
            </li>
          );
        }
        return (
          <li key={property.id}>
            <span className="sr-only">{property.name}: </span>
            {attributes
              .slice(0, maxNames)
              .map((a) => a.name)
              .join(', ')}
            {more(maxNames) > 0 && <> {t('moreValues', { count: more(maxNames) })}</>}
          </li>
        );
      })}
    </ul>
  );
}
