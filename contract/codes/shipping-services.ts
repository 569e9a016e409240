/**
 * Shipping services as the data catalogue numbers them (0–18): the carrier or way the goods
 * travel, which decides, for example, whether a pickup point must be chosen.
 */
export const shippingServices = {
  none: 0,
  stock: 1,
  packeta: 2,
  czechPost: 3,
  ppl: 4,
  czechPostPickup: 5,
  penguinBox: 6,
  penguinBoxDirect: 7,
  czechPostHandDelivery: 8,
  gls: 9,
  penguinLogistic: 10,
  dpd: 11,
  penguinMini: 12,
  packetaAddressDelivery: 13,
  wedo: 14,
  wedoAddressDelivery: 15,
  pplAddressDelivery: 16,
  partnerSalons: 17,
  glsParcelShop: 18,
} as const;
export type ShippingService = (typeof shippingServices)[keyof typeof shippingServices];
