import type { Product } from '@contract/entities/product';
import type { PricedItem } from '@/lib/product/prices';
import { embeddedMoney, embeddedPercents } from './embeds';

/** A listed product's prices with its running discount, for `priceView` (lib/product/prices.ts). */
export function cardPricedItem(product: Product): PricedItem {
  return {
    price: product.price,
    taxed_price: product.taxed_price,
    discounted_price: embeddedMoney(product, 'discounted_price') ?? null,
    discounted_taxed_price: embeddedMoney(product, 'discounted_taxed_price') ?? null,
    discount_percents: embeddedPercents(product, 'discount_percents') ?? null,
  };
}
