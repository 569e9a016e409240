/**
 * Where a gateway may send the shopper back: only to a page of one of the storefront's own origins
 * (`STOREFRONT_ORIGINS`). Any other address would make the shop an open redirect: a link that
 * starts on the shop's gateway and ends on somebody else's page.
 */
export function isAllowedReturnUrl(value: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  return allowedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}

/** GoPay sends the shopper back to `return_url` with the payment's id added (`?id=…`). */
export function withPaymentId(returnUrl: string, paymentId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('id', paymentId);
  return url.toString();
}
