import type { Complaint } from '@contract/entities/complaint';
import type { Locale } from '@contract/locale-codes';
import { readTogether } from '../db/read-together';
import { ApiError } from '../http/api-error';
import { findStoredOrder, type Executor, type StoredOrder } from '../orders/orders.repository';
import { mayUse } from './after-sale-access';
import type { AfterSaleContext } from './after-sale-context';
import { photoLinkLifetimeSeconds, type AfterSaleSigner } from './after-sale-links';
import { variationPropertyNames } from './after-sale.repository';
import { toComplaint, type ComplaintParts, type ComplaintView } from './complaint.serializer';
import {
  complaintAddressesOf,
  complaintItemsOf,
  complaintPhotosOf,
  findComplaint,
  unitsClaimedElsewhere,
  type ComplaintRow,
} from './complaints.repository';

/** Everything a complaint's answer needs, read from the database. */
export async function complaintParts(
  db: Executor,
  complaint: ComplaintRow,
  stored: StoredOrder,
  locale: Locale,
): Promise<ComplaintParts> {
  const variationIds = stored.items.flatMap((item) =>
    item.productVariationId === null ? [] : [item.productVariationId],
  );
  const [items, addresses, photos, claimedElsewhere, variationNames] = await readTogether(
    db,
    () => complaintItemsOf(db, complaint.id),
    () => complaintAddressesOf(db, complaint.id),
    () => complaintPhotosOf(db, complaint.id),
    () => unitsClaimedElsewhere(db, complaint.orderId, complaint.id),
    () => variationPropertyNames(db, variationIds, locale),
  );
  return { complaint, stored, items, addresses, photos, claimedElsewhere, variationNames };
}

/** The path of a photo with its signed query, so an `<img>` opens it without a bearer. */
export function photoPath(signer: AfterSaleSigner, complaintId: number, photoId: number): string {
  const link = signer.link(`complaint-photo:${complaintId}:${photoId}`, photoLinkLifetimeSeconds);
  return `/complaints/${complaintId}/photos/${photoId}?expires=${link.expires}&signature=${link.signature}`;
}

export function complaintView(context: Omit<AfterSaleContext, 'caller'>): ComplaintView {
  return {
    locale: context.locale,
    publicUrl: context.publicUrl,
    photoUrl: (complaintId, photoId) => photoPath(context.signer, complaintId, photoId),
  };
}

/** A complaint and its order, when the caller may use them; otherwise the same 404 as an unknown one. */
export async function complaintForCaller(
  context: AfterSaleContext,
  id: number,
  db: Executor = context.db,
): Promise<{ complaint: ComplaintRow; stored: StoredOrder }> {
  const complaint = await findComplaint(db, id);
  const stored = complaint ? await findStoredOrder(db, complaint.orderId) : undefined;
  if (!complaint || !stored || !mayUse(stored, context.caller, context.signer))
    throw ApiError.notFound('notFound.complaint');
  return { complaint, stored };
}

export async function complaintAnswer(
  context: Omit<AfterSaleContext, 'caller'>,
  complaint: ComplaintRow,
  stored: StoredOrder,
  db: Executor = context.db,
): Promise<Complaint> {
  return toComplaint(await complaintParts(db, complaint, stored, context.locale), complaintView(context));
}
