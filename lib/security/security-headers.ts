/**
 * The security headers every answer of the storefront carries, whatever produced it (a page, a
 * route handler, a file, the request interceptor's own 400 or redirect). Used by next.config.ts
 * (every path) and proxy.ts (answers it makes itself). docs/security-headers.md says why each.
 */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Features no page uses are off for the page and every frame in it; the payment request API
  // stays available to our own pages.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)',
  // frame-ancestors 'none' for browsers without CSP level 2.
  'X-Frame-Options': 'DENY',
};

/** Two years, subdomains included: sent only on answers that came over HTTPS. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/**
 * Whether the request reached us over HTTPS: directly, or through a proxy that terminated TLS and
 * says so in `X-Forwarded-Proto` (the first hop counts: `https, http`).
 */
export function isHttpsRequest(forwardedProto: string | null, url: string): boolean {
  const first = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  if (first) return first === 'https';
  return url.startsWith('https:');
}
