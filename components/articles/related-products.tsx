import { getTranslations } from 'next-intl/server';
import { ProductCardsSection } from '@/components/catalogue/product-cards-section';
import { SectionUnavailable } from '@/components/errors/section-unavailable';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { listProducts } from '@/lib/data/products';
import { secondaryRead } from '@/lib/data/secondary-read';

/** Most products an article links to that the page shows. */
const relatedProductsLimit = 8;

const sectionId = 'article-products';

/**
 * The products an article features, as product cards with prices as the shopper chose to see
 * them. Awaited with the article (in its server HTML); when the read fails the
 * section keeps its heading and says so, and the article itself is unaffected.
 */
export async function RelatedProducts({ context, productIds }: { context: CatalogueContext; productIds: number[] }) {
  const t = await getTranslations();
  const ids = productIds.slice(0, relatedProductsLimit);
  if (ids.length === 0) return null;
  const result = await secondaryRead({ resource: 'products', section: 'article products' }, () =>
    listProducts(context, [['id', 'in', ids]], { per_page: ids.length }),
  );
  if (!result.ok) {
    return (
      <section aria-labelledby={sectionId}>
        <h2 id={sectionId} className="mb-4 text-xl font-semibold">
          {t('article.relatedProducts')}
        </h2>
        <SectionUnavailable message={t('unavailable.relatedProducts')} />
      </section>
    );
  }
  const byId = new Map(result.data.items.map((p) => [p.id, p]));
  const products = ids.flatMap((id) => byId.get(id) ?? []);
  return (
    <ProductCardsSection id={sectionId} heading={t('article.relatedProducts')} products={products} tax={context.tax} />
  );
}
