import { JsonLd } from '@/components/seo/json-ld';
import type { CurrencyCode } from '@contract/locales';
import { productJsonLd } from '@/lib/product/product-json-ld';
import type { ProductPageData } from '@/lib/product/product-page-data';
import { absoluteUrl, siteUrl } from '@/lib/seo/site-url';

/** The product's structured data for search engines (schema.org Product with offers and rating). */
export function ProductJsonLd({ name, description, path, currency, data }: { name: string; description: string | null; path: string; currency: CurrencyCode; data: ProductPageData }) {
  const today = new Date().toISOString().slice(0, 10);
  return <JsonLd data={productJsonLd({ name, description, url: absoluteUrl(siteUrl(), path), currency, data, today })} />;
}
