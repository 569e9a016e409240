/**
 * The remembered target of a login, as a path on this site, or null. Only a relative same-site
 * path is honoured: it starts with one `/`, never `//` or `/\` (browsers read both as another
 * host), holds no backslash, no control character and no scheme, and stays on this origin when
 * resolved. Anything else (an absolute URL, `javascript:`, a protocol-relative host) is dropped.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'http://same.invalid';
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}
