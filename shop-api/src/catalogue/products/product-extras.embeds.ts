import {
  nestedProductEmbeds,
  ProductAttachmentSchema,
  ProductPackageItemSchema,
  ProductRelationSchema,
  productRelationTypes,
  ProductVariationSchema,
  ProductVideoSchema,
  StockStatesSchema,
  type DiscountEmbeds,
  type Product,
  type ProductRelation,
  type ProductRelationType,
} from '@contract';
import type { EmbedDefinition } from '../../list/definition';
import { attachEmbeds } from '../../list/embed';
import { loadByIds } from '../../list/engine';
import type { ReadContext } from '../../list/read-context';
import { groupBy, indexBy, uniqueIds } from '../shared/collections';
import { fieldsOf } from '../shared/fields';
import { selectAvailabilities } from './product-details.repository';
import { serializeAvailability, serializeVariation } from './product-details.serializer';
import {
  selectCategoryPicks,
  selectPackageItems,
  selectProductAttachments,
  selectProductRelations,
  selectProductVideos,
  selectRunningDiscounts,
  selectStockDisplay,
  type DiscountRow,
} from './product-extras.repository';
import {
  discountEmbeds,
  serializePackageItem,
  serializeProductAttachment,
  serializeProductVideo,
  stockStates,
} from './product-extras.serializer';
import { selectVariations } from './product-variations.repository';
import { productDefinition } from './products.list-definition';

type ProductEmbed = EmbedDefinition<Product>;
const ids = (items: Product[]) => items.map((p) => p.id);

/** The running discount of each product (variation discounts are keyed by variation id). */
async function loadDiscounts(env: ReadContext, productIds: number[]) {
  const rows = await selectRunningDiscounts(env, productIds);
  const ofProduct = new Map<number, DiscountRow>();
  const ofVariation = new Map<number, DiscountRow>();
  for (const row of rows) {
    const target = row.productVariationId === null ? ofProduct : ofVariation;
    const key = row.productVariationId ?? row.productId;
    if (!target.has(key)) target.set(key, row);
  }
  return { ofProduct, ofVariation };
}

/** `discounted_price`, `discounted_taxed_price`, `discount_percents` or `discount_valid_to`: null when no discount runs. */
function discountEmbed(field: keyof DiscountEmbeds): ProductEmbed {
  return {
    async load(items, env) {
      const { ofProduct } = await loadDiscounts(env, ids(items));
      return (item) => {
        const discount = ofProduct.get(item.id);
        return discountEmbeds(discount?.percents, item.price.value, item.taxed_price.value, env, discount?.validTo)[
          field
        ];
      };
    },
  };
}

const stockStatesEmbed: ProductEmbed = {
  fields: fieldsOf(StockStatesSchema),
  async load(_items, env) {
    const display = await selectStockDisplay(env);
    return (item) => stockStates(item, display);
  },
};

/**
 * Visible variations, each with `_embedded`: `properties`, `image_url`, and what the product page
 * swaps in when the variation is chosen: `product_availability`, `stock_states` and the discount
 * (its own, else its product's).
 */
const productVariations: ProductEmbed = {
  fields: fieldsOf(ProductVariationSchema),
  async load(items, env) {
    const [rows, discounts, display] = await Promise.all([
      selectVariations(env, ids(items)),
      loadDiscounts(env, ids(items)),
      selectStockDisplay(env),
    ]);
    const availabilityIds = uniqueIds(rows.map((r) => r.variation.productAvailabilityId));
    const availabilities = indexBy(
      (availabilityIds.length ? await selectAvailabilities(env, availabilityIds) : []).map(serializeAvailability),
      (a) => a.id,
    );
    const variations = groupBy(
      rows,
      (r) => r.variation.productId,
      (row) => {
        const v = serializeVariation(row, env);
        const discount = discounts.ofVariation.get(v.id) ?? discounts.ofProduct.get(v.product_id);
        return {
          ...v,
          _embedded: {
            ...v._embedded,
            product_availability:
              v.product_availability_id === null ? null : (availabilities.get(v.product_availability_id) ?? null),
            stock_states: stockStates(v, display),
            ...discountEmbeds(discount?.percents, v.price.value, v.taxed_price.value, env, discount?.validTo),
          },
        };
      },
    );
    return (item) => variations.get(item.id) ?? [];
  },
};

const attachmentsEmbed: ProductEmbed = {
  fields: fieldsOf(ProductAttachmentSchema),
  async load(items, env) {
    const rows = groupBy(
      await selectProductAttachments(env, ids(items)),
      (r) => r.link.productId,
      (r) => serializeProductAttachment(r, env),
    );
    return (item) => rows.get(item.id) ?? [];
  },
};

const videosEmbed: ProductEmbed = {
  fields: fieldsOf(ProductVideoSchema),
  async load(items, env) {
    const rows = groupBy(
      await selectProductVideos(env, ids(items)),
      (r) => r.productId,
      (r) => serializeProductVideo(r, env.publicUrl),
    );
    return (item) => rows.get(item.id) ?? [];
  },
};

