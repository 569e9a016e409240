import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { findImage } from './images.repository';

const maxId = 2_147_483_647;
const ParamsSchema = z.object({ file: z.string() }).strict();
/** `12.webp` or `12`. */
const filePattern = /^([1-9][0-9]{0,9})(\.webp)?$/;

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

/** Serves stored pictures; their bytes never change under an id, so browsers may keep them for a year. */
export async function imagesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/images/:file', async (request, reply) => {
    const { file } = ParamsSchema.parse(request.params);
    const image = await findImage(app.deps.db, parseImageId(file));
    if (!image) throw ApiError.notFound('Image');
    const etag = etagOf(image.data);
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(image.mimeType).send(image.data);
  });
}
