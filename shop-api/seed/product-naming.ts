import { subcategories, type Subcategory } from './catalogue-structure';
import { capitalize, mapLocales, type Localized } from './localized';
import { agree, colors, modelNames, nounText, type ColorDef, type Noun } from './names';
import { productFamilies, type ProductFamily, type VariationKind } from './product-families';

/** Everything about a product that follows from its id alone. */
export interface ProductPlan {
  id: number;
  subcategory: Subcategory;
  family: ProductFamily;
  noun: Noun;
  qualifier: Localized;
  color: ColorDef;
  brandId: number;
  /** The properties its variations differ in, or null for a product without variations. */
  variationKinds: VariationKind[] | null;
  model: string;
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('Empty word list.');
  return item;
}

/** Two in five products have variations: ids ending in 1, 3, 6 and 8. */
export function hasVariations(id: number): boolean {
  return id % 5 === 1 || id % 5 === 3;
}

/**
 * Products are dealt out to the subcategories in turn; the k-th product of a subcategory takes
 * the k-th combination of qualifier and noun, so names rarely repeat. Product 1 is
 * "Červené bavlněné tričko" / "Red cotton T-shirt".
 */
export function planProduct(id: number): ProductPlan {
  const index = id - 1;
  const subIndex = index % subcategories.length;
  const k = Math.floor(index / subcategories.length);
  const subcategory = at(subcategories, subIndex);
  const family = productFamilies[subcategory.key];
  return {
    id,
    subcategory,
    family,
    qualifier: at(family.qualifiers, k),
    noun: at(family.nouns, Math.floor(k / family.qualifiers.length)),
    color: at(colors, k * 3 + subIndex),
    brandId: at(family.brandIds, k + Math.floor(k / 2)),
    variationKinds: hasVariations(id) ? at(family.variationSets, k) : null,
    model: at(modelNames, index),
  };
}

/** "Červené bavlněné tričko", or "Bavlněné tričko Aurora" when the product comes in several colours. */
export function productNames(plan: ProductPlan): Localized {
  const byColor = plan.variationKinds?.includes('color') ?? false;
  return mapLocales((locale) => {
    const words = [agree(plan.qualifier, plan.noun, locale), nounText(plan.noun, locale)];
    if (byColor) words.push(plan.model);
    else words.unshift(agree(plan.color.adjective, plan.noun, locale));
    return capitalize(words.join(' '));
  });
}
