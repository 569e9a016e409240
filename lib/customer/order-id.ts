/** The order id route parameter: present and made of digits only. */
export function isOrderId(value: string | undefined): value is string {
  return value !== undefined && /^\d+$/.test(value) && Number(value) > 0;
}
