/**
 * The one check of every path the storefront sends a shopper back to after a detour (the route
 * guard's `return_url`, the page a third-party sign-in started from, the login route's answer, the
 * login page, an internal redirect of the shop API's page lookup): docs/customer-accounts-storefront.md.
 */

const maxLength = 2000;
const placeholderOrigin = 'http://same.invalid';
/** Backslashes (browsers read `/\` as `//`) and control characters (dropped or split by parsers). */
const unsafeCharacter = /[\\\u0000-\u001f\u007f]/;

/**
 * The remembered target of a detour, as a path on this site, or null. Only a relative same-site
 * path is honoured: it starts with one `/`, holds no backslash, control character or scheme, and
 * after its dot segments are resolved (`new URL(path, origin)`) it keeps the origin and still
 * starts with a single `/`: `/.//evil.example` and `/en/../..//evil.example` resolve to
 * `//evil.example`, which a browser follows to another host. Percent-encoded tricks are judged
 * decoded too (`/%2F/evil`, `/%5Cevil`, `%0d%0a`), since a proxy on the way may decode them. The
 * answer is the resolved path, so the caller redirects to exactly what was checked.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > maxLength) return null;
  if (!value.startsWith('/') || value.startsWith('//') || unsafeCharacter.test(value)) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, placeholderOrigin);
  } catch {
    return null;
  }
  if (resolved.origin !== placeholderOrigin || !isSingleSlashPath(resolved.pathname)) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}

/** A resolved pathname that stays on this host, as written and percent-decoded. */
function isSingleSlashPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return [pathname, decoded].every(
    (path) => path.startsWith('/') && !path.startsWith('//') && !unsafeCharacter.test(path),
  );
}

/** The first candidate that `safeReturnPath` accepts (as it answers it), else `fallback`: the locale's home or account. */
export function firstSafeReturnPath(candidates: readonly (string | null | undefined)[], fallback: string): string {
  for (const candidate of candidates) {
    const path = safeReturnPath(candidate);
    if (path !== null) return path;
  }
  return fallback;
}
