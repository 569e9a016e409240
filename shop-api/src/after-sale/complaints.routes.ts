import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AfterSaleAddressBodySchema,
  AfterSaleAddressParamsSchema,
  AfterSaleHeadersSchema,
  AfterSaleListQuerySchema,
  AfterSaleParamsSchema,
  AfterSaleSlipResponseSchema,
  ComplaintPhotoBodySchema,
  ComplaintPhotoParamsSchema,
  SignedLinkQuerySchema,
} from '@contract/calls/after-sale';
import {
  ComplaintListResponseSchema,
  ComplaintResponseSchema,
  CreateComplaintBodySchema,
  PatchComplaintBodySchema,
  PutComplaintItemsBodySchema,
} from '@contract/calls/complaints';
import { complaintPhotoLimits } from '@contract/codes/complaints';
import { ComplaintPhotoSchema } from '@contract/entities/after-sale';
import type { Locale } from '@contract/locale-codes';
import type { AfterSaleSigner } from './after-sale-links';
import { mailedSlipUrl, sendAfterSaleMail } from './after-sale-mailer';
import { addComplaintPhoto, complaintPhotoFile, removeComplaintPhoto } from './complaint-photos.service';
import { complaintSlip } from './complaint-slip.service';
import {
  createComplaint,
  getComplaint,
  listComplaints,
  patchComplaint,
  putComplaintAddress,
  putComplaintItems,
  submitComplaint,
} from './complaints.service';
import { afterSaleContext, afterSaleErrors } from './refunds.routes';

const photo = z.any().meta({ type: 'string', format: 'binary' });
/** A photo's JSON body: its base64 is a third bigger than the photo, plus the other fields. */
const photoBodyLimit = Math.ceil(complaintPhotoLimits.bytes / 3) * 4 + 16 * 1024;

