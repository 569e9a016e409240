import 'server-only';
import { catalogueApi, type CatalogueContext } from '@/lib/api/catalogue-api';
import { BrandTreeNodeSchema, type BrandTreeNode } from '@contract/entities/brand';

/** The visible brand tree in the language, with each brand's urls and product count. */
export async function getBrandTree(context: Pick<CatalogueContext, 'locale'>): Promise<BrandTreeNode[]> {
  const tree = await catalogueApi({ locale: context.locale }).list(BrandTreeNodeSchema, 'brands/tree', { query: { embed: ['urls', 'products_count'] } });
  return tree.items;
}

/** The path from a root brand down to the brand, or [] when the brand is not in the tree. */
export function brandTrail(tree: BrandTreeNode[], brandId: number): BrandTreeNode[] {
  for (const node of tree) {
    if (node.id === brandId) return [node];
    const below = brandTrail(node.children, brandId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
