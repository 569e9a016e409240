// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaticPageLink } from '@contract/calls/static-pages';
import type { BrandTreeNode } from '@contract/entities/brand';
import type { ShopInfo } from '@contract/shop-info';
import { ApiClientError } from '@/lib/api/api-client-error';
import { getBrandTree } from '@/lib/data/brands';
import { getShopInfo } from '@/lib/data/shop-info';
import { listStaticPages } from '@/lib/data/static-pages';
import { SiteFooter } from './site-footer';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('en'));
vi.mock('@/lib/data/shop-info', () => ({ getShopInfo: vi.fn() }));
vi.mock('@/lib/data/static-pages', () => ({ listStaticPages: vi.fn() }));
vi.mock('@/lib/data/brands', () => ({ getBrandTree: vi.fn() }));

const shopInfo = {
  routes: { blog: { slug: { eng: 'blog', ces: 'novinky', slk: 'blog' }, queries: {} } },
  company: {
    name: 'Lumen Store s.r.o.',
    identifier: '08765432',
    vat_identifier: 'CZ08765432',
    street_address: 'Vinohradská 1234/56',
    city: 'Praha 2',
    postal_code: '120 00',
    country: 'Česko',
    country_iso: 'CZ',
    email: 'info@lumenstore.cz',
    phone: '+420 234 567 890',
  },
} as unknown as ShopInfo;

const staticPage = (id: number, name: string, path: string) =>
  ({ id, name, slug: path, _embedded: { urls: { en: path } } }) as unknown as StaticPageLink;
const brand = (id: number, name: string, path: string, children: BrandTreeNode[] = []) =>
  ({ id, name, slug: path, _embedded: { urls: { en: path } }, children }) as unknown as BrandTreeNode;

const down = () => new ApiClientError({ status: 503, type: 'service_unavailable', message: 'Down.' });
const footer = () => screen.getByRole('contentinfo');

describe('SiteFooter', () => {
  beforeEach(() => {
    vi.mocked(getShopInfo).mockResolvedValue(shopInfo);
    vi.mocked(listStaticPages).mockResolvedValue([
      staticPage(2, 'Terms and conditions', 'terms-and-conditions'),
      staticPage(3, 'Shipping and returns', 'shipping-and-returns'),
    ]);
    vi.mocked(getBrandTree).mockResolvedValue([
      brand(1, 'Nordvik', 'nordvik', [brand(7, 'Nordvik Outdoor', 'nordvik-outdoor')]),
      brand(2, 'Lumera', 'lumera'),
    ]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetAllMocks();
  });

  it('links the static pages at their paths and the blog at its route-table path', async () => {
    render(await SiteFooter());
    const information = within(footer()).getByRole('navigation', { name: 'Information' });
    expect(within(information).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    );
    expect(within(information).getByRole('link', { name: 'Shipping and returns' })).toHaveAttribute(
      'href',
      '/en/shipping-and-returns',
    );
    expect(within(information).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
  });

  it('links every brand, product lines after their brand', async () => {
    render(await SiteFooter());
    const brands = within(footer()).getByRole('navigation', { name: 'Brands' });
    expect(
      within(brands)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Nordvik', '/en/nordvik'],
      ['Nordvik Outdoor', '/en/nordvik-outdoor'],
      ['Lumera', '/en/lumera'],
    ]);
  });

  it('states the company, its address, ids and contacts, the country in the shopper’s language', async () => {
    render(await SiteFooter());
    const contact = within(footer()).getByRole('region', { name: 'Contact' });
    for (const text of ['Lumen Store s.r.o.', 'Vinohradská 1234/56', '120 00 Praha 2', 'Czechia']) {
      expect(within(contact).getByText(text)).toBeInTheDocument();
    }
    expect(contact).toHaveTextContent('Company ID: 08765432');
    expect(contact).toHaveTextContent('VAT ID: CZ08765432');
    expect(within(contact).getByRole('link', { name: /E-mail:\s*info@lumenstore\.cz/ })).toHaveAttribute(
      'href',
      'mailto:info@lumenstore.cz',
    );
    expect(within(contact).getByRole('link', { name: /Phone:\s*\+420 234 567 890/ })).toHaveAttribute(
      'href',
      'tel:+420234567890',
    );
  });

  it('logs a failed route-table read and says what is missing where it would be', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getShopInfo).mockRejectedValue(down());
    render(await SiteFooter());
    expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    expect(screen.getByText('The blog link could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The contact details could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      resource: 'shop-info',
      section: 'footer',
      status: 503,
    });
  });

  it('keeps the rest of the footer when the pages or brands cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listStaticPages).mockRejectedValue(down());
    vi.mocked(getBrandTree).mockRejectedValue(down());
    render(await SiteFooter());
    expect(screen.getByText('The information pages could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The brand list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
    expect(screen.getByText('Lumen Store s.r.o.')).toBeInTheDocument();
  });
});
