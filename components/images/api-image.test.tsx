// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiImage } from './api-image';

describe('ApiImage', () => {
  it('renders the plain <img> with the variants’ srcset and sizes first, then the attributes as given', () => {
    expect(
      renderToStaticMarkup(
        <ApiImage
          src="https://api.example/images/7.webp"
          sizes="4rem"
          intrinsicWidth={300}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-full"
        />,
      ),
    ).toBe(
      '<img src="https://api.example/images/7.webp" srcSet="https://api.example/images/7/160 160w, https://api.example/images/7/320 300w" sizes="4rem" alt="" width="64" height="64" loading="lazy" decoding="async" class="size-full"/>',
    );
  });

  it('gives a picture that is not the shop API’s neither srcset nor sizes', () => {
    expect(
      renderToStaticMarkup(<ApiImage src="/images/product-fallback.svg" sizes="4rem" alt="" loading="lazy" />),
    ).toBe('<img src="/images/product-fallback.svg" alt="" loading="lazy"/>');
  });

  it('becomes the LCP preload with the same candidates when eager and of high priority', () => {
    const html = renderToStaticMarkup(
      <ApiImage
        src="https://api.example/images/7.webp"
        sizes="50vw"
        intrinsicWidth={200}
        alt="x"
        fetchPriority="high"
      />,
    );
    expect(html).toContain(
      '<link rel="preload" as="image" imageSrcSet="https://api.example/images/7/160 160w, https://api.example/images/7/320 200w" imageSizes="50vw" fetchPriority="high"/>',
    );
  });

  it('hands its ref to the <img>', () => {
    const ref = createRef<HTMLImageElement>();
    const { container } = render(<ApiImage ref={ref} src="https://api.example/images/7.webp" sizes="4rem" alt="" />);
    expect(ref.current).toBe(container.querySelector('img'));
  });
});
