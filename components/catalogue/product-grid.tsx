import { getTranslations } from 'next-intl/server';
import type { TaxMode } from '@contract/locales';
import type { Product } from '@contract/entities/product';
import { ProductCard } from './product-card';

/**
 * Cards whose picture is fetched at once and at high priority (and preloaded from the head): the
 * first row of a phone, where the first card's picture is the page's largest paint. Four high
 * preloads shared the slow start of a phone's connection with that picture and the style sheet
 * (docs/benchmarks.md, "Paint, session 21"); the rest load lazily.
 */
const highPriorityCards = 2;

export async function ProductGrid({
  products,
  heading,
  tax,
}: {
  products: Product[];
  heading?: string;
  tax?: TaxMode;
}) {
  const t = await getTranslations('catalogue');
  if (products.length === 0) return <p className="py-8 text-neutral-700">{t('noProducts')}</p>;
  return (
    <section aria-label={heading}>
      {heading && <h2 className="mb-4 text-xl font-semibold">{heading}</h2>}
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={index < highPriorityCards} tax={tax} />
          </li>
        ))}
      </ul>
    </section>
  );
}
