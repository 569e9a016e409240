/**
 * The storefront's Content-Security-Policy, built from what a page may load. Pure: the request
 * interceptor (proxy.ts) fills the sources from the settings (csp-sources.ts) and the nonce
 * (csp-nonce.ts). docs/security-headers.md explains each directive.
 */
export interface PagePolicyInput {
  /** The nonce Next.js puts on every script it renders (base64 or base64url). */
  nonce: string;
  /** The shop API's public origin: pictures, the browser client's calls, the sandbox pay pages. */
  apiOrigin: string;
  /** Where the live cart notices' websocket connects (`ws://…` / `wss://…`). */
  socketOrigins: readonly string[];
  /** Where the browser's error reports go (docs/error-reporting.md); none without reporting. */
  reportingOrigins?: readonly string[];
  /** Origins a form may post to besides our own: the payment gateways (and the API's sandboxes). */
  formTargets: readonly string[];
  /** Origins the page may frame (the product video's player). */
  frameSources: readonly string[];
  /** Served over HTTPS: mixed content is upgraded. */
  https: boolean;
  /** Same-origin path of the violation report endpoint, or none. */
  reportPath?: string;
  /** `next dev` needs eval for React's debugging information; a production build never does. */
  development?: boolean;
}

/** The name the `Reporting-Endpoints` header gives the report endpoint; `report-to` names it. */
export const cspReportGroup = 'csp-endpoint';

type Directives = [name: string, ...sources: string[]][];

function serialize(directives: Directives): string {
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Duplicates and empty entries out, order kept: a header stays short and readable. */
function unique(sources: readonly string[]): string[] {
  return [...new Set(sources.filter(Boolean))];
}

/**
 * The policy of an HTML page. Scripts run only with the nonce; `'strict-dynamic'` lets those
 * scripts load Next.js's own chunks, and makes CSP3 browsers ignore `'self'` (kept as the fallback
 * of browsers without `'strict-dynamic'`). Styles keep `'unsafe-inline'`: React writes `style`
 * attributes into the server HTML and the toaster inserts its stylesheet at run time, and a
 * nonce in `style-src` would switch `'unsafe-inline'` off for both (docs/security-headers.md).
 */
export function buildPagePolicy(input: PagePolicyInput): string {
  const directives: Directives = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      `'nonce-${input.nonce}'`,
      "'strict-dynamic'",
      ...(input.development ? ["'unsafe-eval'"] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', ...unique(["'self'", 'data:', 'blob:', input.apiOrigin])],
    ['font-src', "'self'"],
    ['connect-src', ...unique(["'self'", input.apiOrigin, ...input.socketOrigins, ...(input.reportingOrigins ?? [])])],
    ['frame-src', ...unique(["'self'", ...input.frameSources])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', ...unique(["'self'", ...input.formTargets])],
    ['frame-ancestors', "'none'"],
  ];
  if (input.https) directives.push(['upgrade-insecure-requests']);
  if (input.reportPath) directives.push(['report-uri', input.reportPath], ['report-to', cspReportGroup]);
  return serialize(directives);
}

/**
 * The policy of every answer that is not a page of the app: route handlers (robots.txt, sitemaps,
 * JSON), files, the interceptor's own 400 and redirects. Nothing in them may run or load; the
 * one HTML among them, the bare 404 of a missing file, still shows its text and inline styles.
 */
export const documentlessPolicy = serialize([
  ['default-src', "'none'"],
  ['style-src', "'unsafe-inline'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
]);

/** The sources of one directive (`script-src`), or null when the policy has none. */
export function directiveSources(policy: string, name: string): string[] | null {
  for (const directive of policy.split(';')) {
    const [directiveName, ...sources] = directive.trim().split(/\s+/);
    if (directiveName?.toLowerCase() === name) return sources;
  }
  return null;
}
