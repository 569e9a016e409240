import { describe, expect, it } from 'vitest';
import { organizationJsonLd, shopIdentity, websiteJsonLd } from './shop-json-ld';

const shop = { siteUrl: 'https://shop.example', name: 'Lumen Store', logoUrl: 'https://shop.example/apple-icon.png' };

describe('organizationJsonLd', () => {
  it('names the shop with its address and logo under one @id', () => {
    expect(organizationJsonLd(shop)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://shop.example/#organization',
      name: 'Lumen Store',
      url: 'https://shop.example',
      logo: { '@type': 'ImageObject', url: 'https://shop.example/apple-icon.png' },
    });
  });
});

describe('websiteJsonLd', () => {
  it('describes the website in the language with a SearchAction on the localized search URL', () => {
    const data = websiteJsonLd(shop, {
      locale: 'cs',
      searchUrlTemplate: 'https://shop.example/cs/vyhledavani?dotaz={search_term_string}',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://shop.example/cs#website',
      url: 'https://shop.example/cs',
      name: 'Lumen Store',
      inLanguage: 'cs',
      publisher: { '@id': 'https://shop.example/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://shop.example/cs/vyhledavani?dotaz={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('leaves the SearchAction out when the shop has no search page', () => {
    expect(websiteJsonLd(shop, { locale: 'en' })).not.toHaveProperty('potentialAction');
  });
});

describe('shopIdentity', () => {
  it('puts the logo at the configured site address', () => {
    expect(shopIdentity('Lumen Store', 'https://shop.example')).toEqual(shop);
  });
});
