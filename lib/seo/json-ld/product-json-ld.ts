import type { ItemAvailability, Offer, Product as SchemaProduct, WithContext } from 'schema-dts';
import { reviewRatingScale } from '@contract/entities/review';
import type { CurrencyCode } from '@contract/locales';
import { isDiscounted, type PricedItem } from '@/lib/product/prices';
import type { ProductPageView, PurchaseFacts, VariationView } from '@/lib/product/product-page-view';
import { canPurchaseProduct, canPurchaseVariation } from '@/lib/product/purchase-rules';

type Sellable = Pick<PurchaseFacts, 'update_stock' | 'stock_state' | 'expected_date_min' | 'availability'> & {
  expected_days?: number | null;
};

/**
 * schema.org availability of a product or variation:
 * purchasable with stock on the shelf (or untracked, with nothing expected) → InStock; purchasable
 * but arriving on a future date → PreOrder, or in some days → BackOrder; not purchasable because
 * it ran out (an availability for empty stock, or tracked stock at 0) → OutOfStock; otherwise →
 * Discontinued.
 */
export function schemaAvailability(item: Sellable, purchasable: boolean, today: string): ItemAvailability {
  if (purchasable) {
    if (item.update_stock && (item.stock_state ?? 0) > 0) return 'https://schema.org/InStock';
    if (item.expected_date_min && item.expected_date_min > today) return 'https://schema.org/PreOrder';
    if (item.expected_days) return 'https://schema.org/BackOrder';
    return 'https://schema.org/InStock';
  }
  const ranOut = item.availability?.for_empty_stock || (item.update_stock && (item.stock_state ?? 0) <= 0);
  return ranOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/Discontinued';
}

/** The price a buyer pays, with tax as EU shops must advertise it, discounted when a discount runs. */
function offerPrice(item: PricedItem): number {
  return isDiscounted(item) ? (item.discounted_taxed_price?.value ?? item.taxed_price.value) : item.taxed_price.value;
}

const gtin13 = (ean: string | null) => (ean && /^\d{13}$/.test(ean) ? ean : undefined);

/** The last day a discounted price holds (`priceValidUntil`, a date), when its discount has an end. */
function priceValidUntil(item: PricedItem & { discount_valid_to?: string | null }): string | undefined {
  return isDiscounted(item) && item.discount_valid_to ? item.discount_valid_to.slice(0, 10) : undefined;
}

interface JsonLdInput {
  name: string;
  description: string | null;
  /** The manufacturer's part number (the product's `mpn`). */
  mpn?: string | null;
  url: string;
  currency: CurrencyCode;
  data: ProductPageView;
  /** Today as `YYYY-MM-DD`, for telling a pre-order from stock. */
  today: string;
}

type OfferItem = PricedItem & Sellable & { sku: string | null; discount_valid_to?: string | null };

function offer(item: OfferItem, purchasable: boolean, input: JsonLdInput): Offer {
  const validUntil = priceValidUntil(item);
  return {
    '@type': 'Offer',
    price: offerPrice(item),
    priceCurrency: input.currency,
    ...(validUntil ? { priceValidUntil: validUntil } : {}),
    availability: schemaAvailability(item, purchasable, input.today),
    url: input.url,
    itemCondition: 'https://schema.org/NewCondition',
    ...(item.sku ? { sku: item.sku } : {}),
  };
}

function variationOffer(variation: VariationView, input: JsonLdInput): Offer {
  return {
    ...offer(variation, canPurchaseVariation(variation, variation.availability), input),
    name: variation.name,
    ...(gtin13(variation.ean) ? { gtin13: variation.ean as string } : {}),
  };
}

/**
 * Product structured data: offers (one per variation when it has some, each with the discounted
 * price and, when the discount has an end, `priceValidUntil`), brand, codes (sku, mpn, gtin13),
 * pictures and the rating.
 */
export function productJsonLd(input: JsonLdInput): WithContext<SchemaProduct> {
  const { data } = input;
  const product = data.purchase;
  const images = data.images.filter((image) => !image.isFallback).map((image) => image.url);
  const offers =
    data.variations.length > 0
      ? data.variations.map((v) => variationOffer(v, input))
      : offer(product, canPurchaseProduct(product, product.availability), input);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    url: input.url,
    ...(images.length ? { image: images } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(input.mpn ? { mpn: input.mpn } : {}),
    ...(gtin13(product.ean) ? { gtin13: product.ean as string } : {}),
    ...(data.brand ? { brand: { '@type': 'Brand', name: data.brand.name } } : {}),
    offers,
    ...(data.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: data.rating.average,
            reviewCount: data.rating.count,
            bestRating: reviewRatingScale,
            worstRating: 1,
          },
        }
      : {}),
    ...(data.reviews.length
      ? {
          review: data.reviews.slice(0, 5).map((review) => ({
            '@type': 'Review' as const,
            name: review.name,
            ...(review.comment ? { reviewBody: review.comment } : {}),
            datePublished: review.created_at.slice(0, 10),
            reviewRating: {
              '@type': 'Rating' as const,
              ratingValue: review.rating,
              bestRating: reviewRatingScale,
              worstRating: 1,
            },
            author: { '@type': 'Person' as const, name: review._embedded.customer_full_name ?? 'Anonymous' },
          })),
        }
      : {}),
  };
}
