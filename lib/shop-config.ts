/** Storefront settings a deploying shop sets once. Empty social links are not shown. */
export const socialLinks = {
  facebook: 'https://www.facebook.com/lumenstore',
  instagram: 'https://www.instagram.com/lumenstore',
  x: '',
  youtube: '',
} as const;
export type SocialNetwork = keyof typeof socialLinks;

/** The shop's id in the shop API (`GET /shop-info` → `id`); it names the live cart channels (`shop.{shopId}.cart.{cartId}`). */
export const shopId = 1;
