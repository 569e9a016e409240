// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductBrand } from './product-brand';

describe('ProductBrand', () => {
  it('links the brand page at its path in the language', () => {
    render(
      <ProductBrand
        brand={{ name: 'Modrý jelen', slug: 'x', _embedded: { urls: { cs: 'modry-jelen' } } }}
        locale="cs"
      />,
    );
    expect(screen.getByRole('link', { name: 'Modrý jelen' })).toHaveAttribute('href', '/cs/modry-jelen');
  });

  it('names the brand without a link when the embed has no path', () => {
    render(<ProductBrand brand={{ name: 'Nordic' }} locale="en" />);
    expect(screen.getByText('Nordic')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