/** Listed products by id with the embeds their cards need. */
async function loadCardProducts(env: ReadContext, productIds: number[]): Promise<Map<number, Product>> {
  const found = await loadByIds(productDefinition, env, productIds);
  const withEmbeds = await attachEmbeds(
    productDefinition,
    env,
    [...found.values()],
    nestedProductEmbeds.map((name) => ({ name })),
  );
  return indexBy(withEmbeds, (p) => p.id);
}

/** How many products the shop picks for a product without hand-set related ones. */
export const pickedRelationCount = 4;

interface RelationDraft {
  id: number | null;
  productId: number;
  relatedProductId: number;
  relatedProductVariationId: number | null;
  relationType: ProductRelationType;
  position: number;
}

/** Picks from the default category first (type 3), then from any shared category (type 2). */
async function pickRelations(env: ReadContext, productId: number, taken: Set<number>): Promise<RelationDraft[]> {
  const picks: RelationDraft[] = [];
  for (const [type, sameDefault] of [
    [productRelationTypes.randomSameDefaultCategory, true],
    [productRelationTypes.randomSameCategory, false],
  ] as const) {
    const wanted = pickedRelationCount - picks.length;
    if (wanted <= 0) break;
    const candidates = await selectCategoryPicks(env, productId, sameDefault, wanted + taken.size);
    for (const id of candidates.filter((c) => !taken.has(c)).slice(0, wanted)) {
      taken.add(id);
      picks.push({
        id: null,
        productId,
        relatedProductId: id,
        relatedProductVariationId: null,
        relationType: type,
        position: picks.length,
      });
    }
  }
  return picks;
}

/**
 * Hand-set relations (0 alternative, 1 related, 4 gift) and, for a product without related ones,
 * up to four picks of the same category (3, then 2), each with its product under `_embedded.product`.
 */
const productRelationsEmbed: ProductEmbed = {
  fields: fieldsOf(ProductRelationSchema),
  async load(items, env) {
    const stored = groupBy(
      await selectProductRelations(env, ids(items)),
      (r) => r.productId,
      (r): RelationDraft => ({
        id: r.id,
        productId: r.productId,
        relatedProductId: r.relatedProductId,
        relatedProductVariationId: r.relatedProductVariationId,
        relationType: r.relationType as ProductRelationType,
        position: r.position,
      }),
    );
    const drafts = new Map<number, RelationDraft[]>();
    for (const item of items) {
      const own = stored.get(item.id) ?? [];
      const hasRelated = own.some((r) => r.relationType === productRelationTypes.related);
      const picks = hasRelated
        ? []
        : await pickRelations(env, item.id, new Set([item.id, ...own.map((r) => r.relatedProductId)]));
      drafts.set(item.id, [...own, ...picks]);
    }
    const cards = await loadCardProducts(env, uniqueIds([...drafts.values()].flat().map((d) => d.relatedProductId)));
    return (item) =>
      (drafts.get(item.id) ?? []).flatMap((d): ProductRelation[] => {
        const product = cards.get(d.relatedProductId);
        if (!product) return [];
        return [
          {
            id: d.id,
            product_id: d.productId,
            related_product_id: d.relatedProductId,
            related_product_variation_id: d.relatedProductVariationId,
            relation_type: d.relationType,
            position: d.position,
            _embedded: { product },
          },
        ];
      });
  },
};

const isPackage = (p: Product) => p.product_type !== 0;

/** The items of package products (product_type 1–3), each with its product; [] for other products. */
const packageItemsEmbed: ProductEmbed = {
  fields: fieldsOf(ProductPackageItemSchema),
  async load(items, env) {
    const packageIds = ids(items.filter(isPackage));
    const rows = packageIds.length ? await selectPackageItems(env, packageIds) : [];
    const cards = await loadCardProducts(env, uniqueIds(rows.map((r) => r.productId)));
    const byPackage = groupBy(
      rows.filter((r) => cards.has(r.productId)),
      (r) => r.productPackageId,
      (r) => serializePackageItem(r, cards.get(r.productId) as Product),
    );
    return (item) => byPackage.get(item.id) ?? [];
  },
};

const packageProductIdsEmbed: ProductEmbed = {
  async load(items, env) {
    const packageIds = ids(items.filter(isPackage));
    const rows = packageIds.length ? await selectPackageItems(env, packageIds) : [];
    const byPackage = groupBy(
      rows,
      (r) => r.productPackageId,
      (r) => r.productId,
    );
    return (item) => byPackage.get(item.id) ?? [];
  },
};

/** The product page's embeds beyond the product row, by name. */
export const productExtraEmbeds: Record<string, ProductEmbed> = {
  discounted_price: discountEmbed('discounted_price'),
  discounted_taxed_price: discountEmbed('discounted_taxed_price'),
  discount_percents: discountEmbed('discount_percents'),
  discount_valid_to: discountEmbed('discount_valid_to'),
  stock_states: stockStatesEmbed,
  product_variations: productVariations,
  attachments: attachmentsEmbed,
  videos: videosEmbed,
  product_relations: productRelationsEmbed,
  product_package_items: packageItemsEmbed,
  product_package_product_ids: packageProductIdsEmbed,
};
