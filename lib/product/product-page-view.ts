import { z } from 'zod';
import { ProductAvailabilitySchema } from '@contract/entities/availability';
import { fallbackProductImage, ProductImageSchema, type Product } from '@contract/entities/product';
import {
  DiscountEmbedsSchema,
  ProductAttachmentSchema,
  ProductPackageItemSchema,
  ProductRelationSchema,
  ProductVideoSchema,
  StockStatesSchema,
} from '@contract/entities/product-extras';
import {
  ProductRatingSchema,
  ProductReviewParameterRatingSchema,
  ProductReviewParameterSchema,
  ProductReviewSchema,
} from '@contract/entities/review';
import {
  ProductVariationSchema,
  VariationPropertyLinkSchema,
  VariationPropertySchema,
} from '@contract/entities/variation';

/**
 * The product page's view of a product: its embeds read and validated once, on the server, into
 * plain data the server components and the client islands share. An embed that is missing or
 * has changed shape degrades to "not shown" instead of breaking the page.
 */

const AvailabilityViewSchema = ProductAvailabilitySchema.pick({
  id: true,
  name: true,
  note: true,
  can_purchase: true,
  show_stock_states: true,
  for_empty_stock: true,
  for_refilled_stock: true,
});
export type AvailabilityView = z.infer<typeof AvailabilityViewSchema>;

const VariationViewSchema = ProductVariationSchema.pick({
  id: true,
  name: true,
  price: true,
  taxed_price: true,
  update_stock: true,
  stock_state: true,
  max_purchasable_amount: true,
  sku: true,
  ean: true,
  expected_date_min: true,
  expected_date_max: true,
  position: true,
}).extend({
  _embedded: z.object({
    properties: z.array(VariationPropertyLinkSchema),
    image_url: z.string().nullable(),
    product_availability: AvailabilityViewSchema.nullable().catch(null),
    stock_states: StockStatesSchema.nullable().catch(null),
    ...DiscountEmbedsSchema.shape,
  }),
});

/** Everything the page and its islands know of one variation (all serializable). */
export interface VariationView extends Omit<z.infer<typeof DiscountEmbedsSchema>, 'discount_valid_to'> {
  /** When the running discount ends (structured data only; absent or null: no end). */
  discount_valid_to?: string | null;
  id: number;
  name: string;
  price: Product['price'];
  taxed_price: Product['taxed_price'];
  update_stock: boolean;
  stock_state: number;
  max_purchasable_amount: number | null;
  sku: string | null;
  ean: string | null;
  expected_date_min: string | null;
  expected_date_max: string | null;
  properties: z.infer<typeof VariationPropertyLinkSchema>[];
  image_url: string | null;
  availability: AvailabilityView | null;
  stock_states: z.infer<typeof StockStatesSchema> | null;
}

const PropertyViewSchema = VariationPropertySchema.pick({ id: true, name: true, type: true }).extend({
  product_variation_property_attributes: z.array(
    z.object({ id: z.number(), name: z.string(), value: z.string().nullable(), is_hidden: z.boolean() }),
  ),
});
export type PropertyView = z.infer<typeof PropertyViewSchema>;

export interface GalleryImage {
  url: string;
  width: number;
  height: number;
  description: string;
  variationId: number | null;
  /** The 1000×1000 stand-in of a product without pictures: decorative, so its alt text is empty. */
  isFallback: boolean;
}

/** The pieces of a product both the page and the purchase island read. */
export type PurchaseFacts = Pick<
  VariationView,
  | 'price'
  | 'taxed_price'
  | 'update_stock'
  | 'stock_state'
  | 'max_purchasable_amount'
  | 'sku'
  | 'ean'
  | 'expected_date_min'
  | 'expected_date_max'
  | 'availability'
  | 'stock_states'
  | 'discounted_price'
  | 'discounted_taxed_price'
  | 'discount_percents'
  | 'discount_valid_to'
> & {
  has_variations: boolean;
  expected_days: number | null;
};

