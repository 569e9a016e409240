import { connection } from 'next/server';
import { sitemapXmlHeaders } from '@/lib/seo/sitemap-headers';
import { getSitemapSummary } from '@/lib/data/sitemap';
import { sitemapIndexXml } from '@/lib/seo/sitemap-xml';
import { siteUrl } from '@/lib/seo/site-url';

/** The sitemap index: one `/sitemaps/{n}.xml` per 16,000 catalogue entries (48,000 URLs). */
export async function GET(): Promise<Response> {
  await connection();
  const summary = await getSitemapSummary();
  return new Response(sitemapIndexXml(siteUrl(), summary.total_pages), { headers: sitemapXmlHeaders });
}
