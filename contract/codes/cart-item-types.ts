/** Cart (and order) item types as the data catalogue numbers them. */
export const cartItemTypes = {
  classic: 0,
  gift: 1,
  noSendGift: 2,
  relatedGift: 3,
  flexiblePackage: 4,
  combinablePackage: 5,
  packageItem: 6,
} as const;
export type CartItemType = (typeof cartItemTypes)[keyof typeof cartItemTypes];

const giftTypes: readonly number[] = [cartItemTypes.gift, cartItemTypes.noSendGift, cartItemTypes.relatedGift];

/** A gift of any kind (an order gift, a no-send gift, a product's related gift): it has no price to show. */
export function isGiftItemType(itemType: number): boolean {
  return giftTypes.includes(itemType);
}
