import type { SitemapEntry } from '@contract/sitemap';
import { locales } from '@contract/locales';
import { hreflangLinks, localizedPath } from './localized-urls';
import { absoluteUrl } from './site-url';

/** Escapes text for an XML element or a double-quoted attribute. */
export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The sitemap file number in a sitemap path (`/sitemaps/3.xml` → 3), or null. */
export function sitemapFileNumber(file: string): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}

const sitemapFilePath = (page: number) => `/sitemaps/${page}.xml`;

/** `/sitemap.xml`: the index of every sitemap file. */
export function sitemapIndexXml(base: string, totalPages: number): string {
  const files = Array.from(
    { length: totalPages },
    (_, i) => `  <sitemap><loc>${escapeXml(absoluteUrl(base, sitemapFilePath(i + 1)))}</loc></sitemap>`,
  );
  return `${xmlHeader}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/**
 * One `<url>` per language of each entry, every one carrying the entry's full set of hreflang
 * alternates (`xhtml:link`, including itself and x-default), as search engines ask.
 */
export function urlsetXml(base: string, entries: readonly SitemapEntry[]): string {
  const lines: string[] = [];
  for (const entry of entries) {
    const alternates = Object.entries(hreflangLinks(base, entry.urls))
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`)
      .join('');
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    for (const locale of locales) {
      const path = entry.urls[locale];
      if (path === undefined) continue;
      lines.push(
        `  <url><loc>${escapeXml(absoluteUrl(base, localizedPath(locale, path)))}</loc>${lastmod}${alternates}</url>`,
      );
    }
  }
  return `${xmlHeader}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${lines.join('\n')}\n</urlset>\n`;
}
