import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs and leaves an unlinked last crumb without item', () => {
    expect(
      breadcrumbJsonLd(
        [{ label: 'Domů', href: '/cs' }, { label: 'Oblečení', href: '/cs/obleceni' }, { label: 'Tričko' }],
        'https://shop.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Domů', item: 'https://shop.example/cs' },
        { '@type': 'ListItem', position: 2, name: 'Oblečení', item: 'https://shop.example/cs/obleceni' },
        { '@type': 'ListItem', position: 3, name: 'Tričko' },
      ],
    });
  });

  it('names the current page by its URL when given, and keeps absolute links', () => {
    const list = breadcrumbJsonLd(
      [{ label: 'Home', href: 'https://shop.example/en' }, { label: 'Shirt' }],
      'https://other.example',
      '/en/shirt',
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/en' },
      { '@type': 'ListItem', position: 2, name: 'Shirt', item: 'https://other.example/en/shirt' },
    ]);
  });
});
