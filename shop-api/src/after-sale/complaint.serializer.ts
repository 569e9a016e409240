import type { Money } from '@contract';
import type { ComplaintReason, ComplaintResolution, ComplaintState, ComplaintType } from '@contract/codes/complaints';
import type { ComplaintPhoto } from '@contract/entities/after-sale';
import type { ClaimableItem, Complaint, ComplaintItem } from '@contract/entities/complaint';
import { imageUrl } from '../images/image-url';
import type { StoredOrder } from '../orders/orders.repository';
import { toMoney } from '../shop/money';
import { toAfterSaleAddress } from './after-sale-address';
import { isReturnableLine, itemAmounts, linePrices, paidShare, totalsOf } from './after-sale-prices';
import type { ComplaintAddressRow, ComplaintItemRow, ComplaintPhotoInfo, ComplaintRow } from './complaints.repository';
import type { AfterSaleView } from './refund.serializer';

/** Everything a complaint's answer is made of; `complaint-reads.ts` gathers it. */
export interface ComplaintParts {
  complaint: ComplaintRow;
  items: ComplaintItemRow[];
  addresses: ComplaintAddressRow[];
  photos: ComplaintPhotoInfo[];
  stored: StoredOrder;
  claimedElsewhere: Map<number, number>;
  variationNames: Map<number, Record<string, string>>;
}

export interface ComplaintView extends AfterSaleView {
  /** The photo's `url`: its path under the API with a signed query (after-sale-links.ts). */
  photoUrl: (complaintId: number, photoId: number) => string;
}

/** Money back or a discount goes by transfer unless the order was paid by card. */
export function complaintNeedsBankAccount(stored: StoredOrder, items: { preferred_resolve: ComplaintResolution }[]) {
  return (
    !stored.order.paymentIsOnline &&
    items.some((item) => item.preferred_resolve === 'money_back' || item.preferred_resolve === 'discount')
  );
}

function toComplaintItem(
  parts: ComplaintParts,
  line: ComplaintItemRow,
  view: AfterSaleView,
  money: (v: number) => Money,
) {
  const item = parts.stored.items.find((orderItem) => orderItem.id === line.orderItemId);
  if (!item) return [];
  const prices = linePrices(item, line.amount);
  const claimed: ComplaintItem = {
    id: line.id,
    name: item.name,
    order_id: item.orderId,
    order_item_id: item.id,
    sku: item.sku,
    amount: line.amount,
    tax_rate: item.taxRate,
    unit_price: money(prices.unitPrice),
    taxed_unit_price: money(prices.taxedUnitPrice),
    total_price: money(prices.totalPrice),
    taxed_total_price: money(prices.taxedTotalPrice),
    taxed_price: money(prices.taxedTotalPrice),
    image_url: item.imageId === null ? null : imageUrl(view.publicUrl, item.imageId),
    variation_properties_names:
      item.productVariationId === null ? {} : (parts.variationNames.get(item.productVariationId) ?? {}),
    reason: line.reason as ComplaintReason,
    description: line.description,
    preferred_resolve: line.preferredResolve as ComplaintResolution,
  };
  return [claimed];
}

function claimableItems(parts: ComplaintParts, view: AfterSaleView, money: (v: number) => Money): ClaimableItem[] {
  return parts.stored.items.filter(isReturnableLine).map((item) => ({
    order_item_id: item.id,
    name: item.name,
    sku: item.sku,
    image_url: item.imageId === null ? null : imageUrl(view.publicUrl, item.imageId),
    taxed_unit_price: money(item.taxedUnitPrice),
    max_amount: Math.max(0, item.amount - (parts.claimedElsewhere.get(item.id) ?? 0)),
  }));
}

function toPhoto(photo: ComplaintPhotoInfo, view: ComplaintView): ComplaintPhoto {
  return {
    id: photo.id,
    file_name: photo.fileName,
    content_type: photo.contentType,
    size: photo.size,
    url: view.photoUrl(photo.complaintId, photo.id),
    created_at: photo.createdAt.toISOString(),
  };
}

/** A complaint as the API answers it, money in the order's currency, formatted in the request's language. */
export function toComplaint(parts: ComplaintParts, view: ComplaintView): Complaint {
  const { complaint, stored } = parts;
  const money = (value: number) => toMoney(value, view.locale, stored.currency);
  const items = parts.items.flatMap((line) => toComplaintItem(parts, line, view, money));
  const orderItems = new Map(stored.items.map((item) => [item.id, item]));
  const lines = parts.items.flatMap((line) => {
    const item = orderItems.get(line.orderItemId);
    return item ? [{ item, amount: line.amount }] : [];
  });
  const totals = totalsOf(itemAmounts(lines, paidShare(stored.order)));
  return {
    id: complaint.id,
    order_id: complaint.orderId,
    order_code: stored.order.code,
    customer_id: complaint.customerId,
    first_name: complaint.firstName,
    last_name: complaint.lastName,
    email: complaint.email,
    phone: complaint.phone,
    bank_account_number: complaint.bankAccountNumber,
    bank_code: complaint.bankCode,
    bank_account_iban: complaint.bankAccountIban,
    bank_swift_code: complaint.bankSwiftCode,
    document_number: complaint.documentNumber,
    state: complaint.state as ComplaintState,
    type: complaint.type as ComplaintType,
    price: money(totals.price),
    taxed_price: money(totals.taxedPrice),
    tax_per_rate: totals.taxPerRate.map((rate) => ({
      tax_rate: rate.tax_rate,
      price: money(rate.price),
      tax_amount: money(rate.tax_amount),
      taxed_price: money(rate.taxed_price),
    })),
    needs_bank_account: complaintNeedsBankAccount(stored, items),
    expiration_at: complaint.expirationAt.toISOString(),
    resolve_by: complaint.resolveBy?.toISOString() ?? null,
    created_at: complaint.createdAt.toISOString(),
    submitted_at: complaint.submittedAt?.toISOString() ?? null,
    items,
    claimable_items: claimableItems(parts, view, money),
    photos: parts.photos.map((photo) => toPhoto(photo, view)),
    addresses: parts.addresses.map(toAfterSaleAddress),
  };
}
