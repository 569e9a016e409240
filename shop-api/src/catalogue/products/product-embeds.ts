import {
  modelTypes,
  ProductAvailabilitySchema,
  ProductImageSchema,
  ProductPriceSchema,
  VariationPropertySchema,
  type Product,
} from '@contract';
import { imageUrl } from '../../images/image-url';
import type { EmbedDefinition } from '../../list/definition';
import { loadByIds } from '../../list/engine';
import type { ReadContext } from '../../list/read-context';
import { brandDefinition, brandFields } from '../brands/brands.list-definition';
import { categoryDefinition, categoryFields } from '../categories/categories.list-definition';
import { groupBy, indexBy, uniqueIds } from '../shared/collections';
import { fieldsOf } from '../shared/fields';
import { loadUrls, urlsEmbed } from '../shared/urls.repository';
import { customerProductEmbeds } from '../../wish-lists/customer-product-embeds';
import {
  selectAvailabilities,
  selectCategoryLinks,
  selectProductImages,
  selectProductPrices,
} from './product-details.repository';
import {
  serializeAvailability,
  serializeProductImage,
  serializeProductPrice,
  serializeUsedProperties,
} from './product-details.serializer';
import { productExtraEmbeds } from './product-extras.embeds';
import { productReviewEmbeds } from './product-reviews.embeds';
import { selectUsedProperties } from './product-variations.repository';

type ProductEmbed = EmbedDefinition<Product>;
const ids = (items: Product[]) => items.map((p) => p.id);

/** The record a foreign key points at, or null when it is empty or the record is not visible. */
function byForeignKey<T>(records: Map<number, T>, key: number | null): T | null {
  return key === null ? null : (records.get(key) ?? null);
}

/** The product's brand with its own `urls`, so a product page can link the brand's page. */
const brand: ProductEmbed = {
  fields: brandFields,
  async load(items, env) {
    const brandIds = uniqueIds(items.map((p) => p.brand_id));
    const [brands, urls] = await Promise.all([
      loadByIds(brandDefinition, env, brandIds),
      loadUrls(env, modelTypes.brand, brandIds),
    ]);
    return (item) => {
      const found = byForeignKey(brands, item.brand_id);
      return found && { ...found, _embedded: { ...found._embedded, urls: urls.get(found.id) ?? {} } };
    };
  },
};

const defaultCategory: ProductEmbed = {
  fields: categoryFields,
  async load(items, env) {
    const found = await loadByIds(categoryDefinition, env, uniqueIds(items.map((p) => p.default_category_id)));
    return (item) => byForeignKey(found, item.default_category_id);
  },
};

/** Visible categories the product is in, by category position. */
const categoryIds: ProductEmbed = {
  async load(items, env) {
    const links = groupBy(
      await selectCategoryLinks(env, ids(items)),
      (l) => l.productId,
      (l) => l.categoryId,
    );
    return (item) => links.get(item.id) ?? [];
  },
};

const productAvailability: ProductEmbed = {
  fields: fieldsOf(ProductAvailabilitySchema),
  async load(items, env) {
    const availabilityIds = uniqueIds(items.map((p) => p.product_availability_id));
    const rows = availabilityIds.length ? await selectAvailabilities(env, availabilityIds) : [];
    const found = indexBy(rows.map(serializeAvailability), (a) => a.id);
    return (item) => byForeignKey(found, item.product_availability_id);
  },
};

/** Absolute URL of the product's nth image (0 = default, 1 = secondary), or null. */
function nthImageUrl(n: number): ProductEmbed {
  return {
    async load(items, env) {
      const images = groupBy(
        await selectProductImages(env, ids(items)),
        (r) => r.image.productId,
        (r) => r.image.imageId,
      );
      return (item) => {
        const imageId = images.get(item.id)?.[n];
        return imageId === undefined ? null : imageUrl(env.publicUrl, imageId);
      };
    },
  };
}

function listEmbed<Row, Out>(
  fields: readonly string[],
  select: (env: ReadContext, productIds: number[]) => Promise<Row[]>,
  productIdOf: (row: Row) => number,
  serialize: (row: Row, env: ReadContext) => Out,
): ProductEmbed {
  return {
    fields,
    async load(items, env) {
      const rows = groupBy(await select(env, ids(items)), productIdOf, (row) => serialize(row, env));
      return (item) => rows.get(item.id) ?? [];
    },
  };
}

const variationProperties: ProductEmbed = {
  fields: fieldsOf(VariationPropertySchema),
  async load(items, env) {
    const rows = groupBy(
      await selectUsedProperties(env, ids(items)),
      (r) => r.productId,
      (r) => r,
    );
    return (item) => serializeUsedProperties(rows.get(item.id) ?? [], env);
  },
};

/** Every embed GET /products offers, by name. */
export const productEmbeds: Record<string, ProductEmbed> = {
  brand,
  default_category: defaultCategory,
  category_ids: categoryIds,
  urls: urlsEmbed(modelTypes.product),
  product_availability: productAvailability,
  default_image_url: nthImageUrl(0),
  secondary_image_url: nthImageUrl(1),
  images: listEmbed(fieldsOf(ProductImageSchema), selectProductImages, (r) => r.image.productId, serializeProductImage),
  prices: listEmbed(fieldsOf(ProductPriceSchema), selectProductPrices, (r) => r.productId, serializeProductPrice),
  product_variation_properties: variationProperties,
  ...productExtraEmbeds,
  ...productReviewEmbeds,
  ...customerProductEmbeds,
};
