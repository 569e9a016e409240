/** Sitemaps follow catalogue changes within the hour; crawlers and proxies may keep them that long. */
export const sitemapXmlHeaders = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600, stale-while-revalidate=600',
};
