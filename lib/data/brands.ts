import 'server-only';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import { catalogueTag, listTags } from '@contract/cache/cache-tags';
import { BrandTreeNodeSchema, type BrandTreeNode } from '@contract/entities/brand';
import { cached, catalogueLifetime } from './cache-policy';

/**
 * The visible brand tree in the language, with each brand's urls and product count; the counts
 * are why it carries `products` too.
 */
export async function getBrandTree(context: Pick<CatalogueContext, 'locale'>): Promise<BrandTreeNode[]> {
  const tree = await catalogueApi({ locale: context.locale }).list(BrandTreeNodeSchema, 'brands/tree', {
    query: { embed: ['urls', 'products_count'] },
    ...cached({ tags: [catalogueTag, listTags.brands, listTags.products], revalidate: catalogueLifetime }),
  });
  return tree.items;
}
