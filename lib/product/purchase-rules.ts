/**
 * The purchase rules (docs/product-page.md, "Rules"), as pure functions of what the API sends.
 * The product page, its add-to-cart button and (later) the cart use these and nothing else.
 */

/** What the rules read of a product or a variation. */
export interface StockFacts {
  update_stock: boolean;
  /** Null or absent means "empty": no stock figure recorded. */
  stock_state?: number | null;
  max_purchasable_amount?: number | null;
}

/** What the rules read of an availability; a missing availability allows purchase. */
export interface PurchaseAvailability {
  can_purchase: boolean;
}

const availabilityAllows = (availability: PurchaseAvailability | null | undefined) =>
  availability?.can_purchase ?? true;

/** A product has stock when its stock is not tracked or is above 0. */
export function hasStock(item: StockFacts): boolean {
  return !item.update_stock || (item.stock_state ?? 0) > 0;
}

/** A product can be bought when its availability allows it (default yes) and, if stock is tracked, stock is above 0. */
export function canPurchaseProduct(
  product: StockFacts,
  availability: PurchaseAvailability | null | undefined,
): boolean {
  return availabilityAllows(availability) && hasStock(product);
}

/**
 * A variation can be bought when its availability allows it (default yes) and stock is not
 * tracked, or its stock state is empty, or above 0.
 */
export function canPurchaseVariation(
  variation: StockFacts,
  availability: PurchaseAvailability | null | undefined,
): boolean {
  const stock = variation.stock_state;
  return (
    availabilityAllows(availability) && (!variation.update_stock || stock === null || stock === undefined || stock > 0)
  );
}

/**
 * The most a shopper may order at once: the lesser of `max_purchasable_amount` and the stock when
 * stock is tracked; otherwise unlimited (Infinity).
 */
export function maxPurchasableAmount(item: StockFacts): number {
  if (!item.update_stock) return Number.POSITIVE_INFINITY;
  const stock = Math.max(0, item.stock_state ?? 0);
  return Math.min(item.max_purchasable_amount ?? Number.POSITIVE_INFINITY, stock);
}

export type AddToCartBlock = 'choose-variation' | 'not-purchasable';

export interface AddToCartState {
  /** Why the button is disabled, or null when it is enabled. */
  blockedBy: AddToCartBlock | null;
  /** Upper bound of the amount input (Infinity: no bound). */
  maxAmount: number;
}

interface Buyable extends StockFacts {
  availability?: PurchaseAvailability | null;
}

/**
 * The add-to-cart button is disabled when the product has variations and none is chosen, or when
 * what would be bought (the chosen variation, else the product) cannot be bought.
 */
export function addToCartState(
  product: Buyable & { has_variations: boolean },
  variation: Buyable | null,
): AddToCartState {
  if (product.has_variations && !variation) return { blockedBy: 'choose-variation', maxAmount: 0 };
  const purchasable = variation
    ? canPurchaseVariation(variation, variation.availability)
    : canPurchaseProduct(product, product.availability);
  const maxAmount = maxPurchasableAmount(variation ?? product);
  if (!purchasable || maxAmount < 1) return { blockedBy: 'not-purchasable', maxAmount: Math.max(0, maxAmount) };
  return { blockedBy: null, maxAmount };
}

/** An amount typed by the shopper, brought into 1…max (whole pieces). */
export function clampAmount(amount: number, maxAmount: number): number {
  if (!Number.isFinite(amount)) return 1;
  return Math.max(1, Math.min(Math.trunc(amount), maxAmount));
}
