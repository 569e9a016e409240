import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AttachmentParamsSchema } from '@contract/calls/catalogue';
import { ApiError } from '../../http/api-error';
import { lookupErrors } from '../../http/route-schema';
import { selectAttachmentFile } from './product-extras.repository';

/** `attachment; filename=…` that keeps non-ASCII names readable (RFC 6266 / 5987). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Serves product attachments at the `download_url` the `attachments` embed gives:
 * `/attachments/{id}/{file name}`. The name is only for the shopper's browser; the id decides.
 */
export async function attachmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/attachments/:id/:name',
    {
      schema: {
        operationId: 'downloadAttachment',
        tags: ['shop'],
        summary: 'A product attachment’s file, as a download.',
        params: AttachmentParamsSchema,
        response: {
          200: {
            description: 'The file, in its own media type.',
            content: { '*/*': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          ...lookupErrors,
        },
      },
    },
    async (request, reply) => {
      const file = await selectAttachmentFile(app.deps, request.params.id);
      if (!file) throw ApiError.notFound('notFound.attachment');
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Disposition', contentDisposition(file.name))
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.mimeType)
        .send(file.data);
    },
  );
}
