/**
 * Goes to a payment gateway's page with a full page load (the gateway is another site; the
 * storefront's state does not go along). One function, so tests can stand in for the browser.
 */
export function leaveForGateway(url: string): void {
  window.location.assign(url);
}
