// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

const url = 'http://api.test/images/7.webp';

describe('ProductImage', () => {
  it('a priority picture loads at once, at high priority, and is decoded with its frame', () => {
    render(<ProductImage url={url} alt="Shirt" priority sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Shirt' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    // `decoding="async"` lets the browser paint the frame without the picture: a later LCP.
    expect(image).not.toHaveAttribute('decoding', 'async');
  });

  it('any other picture loads lazily and decodes off the main thread', () => {
    render(<ProductImage url={url} alt="Shirt" sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Shirt' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('decoding', 'async');
  });
});
