import { cartItemTypes } from '@contract/codes/cart-item-types';

/**
 * Which gifts a cart gets, as a pure function of its items and the gift rules. An order gift
 * (item type 1, no parent) comes with items worth at least the rule's amount in the cart's
 * currency; a product gift (item type 3) comes with each unit of its product, nested under it.
 */

export const giftRuleTypes = { orderAmount: 1, product: 2 } as const;

export interface GiftFacts {
  id: number;
  productId: number;
  productVariationId: number | null;
  limit: number | null;
  /** Off the gift's price: 100 gives it free. */
  percents: number;
}

export interface GiftRuleFacts {
  giftId: number;
  type: number;
  productId: number | null;
  currencyId: number | null;
  amount: number | null;
}

export interface GiftCartLine {
  cartItemId: number;
  productId: number;
  amount: number;
}

export interface WantedGift {
  giftId: number;
  productId: number;
  productVariationId: number | null;
  itemType: typeof cartItemTypes.gift | typeof cartItemTypes.relatedGift;
  parentId: number | null;
  amount: number;
}

export interface GiftInput {
  gifts: GiftFacts[];
  rules: GiftRuleFacts[];
  /** The shopper's own lines (classic items). */
  lines: GiftCartLine[];
  currencyId: number;
  /** The shopper's own items with tax after vouchers. */
  purchasedTaxedPrice: number;
}

const capped = (amount: number, limit: number | null) => (limit === null ? amount : Math.min(amount, limit));

export function wantedGifts(input: GiftInput): WantedGift[] {
  const giftById = new Map(input.gifts.map((gift) => [gift.id, gift]));
  const wanted: WantedGift[] = [];
  const orderGiftsGiven = new Set<number>();
  for (const rule of input.rules) {
    const gift = giftById.get(rule.giftId);
    if (!gift) continue;
    const base = { giftId: gift.id, productId: gift.productId, productVariationId: gift.productVariationId };
    if (rule.type === giftRuleTypes.orderAmount) {
      const reached =
        rule.currencyId === input.currencyId && rule.amount !== null && input.purchasedTaxedPrice >= rule.amount;
      if (reached && input.lines.length > 0 && !orderGiftsGiven.has(gift.id)) {
        orderGiftsGiven.add(gift.id);
        wanted.push({ ...base, itemType: cartItemTypes.gift, parentId: null, amount: capped(1, gift.limit) });
      }
    } else if (rule.type === giftRuleTypes.product) {
      for (const line of input.lines.filter((l) => l.productId === rule.productId)) {
        wanted.push({
          ...base,
          itemType: cartItemTypes.relatedGift,
          parentId: line.cartItemId,
          amount: capped(line.amount, gift.limit),
        });
      }
    }
  }
  return wanted.filter((gift) => gift.amount > 0);
}

/** The key that tells whether an existing gift line is the wanted one (same gift under the same parent). */
export function giftKey(gift: { giftId: number | null; parentId: number | null }): string {
  return `${gift.giftId ?? 0}:${gift.parentId ?? 0}`;
}
