import { getTranslations } from 'next-intl/server';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { listProducts } from '@/lib/data/catalogue';
import { ProductCardsSection } from './product-cards-section';

/** Most products an article links to that the page shows. */
export const relatedProductsLimit = 8;

/**
 * The products an article features, as product cards with prices as the shopper chose to see
 * them. Fetched apart from the page lookup (behind a Suspense skeleton); if the read fails the
 * article still shows, without this section.
 */
export async function RelatedProducts({ context, productIds }: { context: CatalogueContext; productIds: number[] }) {
  const t = await getTranslations('article');
  const ids = productIds.slice(0, relatedProductsLimit);
  if (ids.length === 0) return null;
  const result = await listProducts(context, [['id', 'in', ids]], { per_page: ids.length }).catch(() => null);
  const byId = new Map((result?.items ?? []).map((p) => [p.id, p]));
  const products = ids.flatMap((id) => byId.get(id) ?? []);
  if (products.length === 0) return null;
  return <ProductCardsSection id="article-products" heading={t('relatedProducts')} products={products} tax={context.tax} />;
}
