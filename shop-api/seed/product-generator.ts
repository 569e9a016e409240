import { seedLocales, type Localized } from './localized';
import { colors } from './names';
import { ean13, niceCzk, priceRows } from './pricing';
import type { ProductBatch } from './product-batch';
import { planProduct, productNames, type ProductPlan } from './product-naming';
import { productTexts } from './product-texts';
import { randomFor, type Random } from './prng';
import { availabilityIds } from './reference-data';
import { productSeoFlags } from './seo-flags';
import { seoModelTypes, type SeoUrlIndex } from './seo-urls';
import { planStock, stockScenario, type StockPlan } from './stock';
import { buildVariations, type VariationDraft } from './variation-generator';
import { attributeById } from './variation-properties';

/** Next free ids of the rows whose ids are not the product id. */
export interface IdCounters {
  variation: number;
  image: number;
  productImage: number;
}

export interface ProductContext {
  batch: ProductBatch;
  seo: SeoUrlIndex;
  ids: IdCounters;
  images: boolean;
}

const catalogueStart = Date.UTC(2025, 0, 6, 8, 0, 0);
const pad = (n: number) => String(n).padStart(6, '0');

function basePriceCzk(plan: ProductPlan, random: Random): number {
  const [min, max] = plan.family.priceCzk;
  // Skewed towards the cheaper end, as real assortments are.
  return niceCzk(min + (max - min) * random.next() ** 1.5);
}

/** A product with variations holds the sum of their stock and is sold out when they all are. */
function productStock(own: StockPlan, variations: VariationDraft[]): StockPlan {
  if (variations.length === 0) return own;
  const stockState = variations.reduce((sum, v) => sum + (v.stock.updateStock ? v.stock.stockState : 0), 0);
  const soldOut = own.productAvailabilityId === availabilityIds.inStock && own.updateStock && stockState === 0;
  return { ...own, stockState, productAvailabilityId: soldOut ? availabilityIds.soldOut : own.productAvailabilityId };
}

/** One picture per colour the product comes in; the first is the product's main picture. */
function addImages(
  ctx: ProductContext,
  plan: ProductPlan,
  names: Localized,
  variations: VariationDraft[],
): Map<string, number> {
  const imageByColor = new Map<string, number>();
  if (!ctx.images) return imageByColor;
  const colorKeys = [plan.color.key, ...variations.map((v) => v.colorKey).filter((k): k is string => k !== null)];
  for (const key of colorKeys) {
    if (imageByColor.has(key)) continue;
    const accent = colors.find((c) => c.key === key)?.hex ?? plan.color.hex;
    const id = ctx.ids.image++;
    imageByColor.set(key, id);
    ctx.batch.imageJobs.push({
      id,
      art: { seedKind: 'product', seedId: plan.id, accent, palette: plan.subcategory.root.palette },
    });
  }
  const row = (imageId: number, position: number, productVariationId: number | null) => ({
    id: ctx.ids.productImage++,
    productId: plan.id,
    productVariationId,
    imageId,
    isDefault: position === 0,
    position,
    description: names.en,
  });
  ctx.batch.productImages.push(row(imageByColor.get(plan.color.key) as number, 0, null));
  variations.forEach((v, i) => {
    if (v.colorKey) ctx.batch.productImages.push(row(imageByColor.get(v.colorKey) as number, i + 1, v.id));
  });
  return imageByColor;
}

interface VariationParent {
  plan: ProductPlan;
  names: Localized;
  taxGroupId: number;
  sku: string;
  imageByColor: Map<string, number>;
}

function addVariations(ctx: ProductContext, parent: VariationParent, variations: VariationDraft[]): void {
  const { plan, names, taxGroupId, sku, imageByColor } = parent;
  for (const v of variations) {
    ctx.batch.variations.push({
      id: v.id,
      productId: plan.id,
      imageId: v.colorKey ? (imageByColor.get(v.colorKey) ?? null) : null,
      productAvailabilityId: v.stock.productAvailabilityId,
      code: `${sku}-${v.position + 1}`,
      sku: `${sku}-${v.position + 1}`,
      ean: ean13('858', v.id),
      updateStock: v.stock.updateStock,
      stockState: v.stock.stockState,
      position: v.position,
      isDefault: v.isDefault,
      expectedDateMin: v.stock.expectedDateMin,
      expectedDateMax: v.stock.expectedDateMax,
    });
    for (const locale of seedLocales) {
      ctx.batch.variationTranslations.push({
        productVariationId: v.id,
        locale,
        name: `${names[locale]} – ${v.label[locale]}`,
      });
    }
    for (const price of priceRows(v.taxedCzk, taxGroupId))
      ctx.batch.variationPrices.push({ productVariationId: v.id, ...price });
    v.attributeIds.forEach((attributeId) => {
      ctx.batch.variationAttributes.push({
        productVariationId: v.id,
        productPropertyId: attributeById(attributeId).propertyId,
        productPropertyAttributeId: attributeId,
      });
    });
  }
}

