/**
 * Only the methods the cart can use are offered (issue "Guest purchase", shipping and payment):
 * a shipping method needs `can_use` and `can_be_used_by_country` (the cart's shipping country), a
 * payment method `can_use` (which the API computes for the chosen shipping method). The order of
 * the list is kept.
 */
export function offeredShippingMethods<T extends { can_use: boolean; can_be_used_by_country: boolean }>(
  methods: readonly T[],
): T[] {
  return methods.filter((method) => method.can_use && method.can_be_used_by_country);
}

export function offeredPaymentMethods<T extends { can_use: boolean }>(methods: readonly T[]): T[] {
  return methods.filter((method) => method.can_use);
}
