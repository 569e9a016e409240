import { safeReturnPath } from '@/lib/auth/return-url';
import { isMalformedPath } from './malformed-path';
import type { Page, PageKind, PageKindAnswer, RedirectPage } from '@contract/page';

/** Page kinds the storefront renders today; the others answer 404 until their views exist. */
const renderedPageKinds = [
  'homepage',
  'category',
  'product',
  'static-page',
  'brand',
  'article',
  'article-category',
  'blog-list',
  'search',
] as const satisfies readonly PageKind[];
export type RenderedPageKind = (typeof renderedPageKinds)[number];
export type RenderedPage = Extract<Page, { kind: RenderedPageKind }>;

export type PageAction =
  | { type: 'not-found' }
  | { type: 'redirect'; url: string; permanent: boolean; external: boolean }
  | { type: 'render'; page: RenderedPage };

function isRendered(page: Page): page is RenderedPage {
  return (renderedPageKinds as readonly string[]).includes(page.kind);
}

/**
 * What the catch-all does with the answer of `GET page/{path}`. 301 and 308 are permanent moves;
 * 302, 303 and 307 temporary ones. Internal targets stay in the app; absolute URLs elsewhere
 * are left by a full page load.
 */
export function dispatchPage(page: Page | null): PageAction {
  if (!page) return { type: 'not-found' };
  if (page.kind === 'redirect') return redirectAction(page);
  return isRendered(page) ? { type: 'render', page } : { type: 'not-found' };
}

/** An internal target is a path `safeReturnPath` accepts (the one check of paths we send shoppers to). */
function redirectAction(page: RedirectPage): PageAction {
  const internal = safeReturnPath(page.destination);
  const external = internal === null && /^https?:\/\//i.test(page.destination);
  if (internal === null && !external) return { type: 'not-found' };
  return {
    type: 'redirect',
    url: internal ?? page.destination,
    permanent: page.statusCode === 301 || page.statusCode === 308,
    external,
  };
}

/**
 * Whether `dispatchPage` would show something (a page or a redirect) for a path of this kind, told
 * from `GET page-kind/{path}` without the page's model: false is the catch-all's 404.
 */
export function isShownKind(answer: PageKindAnswer | null): boolean {
  if (!answer) return false;
  if (answer.kind === 'redirect') return redirectAction(answer).type === 'redirect';
  return (renderedPageKinds as readonly string[]).includes(answer.kind);
}

/**
 * The catch-all's segments as the path the page lookup takes (`obleceni/tricka`, `` for home), or
 * null when a segment cannot be part of any page path (a broken `%` escape, a control character):
 * that request is a 404 without asking the shop API.
 */
export function pathFromSegments(segments: string[] | undefined): string | null {
  const decoded = (segments ?? []).map((s) => (isMalformedPath(s) ? null : decodeURIComponent(s)));
  return decoded.every((s) => s !== null) ? decoded.join('/') : null;
}
