// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bannerTypes, type Banner } from '@contract/entities/banner';
import { BannerCard } from './banner-card';

vi.mock('server-only', () => ({}));

const desktop = { url: 'https://api.example/images/71.webp', width: 1600, height: 640 };
const mobile = { url: 'https://api.example/images/72.webp', width: 800, height: 800 };

function banner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    banner_type_id: bannerTypes.homeHero,
    size_type: 'full',
    mobile_image_id: 72,
    image_id: 71,
    position: 1,
    is_active: true,
    name: 'Winter collection',
    content: '<p>Warm layers.</p><script>alert(1)</script>',
    url: null,
    url_text: null,
    button_text: 'Shop now',
    button_link: '/en/clothing',
    button_image_id: null,
    validity: { from: null, to: null },
    _embedded: { image: desktop, mobile_image: mobile, button_image: null },
    ...overrides,
  };
}

describe('BannerCard', () => {
  it('shows the mobile picture on phones and reserves each picture’s box by its size', () => {
    const { container } = render(<BannerCard banner={banner()} priority sizes="100vw" />);
    const source = container.querySelector('source');
    expect(source).toHaveAttribute('media', '(max-width: 639px)');
    expect(source?.getAttribute('srcset')).toMatch(
      /^https:\/\/api\.example\/images\/72\/160 160w, .*\/images\/72\/960 800w$/,
    );
    expect(source).toHaveAttribute('sizes', '100vw');
    expect(source).toHaveAttribute('width', '800');
    expect(source).toHaveAttribute('height', '800');
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', desktop.url);
    expect(img?.getAttribute('srcset')).toMatch(
      /^https:\/\/api\.example\/images\/71\/160 160w, .*\/images\/71\/1920 1600w$/,
    );
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '640');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('names the banner in a heading, shows its sanitized text and links the call to action', () => {
    const { container } = render(<BannerCard banner={banner()} sizes="100vw" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Winter collection' })).toBeInTheDocument();
    expect(screen.getByText('Warm layers.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/en/clothing');
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('adds the secondary link, and links the heading when a banner has a url but no link texts', () => {
    render(<BannerCard banner={banner({ url: '/en/sale', url_text: 'All offers' })} sizes="100vw" />);
    expect(screen.getByRole('link', { name: 'All offers' })).toHaveAttribute('href', '/en/sale');
    render(
      <BannerCard
        banner={banner({ id: 2, name: 'Sale', url: '/en/sale', button_text: null, button_link: null })}
        headingLevel={3}
        sizes="100vw"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Sale' }).querySelector('a')).toHaveAttribute(
      'href',
      '/en/sale',
    );
  });

  it('renders a text-only banner without pictures', () => {
    const { container } = render(
      <BannerCard
        banner={banner({ _embedded: { image: null, mobile_image: null, button_image: null } })}
        sizes="100vw"
      />,
    );
    expect(container.querySelector('img, picture')).toBeNull();
    expect(screen.getByRole('link', { name: 'Shop now' })).toBeInTheDocument();
  });
});
