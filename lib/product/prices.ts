import type { Money } from '@contract/money';
import type { TaxMode } from '@contract/locales';

/** Prices of a product or a variation, with the discount embeds when a discount runs. */
export interface PricedItem {
  price: Money;
  taxed_price: Money;
  discounted_price?: Money | null;
  discounted_taxed_price?: Money | null;
  discount_percents?: number | null;
}

/** Price getters use the taxed price unless tax is switched off. */
export function shownPrice(item: PricedItem, tax: TaxMode = 'with'): Money {
  return tax === 'without' ? item.price : item.taxed_price;
}

/** Discounted when it has both discount percents and a discounted taxed price. */
export function isDiscounted(item: PricedItem): boolean {
  return Boolean(item.discount_percents) && Boolean(item.discounted_taxed_price);
}

/** The discounted price as shown (with or without tax), or null when not discounted. */
export function shownDiscountedPrice(item: PricedItem, tax: TaxMode = 'with'): Money | null {
  if (!isDiscounted(item)) return null;
  return (tax === 'without' ? item.discounted_price : item.discounted_taxed_price) ?? null;
}

export interface PriceView {
  /** What the shopper pays. */
  current: Money;
  /** The price before the discount, shown struck through; null without a discount. */
  original: Money | null;
  /** Whole percents off, or null. */
  percents: number | null;
}

export function priceView(item: PricedItem, tax: TaxMode = 'with'): PriceView {
  const discounted = shownDiscountedPrice(item, tax);
  if (!discounted) return { current: shownPrice(item, tax), original: null, percents: null };
  return { current: discounted, original: shownPrice(item, tax), percents: Math.round(item.discount_percents ?? 0) };
}