function read<T extends z.ZodType>(product: Product, name: string, schema: T, fallback: z.infer<T>): z.infer<T> {
  const parsed = schema.safeParse(product._embedded?.[name]);
  return parsed.success ? parsed.data : fallback;
}

function toVariationView(v: z.infer<typeof VariationViewSchema>): VariationView {
  const { _embedded: e, position: _position, ...fields } = v;
  return {
    ...fields,
    properties: e.properties,
    image_url: e.image_url,
    availability: e.product_availability,
    stock_states: e.stock_states,
    discounted_price: e.discounted_price,
    discounted_taxed_price: e.discounted_taxed_price,
    discount_percents: e.discount_percents,
    discount_valid_to: e.discount_valid_to,
  };
}

/** What the page needs of the brand embed: its name, and its paths (`urls`, else the slug) to link its page. */
const BrandLinkSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string().optional(),
  _embedded: z.object({ urls: z.unknown() }).partial().optional(),
});

/** Pictures of the product and its variations, each picture once; the 1000×1000 fallback when there are none. */
function galleryImages(product: Product, fallbackUrl: string): GalleryImage[] {
  const images = read(product, 'images', z.array(ProductImageSchema), []);
  const seen = new Set<string>();
  const gallery: GalleryImage[] = [];
  for (const image of images) {
    if (seen.has(image.image_url)) continue;
    seen.add(image.image_url);
    gallery.push({
      url: image.image_url,
      width: image.width,
      height: image.height,
      description: image.description,
      variationId: image.product_variation_id,
      isFallback: false,
    });
  }
  if (gallery.length > 0) return gallery;
  return [{ url: fallbackUrl, ...fallbackProductImage, variationId: null, isFallback: true }];
}

export function productPageView(product: Product, fallbackImageUrl: string) {
  const variations = read(product, 'product_variations', z.array(VariationViewSchema), []).map(toVariationView);
  const purchase: PurchaseFacts = {
    price: product.price,
    taxed_price: product.taxed_price,
    update_stock: product.update_stock,
    stock_state: product.stock_state,
    max_purchasable_amount: product.max_purchasable_amount,
    sku: product.sku,
    ean: product.ean,
    expected_date_min: product.expected_date_min,
    expected_date_max: product.expected_date_max,
    expected_days: product.expected_days,
    has_variations: product.has_variations,
    availability: read(product, 'product_availability', AvailabilityViewSchema.nullable(), null),
    stock_states: read(product, 'stock_states', StockStatesSchema.nullable(), null),
    discounted_price: read(product, 'discounted_price', DiscountEmbedsSchema.shape.discounted_price, null),
    discounted_taxed_price: read(
      product,
      'discounted_taxed_price',
      DiscountEmbedsSchema.shape.discounted_taxed_price,
      null,
    ),
    discount_percents: read(product, 'discount_percents', DiscountEmbedsSchema.shape.discount_percents, null),
    discount_valid_to: read(product, 'discount_valid_to', DiscountEmbedsSchema.shape.discount_valid_to, null),
  };
  return {
    purchase,
    variations,
    properties: read(product, 'product_variation_properties', z.array(PropertyViewSchema), []),
    images: galleryImages(product, fallbackImageUrl),
    brand: read(product, 'brand', BrandLinkSchema.nullable(), null),
    attachments: read(product, 'attachments', z.array(ProductAttachmentSchema), []),
    videos: read(product, 'videos', z.array(ProductVideoSchema), []),
    relations: read(product, 'product_relations', z.array(ProductRelationSchema), []),
    packageItems: read(product, 'product_package_items', z.array(ProductPackageItemSchema), []),
    reviews: read(product, 'product_reviews', z.array(ProductReviewSchema), []),
    rating: read(product, 'rating', ProductRatingSchema.nullable(), null),
    reviewParameters: read(product, 'product_review_parameters', z.array(ProductReviewParameterSchema), []),
    parameterRatings: read(
      product,
      'product_review_parameter_ratings',
      z.array(ProductReviewParameterRatingSchema),
      [],
    ),
  };
}
export type ProductPageView = ReturnType<typeof productPageView>;
