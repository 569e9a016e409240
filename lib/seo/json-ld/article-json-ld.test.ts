import { describe, expect, it } from 'vitest';
import type { Article } from '@contract/entities/article';
import { serializeJsonLd } from '@/lib/seo/json-ld/serialize-json-ld';
import { articleJsonLd } from './article-json-ld';

const article: Article = {
  id: 4,
  name: 'Five tips </script><script>alert(1)</script>',
  perex: 'Start slowly.',
  content: '<p>Body</p>',
  default_article_category_id: 1,
  slug: 'five-tips',
  time_for_reading: 6,
  publish_at: '2025-05-05T07:45:00.000Z',
  external_url: null,
  meta_title: null,
  meta_description: null,
  _embedded: {
    user: { id: 2, first_name: 'Martin', last_name: 'Kučera', image_url: 'https://api.example/images/70.webp' },
    image_url: 'https://api.example/images/24.webp',
    images: [{ id: 47, url: 'https://api.example/images/47.webp', width: 1000, height: 1000 }],
  },
};
const publisher = {
  siteUrl: 'https://shop.example',
  name: 'Lumen Store',
  logoUrl: 'https://shop.example/apple-icon.png',
};
const options = { url: 'https://shop.example/en/five-tips', locale: 'en' as const, publisher };

describe('articleJsonLd', () => {
  it('describes the article as a BlogPosting with headline, dates, author, pictures, publisher and its page', () => {
    expect(articleJsonLd(article, options)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.name,
      description: 'Start slowly.',
      datePublished: '2025-05-05T07:45:00.000Z',
      dateModified: '2025-05-05T07:45:00.000Z',
      inLanguage: 'en',
      author: { '@type': 'Person', name: 'Martin Kučera', image: 'https://api.example/images/70.webp' },
      image: ['https://api.example/images/24.webp', 'https://api.example/images/47.webp'],
      publisher: {
        '@type': 'Organization',
        '@id': 'https://shop.example/#organization',
        name: 'Lumen Store',
        url: 'https://shop.example',
        logo: { '@type': 'ImageObject', url: 'https://shop.example/apple-icon.png' },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.example/en/five-tips' },
      url: 'https://shop.example/en/five-tips',
    });
  });

  it('leaves out what the article lacks', () => {
    const bare = articleJsonLd({ ...article, perex: null, publish_at: null, _embedded: {} }, options);
    expect(bare).not.toHaveProperty('author');
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('datePublished');
    expect(bare).not.toHaveProperty('dateModified');
    expect(bare).not.toHaveProperty('description');
  });

  it('cannot close its script element, and still parses back to the same data', () => {
    const text = serializeJsonLd(articleJsonLd(article, options));
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text).headline).toBe(article.name);
  });
});
