import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt';

const searchRoute = { slug: { ces: 'vyhledavani', slk: 'vyhladavanie', eng: 'search' }, queries: {} };

describe('robotsTxt', () => {
  it('keeps crawlers out of per-shopper routes and search results, and links the sitemap', () => {
    const lines = robotsTxt('https://shop.example', searchRoute).split('\n');
    for (const path of [
      '/cs/kosik',
      '/en/my-cart',
      '/sk/prihlasenie',
      '/en/login',
      '/cs/zakaznik/',
      '/en/customer/',
      '/cs/obnova-hesla',
      '/cs/vraceni-a-reklamace',
      '/en/returns-and-complaints',
      '/cs/vyhledavani?',
      '/en/search?',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('is one group with only Disallow rules, sorted, and the sitemap after the group', () => {
    const lines = robotsTxt('https://shop.example', searchRoute)
      .split('\n')
      .filter((line) => line !== '');
    // A first-match parser would read an `Allow: /` before any Disallow as "everything allowed".
    expect(lines.filter((line) => /^allow:/i.test(line))).toEqual([]);
    expect(lines.filter((line) => /^user-agent:/i.test(line))).toEqual(['User-agent: *']);
    expect(lines[0]).toBe('User-agent: *');
    const rules = lines.slice(1, -1);
    expect(rules.every((line) => line.startsWith('Disallow: '))).toBe(true);
    expect(rules).toEqual([...rules].sort());
    expect(lines.at(-1)).toBe('Sitemap: https://shop.example/sitemap.xml');
  });

  it('leaves the search rule out when the route table is unknown', () => {
    const text = robotsTxt('https://shop.example', undefined);
    expect(text).not.toContain('?');
    expect(text).toContain('Disallow: /cs/kosik');
  });
});