interface ProductFacts {
  plan: ProductPlan;
  names: Localized;
  code: string;
  sku: string;
  taxGroupId: number;
  stock: StockPlan;
  hasVariations: boolean;
  mainImageId: number | null;
}

function addProductRow(ctx: ProductContext, facts: ProductFacts, random: Random): void {
  const { plan, stock } = facts;
  const createdAt = new Date(catalogueStart + plan.id * 60_000);
  ctx.batch.products.push({
    id: plan.id,
    brandId: plan.brandId,
    productAvailabilityId: stock.productAvailabilityId,
    taxGroupId: facts.taxGroupId,
    defaultCategoryId: plan.subcategory.id,
    code: facts.code,
    sku: facts.sku,
    ean: ean13('859', plan.id),
    mpn: `${plan.brandId}${pad(plan.id)}`,
    updateStock: stock.updateStock,
    stockState: stock.stockState,
    position: plan.id,
    ...productSeoFlags(plan.id),
    weight: Math.round(plan.family.weightKg * (80 + random.int(0, 40))) / 100,
    sellsCount: Math.floor(random.next() ** 2 * 500),
    hasVariations: facts.hasVariations,
    ogImageId: facts.mainImageId,
    expectedDays: stock.expectedDays,
    expectedDateMin: stock.expectedDateMin,
    expectedDateMax: stock.expectedDateMax,
    createdAt,
    updatedAt: createdAt,
  });
  ctx.batch.categories.push(
    { productId: plan.id, categoryId: plan.subcategory.id },
    { productId: plan.id, categoryId: plan.subcategory.root.id },
  );
}

function addTranslations(ctx: ProductContext, facts: ProductFacts, random: Random): void {
  const { plan, names } = facts;
  const texts = productTexts(plan, names, facts.code, random);
  const paths = ctx.seo.addPage(seoModelTypes.product, plan.id, names);
  for (const locale of seedLocales) {
    ctx.batch.translations.push({
      productId: plan.id,
      locale,
      name: names[locale],
      slug: paths[locale],
      shortDescription: texts.shortDescription[locale],
      description: texts.description[locale],
      metaTitle: texts.metaTitle[locale],
      metaDescription: texts.metaDescription[locale],
    });
  }
}

/** Builds every row of product `id` into the batch and claims its paths. */
export function addProduct(ctx: ProductContext, id: number): void {
  const plan = planProduct(id);
  const random = randomFor('product', id);
  const names = productNames(plan);
  const sku = `${plan.subcategory.key.slice(0, 3).toUpperCase()}-${pad(id)}`;
  const taxGroupId = id % 9 === 0 ? 2 : 1;
  const taxedCzk = basePriceCzk(plan, random);
  const scenario = stockScenario(id);
  const variations = plan.variationKinds
    ? buildVariations(plan, plan.variationKinds, taxedCzk, scenario, ctx.ids.variation, random)
    : [];
  ctx.ids.variation += variations.length;
  const imageByColor = addImages(ctx, plan, names, variations);
  const facts: ProductFacts = {
    plan,
    names,
    code: `P${pad(id)}`,
    sku,
    taxGroupId,
    stock: productStock(planStock(scenario, id, random), variations),
    hasVariations: variations.length > 0,
    mainImageId: imageByColor.get(plan.color.key) ?? null,
  };
  addProductRow(ctx, facts, random);
  addTranslations(ctx, facts, random);
  for (const price of priceRows(taxedCzk, taxGroupId)) ctx.batch.prices.push({ productId: id, ...price });
  addVariations(ctx, { plan, names, taxGroupId, sku, imageByColor }, variations);
}
