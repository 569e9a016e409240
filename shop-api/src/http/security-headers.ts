import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The shop API's security headers, set on every answer by one onSend hook: JSON, pictures, the
 * OpenAPI document and reference, errors, and the HTML of the sandbox pages (mailbox, pay pages).
 * A route that needs another Content-Security-Policy (or a stricter Referrer-Policy) sets its own;
 * the hook leaves it alone.
 * docs/security-headers.md (storefront) explains the headers; these are the same ones.
 */
export interface SecurityHeaderOptions {
  /**
   * The storefront's origins: a sandbox pay page's form returns the shopper there
   * (`/api/payment-return/{gateway}`), directly or through a redirect of our own.
   */
  storefrontOrigins: readonly string[];
}

const baseHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** Nothing in a JSON answer or a picture may run or load anything, nor be framed. */
export const dataPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * HTML pages of the API: scripts and styles from its own files only (no inline script; inline
 * styles allowed, the sandbox pages are plain forms), forms post to the API or the storefront,
 * and no one may frame them.
 */
export function htmlPolicy(options: SecurityHeaderOptions): string {
  const formTargets = ["'self'", ...new Set(options.storefrontOrigins)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${formTargets}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

function cameOverHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first ? first === 'https' : request.protocol === 'https';
}

function isHtml(reply: FastifyReply): boolean {
  return /^\s*text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Sets the headers on one answer; `html` is the policy of an HTML answer. The hook calls it for
 * every answer; an answer that skips the hooks (Fastify's own answer to an undecodable URL) calls
 * it itself.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, html: string = dataPolicy): void {
  // A route's own value stays (a page whose address holds a secret sends `Referrer-Policy: no-referrer`).
  for (const [name, value] of Object.entries(baseHeaders)) if (!reply.hasHeader(name)) reply.header(name, value);
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('Content-Security-Policy', isHtml(reply) ? html : dataPolicy);
  }
  if (cameOverHttps(request)) reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}

/** Registers the hook; call before any route or plugin, so every answer passes it. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const html = htmlPolicy(options);
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply, html);
    return payload;
  });
}