/** Complaints (docs/returns-and-complaints.md, "API"). */
export function complaintRoutes(signer: AfterSaleSigner) {
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const context = (request: FastifyRequest) => afterSaleContext(request, signer);
    const tags = ['complaints'];
    const headers = AfterSaleHeadersSchema;
    // A customer's bearer, or none (a guest's X-Order-Token).
    const security: Record<string, string[]>[] = [{ customerToken: [] }, {}];
    const params = AfterSaleParamsSchema;
    const answer = { 200: ComplaintResponseSchema, ...afterSaleErrors };

    app.post(
      '/complaints',
      {
        schema: {
          operationId: 'createComplaint',
          tags,
          summary: 'Start a complaint of a paid, uncancelled order within 24 months: a draft with the order’s contact.',
          headers,
          security,
          body: CreateComplaintBodySchema,
          response: { 201: ComplaintResponseSchema, ...afterSaleErrors },
        },
      },
      async (request, reply) => reply.status(201).send(await createComplaint(await context(request), request.body)),
    );
    app.get(
      '/complaints',
      {
        schema: {
          operationId: 'listComplaints',
          tags,
          summary: 'The signed-in customer’s complaints, or one order’s (a guest names it), newest first.',
          headers,
          security,
          querystring: AfterSaleListQuerySchema,
          response: { 200: ComplaintListResponseSchema, ...afterSaleErrors },
        },
      },
      async (request) => listComplaints(await context(request), request.query),
    );
    app.get(
      '/complaints/:id',
      {
        schema: {
          operationId: 'showComplaint',
          tags,
          summary: 'A complaint with its items, what can be claimed, photos and addresses.',
          headers,
          security,
          params,
          response: answer,
        },
      },
      async (request) => getComplaint(await context(request), request.params.id),
    );
    app.patch(
      '/complaints/:id',
      {
        schema: {
          operationId: 'patchComplaint',
          tags,
          summary: 'Change the type, contact or bank account of a draft complaint.',
          headers,
          security,
          params,
          body: PatchComplaintBodySchema,
          response: answer,
        },
      },
      async (request) => patchComplaint(await context(request), request.params.id, request.body),
    );
    app.put(
      '/complaints/:id/items',
      {
        schema: {
          operationId: 'putComplaintItems',
          tags,
          summary: 'Set the claimed items of a draft complaint: units, what is wrong and what the shopper asks for.',
          headers,
          security,
          params,
          body: PutComplaintItemsBodySchema,
          response: answer,
        },
      },
      async (request) => putComplaintItems(await context(request), request.params.id, request.body),
    );
    app.put(
      '/complaints/:id/addresses/:type',
      {
        schema: {
          operationId: 'putComplaintAddress',
          tags,
          summary: 'Set the billing address or where the settled goods go back (shipping) of a draft complaint.',
          headers,
          security,
          params: AfterSaleAddressParamsSchema,
          body: AfterSaleAddressBodySchema,
          response: answer,
        },
      },
      async (request) =>
        putComplaintAddress(await context(request), request.params.id, request.params.type, request.body),
    );
    app.post(
      '/complaints/:id/photos',
      {
        bodyLimit: photoBodyLimit,
        schema: {
          operationId: 'addComplaintPhoto',
          tags,
          summary:
            'Add a photo of the defect to a draft complaint (JPEG, PNG or WebP as base64, at most 3 MB, 5 photos).',
          headers,
          security,
          params,
          body: ComplaintPhotoBodySchema,
          response: { 201: ComplaintPhotoSchema.describe('The stored photo.'), ...afterSaleErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addComplaintPhoto(await context(request), request.params.id, request.body)),
    );
    app.delete(
      '/complaints/:id/photos/:photoId',
      {
        schema: {
          operationId: 'removeComplaintPhoto',
          tags,
          summary: 'Remove a photo from a draft complaint.',
          headers,
          security,
          params: ComplaintPhotoParamsSchema,
          response: answer,
        },
      },
      async (request) => removeComplaintPhoto(await context(request), request.params.id, request.params.photoId),
    );
    app.get(
      '/complaints/:id/photos/:photoId',
      {
        schema: {
          operationId: 'showComplaintPhoto',
          tags,
          summary: 'A photo of a complaint: through its signed url, or for whoever may read the complaint.',
          headers,
          security,
          params: ComplaintPhotoParamsSchema,
          querystring: SignedLinkQuerySchema,
          response: {
            200: {
              description: 'The photo.',
              content: Object.fromEntries(complaintPhotoLimits.types.map((type) => [type, { schema: photo }])),
            },
            ...afterSaleErrors,
          },
        },
      },
      async (request, reply) => {
        const file = await complaintPhotoFile(await context(request), request.params, request.query);
        return reply
          .header('Content-Type', file.contentType)
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'")
          .send(file.data);
      },
    );
    app.post(
      '/complaints/:id/submit',
      {
        schema: {
          operationId: 'submitComplaint',
          tags,
          summary: 'Send a draft complaint: checked again, numbered, to be settled within 30 days; the form is mailed.',
          headers,
          security,
          params,
          response: answer,
        },
      },
      async (request) => {
        const { complaint, row, stored } = await submitComplaint(await context(request), request.params.id);
        const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
        sendAfterSaleMail(
          fastify,
          { kind: 'complaint', id: row.id, documentNumber: row.documentNumber, email: row.email, name },
          stored,
          {
            event: 'received',
            slipUrl: mailedSlipUrl(fastify, signer, 'complaint', row.id, stored.order.locale as Locale),
            resolveBy: row.resolveBy,
          },
        );
        return complaint;
      },
    );
    app.get(
      '/complaints/:id/slip',
      {
        schema: {
          operationId: 'showComplaintSlip',
          tags,
          summary:
            'The printable form of a sent complaint: through the mail’s signed link, or for whoever may read it.',
          headers,
          security,
          params,
          querystring: SignedLinkQuerySchema,
          response: { 200: AfterSaleSlipResponseSchema, ...afterSaleErrors },
        },
      },
      async (request) => complaintSlip(await context(request), request.params.id, request.query),
    );
  };
}
