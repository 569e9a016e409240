import { msg } from '../messages/message';
import { complaintPhotoLimits } from '@contract/codes/complaints';
import type { ComplaintPhotoBody } from '@contract/calls/after-sale';
import type { ComplaintPhoto } from '@contract/entities/after-sale';
import type { Complaint } from '@contract/entities/complaint';
import { ApiError } from '../http/api-error';
import { refused, type AfterSaleContext } from './after-sale-context';
import { complaintForCaller, photoPath } from './complaint-reads';
import {
  complaintPhotosOf,
  deleteComplaintPhoto,
  findComplaintPhoto,
  insertComplaintPhoto,
} from './complaints.repository';
import { changeComplaintDraft } from './complaints.service';
import { sniffPhotoType } from './photo-type';

/** Photos of a defect (docs/returns-and-complaints.md, "Photos"): a few, small, and what they claim to be. */

/** `POST /complaints/{id}/photos`: the decoded bytes checked for size and type, then stored. */
export async function addComplaintPhoto(
  context: AfterSaleContext,
  id: number,
  body: ComplaintPhotoBody,
): Promise<ComplaintPhoto> {
  const bytes = Buffer.from(body.data, 'base64');
  if (bytes.length === 0) throw refused('data', 'afterSale.photoEmpty');
  if (bytes.length > complaintPhotoLimits.bytes)
    throw refused('data', msg('afterSale.photoSize', { size: complaintPhotoLimits.bytes / 1024 / 1024 }));
  if (sniffPhotoType(bytes) !== body.content_type) throw refused('data', 'afterSale.photoType');
  let added: ComplaintPhoto | undefined;
  await changeComplaintDraft(context, id, async (tx, complaint) => {
    const photos = await complaintPhotosOf(tx, complaint.id);
    if (photos.length >= complaintPhotoLimits.count)
      throw refused('photos', msg('afterSale.complaintPhotoCount', { count: complaintPhotoLimits.count }));
    const row = await insertComplaintPhoto(tx, {
      complaintId: complaint.id,
      fileName: body.file_name,
      contentType: body.content_type,
      size: bytes.length,
      data: bytes,
    });
    added = {
      id: row.id,
      file_name: row.fileName,
      content_type: row.contentType,
      size: row.size,
      url: photoPath(context.signer, complaint.id, row.id),
      created_at: row.createdAt.toISOString(),
    };
  });
  if (!added) throw new ApiError('internal_error', 'afterSale.photoNotStored');
  return added;
}

/** `DELETE /complaints/{id}/photos/{photoId}` while the complaint is a draft. */
export function removeComplaintPhoto(context: AfterSaleContext, id: number, photoId: number): Promise<Complaint> {
  return changeComplaintDraft(context, id, async (tx, complaint) => {
    if (!(await deleteComplaintPhoto(tx, complaint.id, photoId))) throw ApiError.notFound('notFound.photo');
  });
}

/**
 * `GET /complaints/{id}/photos/{photoId}`: through its signed `url` (judged alone), or for whoever
 * may read the complaint.
 */
export async function complaintPhotoFile(
  context: AfterSaleContext,
  ids: { id: number; photoId: number },
  query: { expires?: number; signature?: string },
): Promise<{ contentType: string; data: Buffer }> {
  if (query.expires !== undefined || query.signature !== undefined) {
    const holds =
      query.expires !== undefined &&
      query.signature !== undefined &&
      context.signer.linkHolds(`complaint-photo:${ids.id}:${ids.photoId}`, {
        expires: query.expires,
        signature: query.signature,
      });
    if (!holds) throw new ApiError('forbidden', 'afterSale.photoLink');
  } else await complaintForCaller(context, ids.id);
  const photo = await findComplaintPhoto(context.db, ids.id, ids.photoId);
  if (!photo) throw ApiError.notFound('notFound.photo');
  return { contentType: photo.contentType, data: photo.data };
}
