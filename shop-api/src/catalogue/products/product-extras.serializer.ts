import {
  StockDisplayModeSchema,
  type DiscountEmbeds,
  type ProductAttachment,
  type ProductPackageItem,
  type ProductVideo,
  type StockStates,
  type Product,
} from '@contract';
import type { ReadContext } from '../../list/read-context';
import { imageUrl } from '../../images/image-url';
import { toMoney } from '../../shop/money';
import type {
  PackageItemRow,
  ProductAttachmentRow,
  ProductVideoRow,
  selectStockDisplay,
} from './product-extras.repository';

const noDiscount: DiscountEmbeds = {
  discounted_price: null,
  discounted_taxed_price: null,
  discount_percents: null,
  discount_valid_to: null,
};

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * What a product sells for under a running discount (or without one): the taxed price rounded to
 * the currency's decimals (whole crowns stay whole), the untaxed one to cents. The product page,
 * the cards, the listing's sorting and its price filter all read prices through this one function.
 */
export function sellingAmounts(
  percents: number | null | undefined,
  price: number,
  taxedPrice: number,
  decimalPlaces: number,
): { price: number; taxedPrice: number } {
  if (!percents) return { price, taxedPrice };
  const factor = 1 - percents / 100;
  return { price: roundTo(price * factor, 2), taxedPrice: roundTo(taxedPrice * factor, decimalPlaces) };
}

/** The discount embeds for a running discount, with when it ends; all null without one. */
export function discountEmbeds(
  percents: number | null | undefined,
  price: number,
  taxedPrice: number,
  env: ReadContext,
  validTo: Date | null = null,
): DiscountEmbeds {
  if (!percents) return noDiscount;
  const selling = sellingAmounts(percents, price, taxedPrice, env.currency.decimalPlaces);
  return {
    discounted_price: toMoney(selling.price, env.locale, env.currency),
    discounted_taxed_price: toMoney(selling.taxedPrice, env.locale, env.currency),
    discount_percents: percents,
    discount_valid_to: validTo?.toISOString() ?? null,
  };
}

type StockDisplayRow = Awaited<ReturnType<typeof selectStockDisplay>>;

/** The stock to show (null when untracked) and the shop's way of showing it. */
export function stockStates(
  item: { update_stock: boolean; stock_state: number },
  display: StockDisplayRow,
): StockStates {
  const mode = StockDisplayModeSchema.safeParse(display.mode);
  return {
    amount: item.update_stock ? Math.max(0, Math.trunc(item.stock_state)) : null,
    mode: mode.success ? mode.data : 'bounded',
    min: Math.max(1, display.min),
    max: Math.max(1, display.max),
  };
}

/** Downloads go through the shop API: `{publicUrl}/attachments/{id}/{file name}`. */
export function attachmentDownloadUrl(publicUrl: string, id: number, name: string): string {
  return `${publicUrl}/attachments/${id}/${encodeURIComponent(name)}`;
}

export function serializeProductAttachment(row: ProductAttachmentRow, env: ReadContext): ProductAttachment {
  const downloadUrl = attachmentDownloadUrl(env.publicUrl, row.file.id, row.file.name);
  return {
    id: row.link.id,
    product_id: row.link.productId,
    attachment_id: row.link.attachmentId,
    position: row.link.position,
    description: row.description,
    download_url: downloadUrl,
    _embedded: {
      attachment: {
        id: row.file.id,
        name: row.file.name,
        mime_type: row.file.mimeType,
        extension: row.file.extension,
        size: row.size,
        download_url: downloadUrl,
        status: 'ready',
      },
    },
  };
}

/**
 * YouTube links: the player from youtube-nocookie.com (no cookies until played). The thumbnail is
 * the shop's own poster; only a video stored without one falls back to YouTube's thumbnail.
 */
export function serializeProductVideo(row: ProductVideoRow, publicUrl: string): ProductVideo {
  const id = encodeURIComponent(row.videoId);
  return {
    id: row.id,
    description: row.description,
    product_id: row.productId,
    position: row.position,
    source_type: 'youtube',
    embed_url: `https://www.youtube-nocookie.com/embed/${id}`,
    thumbnail_url:
      row.posterImageId === null
        ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg`
        : imageUrl(publicUrl, row.posterImageId),
    video_id: row.videoId,
    url: `https://www.youtube.com/watch?v=${id}`,
  };
}

export function serializePackageItem(row: PackageItemRow, product: Product): ProductPackageItem {
  return {
    id: row.id,
    product_package_id: row.productPackageId,
    product_id: row.productId,
    product_variation_id: row.productVariationId,
    count: row.count,
    position: row.position,
    _embedded: { product },
  };
}
