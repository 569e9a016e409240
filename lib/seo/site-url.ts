/**
 * The shop's public address, the base of canonical URLs, hreflang links, Open Graph URLs and the
 * sitemap. `SITE_URL` is read at run time on the server (one build can serve several hosts);
 * `NEXT_PUBLIC_SITE_URL` is the build-time fallback; the development server is the default.
 */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL || env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000';
  return raw.replace(/\/+$/, '');
}

/** The absolute URL of an app path (`/cs/triko` → `https://shop.example/cs/triko`). */
export function absoluteUrl(base: string, path: string): string {
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
