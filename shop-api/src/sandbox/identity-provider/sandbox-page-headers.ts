/**
 * The sandbox identity provider's pages: nothing but their nonce-marked style, never in a frame;
 * forms only to itself and to the storefront its answer redirects to (browsers hold redirects of a
 * form to form-action too).
 */
export function sandboxPageHeaders(nonce: string, formTargets: string[]): Record<string, string> {
  return {
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${["'self'", ...formTargets].join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}
