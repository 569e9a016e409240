import { ProductCard } from '@/components/catalogue/product-card';
import type { Product } from '@contract/entities/product';
import type { TaxMode } from '@contract/locales';

/**
 * A titled row of product cards for content pages (home, articles). Unlike a listing's grid,
 * nothing here is above the fold, so every picture loads lazily.
 */
export function ProductCardsSection({
  id,
  heading,
  products,
  tax,
}: {
  id: string;
  heading: string;
  products: Product[];
  tax?: TaxMode;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {heading}
      </h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} tax={tax} />
          </li>
        ))}
      </ul>
    </section>
  );
}
