import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/catalogue/product-card';
import type { TaxMode } from '@contract/locales';
import { productRelationTypes, type ProductRelation } from '@contract/entities/product-extras';

type Group = 'alternative' | 'related' | 'picked';

const groupOf: Record<number, Group | undefined> = {
  [productRelationTypes.alternative]: 'alternative',
  [productRelationTypes.related]: 'related',
  [productRelationTypes.randomSameCategory]: 'picked',
  [productRelationTypes.randomSameDefaultCategory]: 'picked',
};

/** Related products grouped by relation type: alternatives, goes-well-with, and the shop's picks (types 2 and 3). Gifts have their own section. */
export async function ProductRelations({ relations, tax }: { relations: ProductRelation[]; tax?: TaxMode }) {
  const t = await getTranslations('product');
  const groups = new Map<Group, ProductRelation[]>();
  for (const relation of relations) {
    const group = groupOf[relation.relation_type];
    if (group) groups.set(group, [...(groups.get(group) ?? []), relation]);
  }
  const order: Group[] = ['alternative', 'related', 'picked'];
  return (
    <>
      {order.map((group) => {
        const items = groups.get(group);
        if (!items?.length) return null;
        return (
          <section key={group} aria-labelledby={`relations-${group}`} className="mt-12">
            <h2 id={`relations-${group}`} className="text-xl font-semibold">
              {t(`relations.${group}`)}
            </h2>
            <div className="mt-4 grid grid-cols-2 gap-6 lg:grid-cols-4">
              {items.map((relation) => (
                <ProductCard key={relation.related_product_id} product={relation._embedded.product} tax={tax} />
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
}
