import { connection } from 'next/server';
import { sitemapXmlHeaders } from '@/lib/seo/sitemap-headers';
import { getSitemapPage } from '@/lib/data/sitemap';
import { sitemapFileNumber, urlsetXml } from '@/lib/seo/sitemap-xml';
import { siteUrl } from '@/lib/seo/site-url';

/** One sitemap file (`/sitemaps/3.xml`): every language's URL of its entries with their hreflang alternates. */
export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[file]'>): Promise<Response> {
  await connection();
  const page = sitemapFileNumber((await params).file);
  const entries = page === null ? null : await getSitemapPage(page);
  if (!entries)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(urlsetXml(siteUrl(), entries), { headers: sitemapXmlHeaders });
}
