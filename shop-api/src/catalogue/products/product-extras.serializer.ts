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
 * The discounted prices for a running discount: the taxed price rounded to the currency's
 * decimals (whole crowns stay whole), the untaxed one to cents; and when the discount ends.
 */
export function discountEmbeds(
  percents: number | null | undefined,
  price: number,
  taxedPrice: number,
  env: ReadContext,
  validTo: Date | null = null,
): DiscountEmbeds {
  if (!percents) return noDiscount;
  const factor = 1 - percents / 100;
  return {
    discounted_price: toMoney(roundTo(price * factor, 2), env.locale, env.currency),
    discounted_taxed_price: toMoney(roundTo(taxedPrice * factor, env.currency.decimalPlaces), env.locale, env.currency),
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

/** YouTube links: the player from youtube-nocookie.com (no cookies until played), the thumbnail from ytimg. */
export function serializeProductVideo(row: ProductVideoRow): ProductVideo {
  const id = encodeURIComponent(row.videoId);
  return {
    id: row.id,
    description: row.description,
    product_id: row.productId,
    position: row.position,
    source_type: 'youtube',
    embed_url: `https://www.youtube-nocookie.com/embed/${id}`,
    thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
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
