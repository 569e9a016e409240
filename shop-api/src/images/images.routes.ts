import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxId } from '@contract/calls/request-parts';
import { ImageParamsSchema } from '@contract/calls/images';
import { ApiError } from '../http/api-error';
import { lookupErrors } from '../http/route-schema';
import { findImage } from './images.repository';

/** `12.webp` or `12`. */
const filePattern = /^([1-9][0-9]{0,9})(\.webp)?$/;

/** A file name that names no stored picture is a 404 like a missing picture, not a 422. */
function parseImageId(file: string): number {
  const id = Number(filePattern.exec(file)?.[1]);
  if (!Number.isInteger(id) || id > maxId) throw ApiError.notFound('Image');
  return id;
}

function etagOf(data: Buffer): string {
  return `"${createHash('sha1').update(data).digest('base64url')}"`;
}

/** True when an `If-None-Match` header lists the ETag (weak or strong) or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

const picture = z.any().meta({ type: 'string', format: 'binary' });

/** Serves stored pictures; their bytes never change under an id, so browsers may keep them for a year. */
export async function imagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/images/:file',
    {
      schema: {
        operationId: 'showImage',
        tags: ['shop'],
        summary: 'A stored picture (immutable; revalidate with If-None-Match).',
        params: ImageParamsSchema,
        response: {
          200: {
            description: 'The picture.',
            content: {
              'image/webp': { schema: picture },
              'image/jpeg': { schema: picture },
              'image/png': { schema: picture },
            },
          },
          304: z.null().describe('The picture the client holds (If-None-Match) is current; no body.'),
          ...lookupErrors,
        },
      },
    },
    async (request, reply) => {
      const image = await findImage(app.deps.db, parseImageId(request.params.file));
      if (!image) throw ApiError.notFound('Image');
      const etag = etagOf(image.data);
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return reply.type(image.mimeType).send(image.data);
    },
  );
}
