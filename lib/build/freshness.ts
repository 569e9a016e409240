import { latestBuildPath } from './build-id';

/** How often an open tab asks whether a newer build is deployed, besides when it regains focus. */
export const buildCheckIntervalMs = 5 * 60 * 1000;
/** Focus and visibility changes come in bursts; one check per minute at most from them. */
export const focusCheckMinGapMs = 60 * 1000;

/** `/latest.json?t=<ms>`: the timestamp makes every check reach the server. */
export function latestBuildUrl(now: number): string {
  return `${latestBuildPath}?t=${now}`;
}

/**
 * True when the server answered a build id other than the running one. A failed or odd answer
 * proves nothing. Checked by hand, not with zod: this runs on every page, and zod would add
 * about 30 kB (gzip) to every page's JavaScript.
 */
export function isNewerBuild(currentId: string, answer: unknown): boolean {
  const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
  return Boolean(currentId) && typeof id === 'string' && id.length > 0 && id !== currentId;
}

const chunkErrorPatterns = [
  /Loading (CSS )?chunk [\w/-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Failed to load chunk/i,
];

/** A script or style chunk of the running build could not be loaded: usually a new build replaced it. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null)
    return typeof reason === 'string' && chunkErrorPatterns.some((p) => p.test(reason));
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && chunkErrorPatterns.some((p) => p.test(message));
}

export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorFacts {
  href: string;
  target: string;
  hasDownload: boolean;
}

/**
 * Where a click on a link navigates this tab inside the app, or null when it does not: only plain
 * left clicks on same-origin links that open in the same tab and lead to another page (not just
 * another #anchor of this one). The freshness check loads that URL in full; the loading bar starts.
 */
export function linkNavigationTarget(
  click: ClickFacts,
  anchor: AnchorFacts,
  location: { href: string; origin: string },
): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
    return null;
  if (anchor.hasDownload || (anchor.target && anchor.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  const here = new URL(location.href);
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url.href;
}
