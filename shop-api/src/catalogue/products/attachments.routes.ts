import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { parseIdParam } from '../../list/id-param';
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
export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  app.get('/attachments/:id/:name', async (request, reply) => {
    const { id: rawId } = (request.params ?? {}) as { id?: unknown };
    const file = await selectAttachmentFile(app.deps, parseIdParam({ id: rawId }));
    if (!file) throw ApiError.notFound('Attachment');
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Disposition', contentDisposition(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .type(file.mimeType)
      .send(file.data);
  });
}
