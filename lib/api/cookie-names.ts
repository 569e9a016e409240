/** Cookies the API client reads; the request interceptor and the browser client write the tracking one. */
export const trackingIdCookie = 'tracking_id';
export const currencyCookie = 'currency';
/** `with` or `without`: prices shown with or without tax. */
export const taxCookie = 'price_tax';

/** The tracking id cookie lives one year (seconds, as cookie Max-Age expects). */
export const trackingIdMaxAge = 60 * 60 * 24 * 365;

/** The visitor's cart id (a UUID), written by the cart's client islands only, never by a cached page. */
export const cartIdCookie = 'cart_id';
/** The cart cookie "effectively never expires" (docs/cart.md, "Cookie"): ten years, in seconds. */
export const cartIdMaxAge = 60 * 60 * 24 * 365 * 10;
