'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { TaxMode } from '@contract/locales';
import { expectedDelivery } from '@/lib/product/expected-delivery';
import type { PropertyView, PurchaseFacts, VariationView } from '@/lib/product/product-page-view';
import { addToCartState, type AddToCartState } from '@/lib/product/purchase-rules';
import { AddToCart } from './add-to-cart';
import { PurchasePrice } from './purchase-price';
import { StockLine } from './stock-line';
import { useVariationChoice } from './variation-choice';
import { VariationPicker } from './variation-picker';

function DeliveryLine({ item }: { item: Parameters<typeof expectedDelivery>[0] }) {
  const t = useTranslations('product');
  const delivery = expectedDelivery(item, useLocale());
  switch (delivery.kind) {
    case 'range':
      return <p className="text-sm">{t('expectedDelivery', { range: `${delivery.from} – ${delivery.until}` })}</p>;
    case 'from':
      return <p className="text-sm">{t('expectedDeliveryFrom', { date: delivery.date })}</p>;
    case 'until':
      return <p className="text-sm">{t('expectedDeliveryUntil', { date: delivery.date })}</p>;
    case 'days':
      return <p className="text-sm">{t('expectedInDays', { days: delivery.days })}</p>;
    case 'none':
      return null;
  }
}

function Codes({ sku, ean }: { sku: string | null; ean: string | null }) {
  const t = useTranslations('product');
  if (!sku && !ean) return null;
  return (
    <dl aria-label={t('codes')} className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-neutral-700">
      {sku && (
        <>
          <dt>{t('sku')}</dt>
          <dd data-testid="sku">{sku}</dd>
        </>
      )}
      {ean && (
        <>
          <dt>{t('ean')}</dt>
          <dd data-testid="ean">{ean}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * Variation picker, price, availability and stock, delivery, codes and the add-to-cart button.
 * A chosen variation's facts replace the product's.
 */
export function PurchasePanel({
  productId,
  name,
  product,
  variations,
  properties,
  tax,
}: {
  productId: number;
  /** The product's name, for the "added to cart" notice. */
  name: string;
  product: PurchaseFacts;
  variations: VariationView[];
  properties: PropertyView[];
  tax: TaxMode;
}) {
  const { choice, variation, choose, optionState } = useVariationChoice();
  const t = useTranslations('product');
  const shown = variation ?? product;
  // A product sold only as variations, none of which is on sale now, cannot be bought at all.
  const state: AddToCartState =
    product.has_variations && variations.length === 0
      ? { blockedBy: 'not-purchasable', maxAmount: 0 }
      : addToCartState(product, variation);
  // A partial choice waits for the rest (the button says so); a complete one that names nothing is said so.
  const noMatch = properties.length > 0 && properties.every((p) => choice[p.id] !== undefined) && !variation;
  return (
    <div data-testid="purchase-panel" className="flex flex-col gap-4">
      <PurchasePrice item={shown} tax={tax} />
      <StockLine availability={shown.availability} stockStates={shown.stock_states} />
      <DeliveryLine item={{ ...shown, expected_days: variation ? null : product.expected_days }} />
      {variations.length > 0 && properties.length > 0 && (
        <VariationPicker properties={properties} choice={choice} onChoose={choose} optionState={optionState} />
      )}
      {noMatch && (
        <p role="status" className="text-sm text-red-700">
          {t('noSuchVariant')}
        </p>
      )}
      <AddToCart
        key={variation?.id ?? 0}
        state={state}
        shopLimit={shown.max_purchasable_amount}
        target={{
          productId,
          variationId: variation?.id ?? null,
          name: variation ? `${name} (${variation.name})` : name,
        }}
      />
      <Codes sku={shown.sku} ean={shown.ean} />
    </div>
  );
}
