import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapFileNumber, sitemapIndexXml, urlsetXml } from './sitemap-xml';
import { siteUrl } from './site-url';

describe('urlsetXml', () => {
  it('writes one url per language with every hreflang alternate and lastmod', () => {
    const xml = urlsetXml('https://shop.example', [
      {
        kind: 'product',
        model_id: 1,
        urls: { cs: 'tricko', sk: 'tricko-sk', en: 't-shirt' },
        lastmod: '2025-01-06T08:01:00.000Z',
      },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(3);
    expect(urls[0]).toContain('<loc>https://shop.example/cs/tricko</loc><lastmod>2025-01-06T08:01:00.000Z</lastmod>');
    for (const url of urls) {
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="cs" href="https://shop.example/cs/tricko"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="sk" href="https://shop.example/sk/tricko-sk"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/t-shirt"/>');
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/en/t-shirt"/>',
      );
    }
  });

  it('writes the home page as the bare locale path, skips missing languages and escapes', () => {
    const xml = urlsetXml('https://shop.example', [
      { kind: 'homepage', model_id: null, urls: { cs: '', sk: '', en: '' }, lastmod: null },
      { kind: 'static-page', model_id: 2, urls: { cs: 'a&b' }, lastmod: null },
    ]);
    expect(xml).toContain('<loc>https://shop.example/cs</loc>');
    expect(xml).toContain('<loc>https://shop.example/cs/a&amp;b</loc>');
    expect(xml).not.toContain('<lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });
});

describe('sitemapIndexXml', () => {
  it('lists every sitemap file', () => {
    const xml = sitemapIndexXml('https://shop.example', 2);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemaps/1.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemaps/2.xml</loc></sitemap>');
  });
});

describe('sitemapFileNumber', () => {
  it('accepts n.xml only', () => {
    expect(sitemapFileNumber('3.xml')).toBe(3);
    expect(sitemapFileNumber('0.xml')).toBeNull();
    expect(sitemapFileNumber('3')).toBeNull();
    expect(sitemapFileNumber('../3.xml')).toBeNull();
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('siteUrl', () => {
  it('reads SITE_URL, then NEXT_PUBLIC_SITE_URL, else the development server, without a trailing slash', () => {
    expect(siteUrl({ SITE_URL: 'https://a.example/', NEXT_PUBLIC_SITE_URL: 'https://b.example' })).toBe(
      'https://a.example',
    );
    expect(siteUrl({ NEXT_PUBLIC_SITE_URL: 'https://b.example' })).toBe('https://b.example');
    expect(siteUrl({})).toBe('http://localhost:3000');
  });
});
