import { and, eq, inArray, sql } from 'drizzle-orm';
import { modelTypes, type Urls } from '@contract';
import {
  productAvailabilities,
  productDiscounts,
  productImages,
  productPrices,
  products,
  productTranslations,
  productVariationPrices,
  productVariations,
  productVariationTranslations,
  seoUrls,
  taxGroups,
} from '../db/schema';
import { toUrls } from '../catalogue/shared/urls.repository';
import { readTogether } from '../db/read-together';
import { runningProductDiscountPercents } from '../catalogue/products/product-extras.repository';
import type { ReadContext } from '../list/read-context';
import { stockKeyOf, type StockKey } from './stock-reservation';

/** What a cart line needs to know of its product (or variation) in the request's language and currency. */
export interface LineFacts {
  productId: number;
  productVariationId: number | null;
  name: string;
  variationName: string | null;
  imageId: number | null;
  /** False when the product (or variation) is inactive, hidden, not translated or its availability forbids buying. */
  canPurchase: boolean;
  hasVariations: boolean;
  /** The product's own price in the currency (a variation's own price when it has one); null without a price. */
  price: number | null;
  taxedPrice: number | null;
  discountPercents: number | null;
  taxRate: number;
  updateStock: boolean;
  stockState: number;
  maxPurchasableAmount: number | null;
  urls: Urls;
  code: string | null;
  sku: string | null;
}

const defaultTaxRate = 21;

const lesser = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** The canonical path per language of the product, as one JSON object (`toUrls` reads it): no query of its own. */
const productPaths = sql<unknown>`(select coalesce(json_object_agg(${seoUrls.locale}, ${seoUrls.path}), '{}')
  from ${seoUrls} where ${seoUrls.modelType} = ${modelTypes.product} and ${seoUrls.modelId} = ${products.id}
    and ${seoUrls.isCanonical})`;

/** The variation's own running discount (the highest when several overlap), as the product page shows it. */
const variationDiscountPercents = sql<number | null>`(select max(${productDiscounts.percents}) from ${productDiscounts}
  where ${productDiscounts.productVariationId} = ${productVariations.id}
    and (${productDiscounts.validFrom} is null or ${productDiscounts.validFrom} <= now())
    and (${productDiscounts.validTo} is null or ${productDiscounts.validTo} > now()))`;

async function productRows(env: ReadContext, productIds: number[]) {
  return env.db
    .select({
      id: products.id,
      isActive: products.isActive,
      isHidden: products.isHidden,
      hasVariations: products.hasVariations,
      updateStock: products.updateStock,
      stockState: products.stockState,
      maxPurchasableAmount: products.maxPurchasableAmount,
      code: products.code,
      sku: products.sku,
      name: productTranslations.name,
      canPurchase: productAvailabilities.canPurchase,
      price: productPrices.price,
      taxedPrice: productPrices.taxedPrice,
      taxRate: taxGroups.rate,
      imageId: sql<number | null>`(select ${productImages.imageId} from ${productImages}
        where ${productImages.productId} = ${products.id} and ${productImages.productVariationId} is null
        order by ${productImages.isDefault} desc, ${productImages.position}, ${productImages.id} limit 1)`,
      discountPercents: runningProductDiscountPercents(products.id),
      paths: productPaths,
    })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, env.locale)),
    )
    .leftJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.currencyId, env.currency.id)),
    )
    .leftJoin(productAvailabilities, eq(productAvailabilities.id, products.productAvailabilityId))
    .leftJoin(taxGroups, eq(taxGroups.id, products.taxGroupId))
    .where(inArray(products.id, productIds));
}

async function variationRows(env: ReadContext, variationIds: number[]) {
  if (variationIds.length === 0) return [];
  return env.db
    .select({
      id: productVariations.id,
      productId: productVariations.productId,
      isActive: productVariations.isActive,
      isHidden: productVariations.isHidden,
      updateStock: productVariations.updateStock,
      stockState: productVariations.stockState,
      maxPurchasableAmount: productVariations.maxPurchasableAmount,
      code: productVariations.code,
      sku: productVariations.sku,
      imageId: productVariations.imageId,
      name: productVariationTranslations.name,
      canPurchase: productAvailabilities.canPurchase,
      price: productVariationPrices.price,
      taxedPrice: productVariationPrices.taxedPrice,
      discountPercents: variationDiscountPercents,
    })
    .from(productVariations)
    .leftJoin(
      productVariationTranslations,
      and(
        eq(productVariationTranslations.productVariationId, productVariations.id),
        eq(productVariationTranslations.locale, env.locale),
      ),
    )
    .leftJoin(
      productVariationPrices,
      and(
        eq(productVariationPrices.productVariationId, productVariations.id),
        eq(productVariationPrices.currencyId, env.currency.id),
      ),
    )
    .leftJoin(productAvailabilities, eq(productAvailabilities.id, productVariations.productAvailabilityId))
    .where(inArray(productVariations.id, variationIds));
}

/**
 * Facts of each product or variation the keys name, keyed by `stockKeyOf`. A key whose product
 * does not exist is left out; a variation of another product too. One query for the products (their
 * running discount and paths included), one more when a key names a variation.
 */
export async function loadLineFacts(env: ReadContext, keys: StockKey[]): Promise<Map<string, LineFacts>> {
  const facts = new Map<string, LineFacts>();
  if (keys.length === 0) return facts;
  const productIds = [...new Set(keys.map((k) => k.productId))];
  const variationIds = [...new Set(keys.flatMap((k) => (k.productVariationId === null ? [] : [k.productVariationId])))];
  const [productList, variationList] = await readTogether(
    env.db,
    () => productRows(env, productIds),
    () => variationRows(env, variationIds),
  );
  const productById = new Map(productList.map((p) => [p.id, p]));
  const variationById = new Map(variationList.map((v) => [v.id, v]));
  for (const key of keys) {
    const product = productById.get(key.productId);
    if (!product) continue;
    const variation = key.productVariationId === null ? undefined : variationById.get(key.productVariationId);
    if (key.productVariationId !== null && variation?.productId !== key.productId) continue;
    const visible = (row: { isActive: boolean; isHidden: boolean; canPurchase: boolean | null }) =>
      row.isActive && !row.isHidden && row.canPurchase !== false;
    const ownPrice = variation?.taxedPrice !== null && variation?.taxedPrice !== undefined;
    facts.set(stockKeyOf(key), {
      productId: key.productId,
      productVariationId: key.productVariationId,
      name: product.name ?? '',
      variationName: variation?.name ?? null,
      imageId: variation?.imageId ?? product.imageId ?? null,
      canPurchase: product.name !== null && visible(product) && (variation === undefined || visible(variation)),
      hasVariations: product.hasVariations,
      price: ownPrice ? (variation?.price ?? null) : product.price,
      taxedPrice: ownPrice ? (variation?.taxedPrice ?? null) : product.taxedPrice,
      // A variation's own running discount, else its product's (the product page's rule).
      discountPercents: variation?.discountPercents ?? product.discountPercents ?? null,
      taxRate: product.taxRate ?? defaultTaxRate,
      updateStock: variation ? variation.updateStock : product.updateStock,
      stockState: variation ? variation.stockState : product.stockState,
      maxPurchasableAmount: variation
        ? lesser(variation.maxPurchasableAmount, product.maxPurchasableAmount)
        : product.maxPurchasableAmount,
      urls: toUrls(product.paths),
      code: variation?.code ?? product.code,
      sku: variation?.sku ?? product.sku,
    });
  }
  return facts;
}
