import type { Random } from './prng';
import { mapLocales, type Localized } from './localized';
import { clothingSizes, colors, shoeSizes } from './names';
import { niceCzk } from './pricing';
import type { ProductPlan } from './product-naming';
import type { VariationKind } from './product-families';
import { planVariationStock, type StockPlan, type StockScenario } from './stock';
import { attributeById, attributeIds, propertyIds } from './variation-properties';

export interface VariationDraft {
  id: number;
  position: number;
  /** One attribute per property the product varies by. */
  attributeIds: number[];
  /** "M, Red" in each language. */
  label: Localized;
  colorKey: string | null;
  taxedCzk: number;
  stock: StockPlan;
  isDefault: boolean;
}

const pricierAttributes = new Set(['XXL', '44', '45', 'merino', 'leather']);

function attributeChoices(kind: VariationKind, plan: ProductPlan, count: number, random: Random): number[] {
  switch (kind) {
    case 'size': {
      const start = random.int(0, clothingSizes.length - count);
      return clothingSizes.slice(start, start + count).map(attributeIds.size);
    }
    case 'shoeSize': {
      const start = random.int(0, shoeSizes.length - count);
      return shoeSizes.slice(start, start + count).map(attributeIds.size);
    }
    case 'material':
      return random.sample(plan.family.materials ?? [], count).map(attributeIds.material);
    case 'color': {
      const others = random.sample(
        colors.filter((c) => c !== plan.color),
        count - 1,
      );
      return [plan.color, ...others].map((c) => attributeIds.color(c.key));
    }
  }
}

/** How many values each property gets, keeping a product at 2–6 variations. */
function valueCounts(kinds: VariationKind[], plan: ProductPlan, random: Random): number[] {
  const materialCount = plan.family.materials?.length ?? 0;
  if (kinds.length > 1)
    return kinds.map((kind, i) => (i === 0 ? Math.min(random.int(2, 3), kind === 'material' ? materialCount : 3) : 2));
  const kind = kinds[0];
  const max = kind === 'material' ? materialCount : kind === 'color' ? 4 : 5;
  return [random.int(2, max)];
}

function cartesian(lists: number[][]): number[][] {
  return lists.reduce<number[][]>(
    (combos, list) => combos.flatMap((combo) => list.map((item) => [...combo, item])),
    [[]],
  );
}

function labelOf(ids: number[]): Localized {
  return mapLocales((locale) => ids.map((id) => attributeById(id).name[locale]).join(', '));
}

/** The variations of one product, numbered from `firstId`. */
export function buildVariations(
  plan: ProductPlan,
  kinds: VariationKind[],
  baseTaxedCzk: number,
  scenario: StockScenario,
  firstId: number,
  random: Random,
): VariationDraft[] {
  const counts = valueCounts(kinds, plan, random);
  const combos = cartesian(kinds.map((kind, i) => attributeChoices(kind, plan, counts[i] ?? 2, random)));
  const drafts = combos.map((ids, position): VariationDraft => {
    const attributes = ids.map(attributeById);
    const color = attributes.find((a) => a.propertyId === propertyIds.color);
    const pricier = attributes.some((a) => pricierAttributes.has(a.key));
    return {
      id: firstId + position,
      position,
      attributeIds: ids,
      label: labelOf(ids),
      colorKey: color?.key ?? null,
      taxedCzk: pricier ? niceCzk(baseTaxedCzk * 1.1) : baseTaxedCzk,
      stock: planVariationStock(scenario, plan.id, random),
      isDefault: false,
    };
  });
  const buyable = drafts.find((d) => !d.stock.updateStock || d.stock.stockState > 0) ?? drafts[0];
  if (buyable) buyable.isDefault = true;
  return drafts;
}
