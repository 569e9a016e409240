import { getTranslations } from 'next-intl/server';
import type { TaxMode } from '@contract/locales';
import type { Product } from '@contract/entities/product';
import { ProductCard } from './product-card';

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
            <ProductCard product={product} priority={index < 4} tax={tax} />
          </li>
        ))}
      </ul>
    </section>
  );
}
