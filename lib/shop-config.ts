/** Storefront settings a deploying shop sets once. Empty social links are not shown. */
export const socialLinks = {
  facebook: 'https://www.facebook.com/lumenstore',
  instagram: 'https://www.instagram.com/lumenstore',
  x: '',
  youtube: '',
} as const;
export type SocialNetwork = keyof typeof socialLinks;
