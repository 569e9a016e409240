import { msg } from '../messages/message';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxId } from '@contract/calls/request-parts';
import { ImageParamsSchema, ImageVariantParamsSchema } from '@contract/calls/images';
import { imageWidths, isImageWidth, type ImageWidth } from '@contract/images/image-variants';
import { ApiError } from '../http/api-error';
import { lookupErrors } from '../http/route-schema';
import { addVary } from '../http/vary';
import { negotiateFormat } from './image-format';
import { createVariantCache, etagOf } from './image-variants';
import { findImage } from './images.repository';

/** `12.webp` or `12`. */
const filePattern = /^([1-9][0-9]{0,9})(\.webp)?$/;

/** A file name that names no stored picture is a 404 like a missing picture, not a 422. */
function parseImageId(file: string): number {
  const id = Number(filePattern.exec(file)?.[1]);
  if (!Number.isInteger(id) || id > maxId) throw ApiError.notFound('notFound.image');
  return id;
}

function parseWidth(width: string): ImageWidth {
  const value = /^[0-9]{1,5}$/.test(width) ? Number(width) : NaN;
  if (isImageWidth(value)) return value;
  const served = imageWidths.join(', ');
  throw new ApiError('bad_request', 'shop.widthNotServed', [
    { field: 'width', message: msg('shop.useWidth', { widths: served }) },
  ]);
}

/** True when an `If-None-Match` header lists the ETag (weak or strong) or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** A stored picture never changes under its id, so its address is versioned: a year, immutable. */
const immutable = 'public, max-age=31536000, immutable';

function sendPicture(
  reply: FastifyReply,
  ifNoneMatch: string | undefined,
  picture: { mimeType: string; data: Buffer; etag: string },
) {
  reply.header('Cache-Control', immutable).header('ETag', picture.etag);
  if (matchesEtag(ifNoneMatch, picture.etag)) return reply.status(304).send(null);
  return reply.type(picture.mimeType).send(picture.data);
}

const picture = z.any().meta({ type: 'string', format: 'binary' });
const pictureTypes = (types: string[]) => Object.fromEntries(types.map((type) => [type, { schema: picture }]));
const notModified = z.null().describe('The picture the client holds (If-None-Match) is current; no body.');

/** Serves stored pictures and their width variants; browsers may keep both for a year. */
export async function imagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const variants = createVariantCache();
  app.get(
    '/images/:file',
    {
      schema: {
        operationId: 'showImage',
        tags: ['shop'],
        summary: 'A stored picture (immutable; revalidate with If-None-Match).',
        params: ImageParamsSchema,
        response: {
          200: { description: 'The picture.', content: pictureTypes(['image/webp', 'image/jpeg', 'image/png']) },
          304: notModified,
          ...lookupErrors,
        },
      },
    },
    async (request, reply) => {
      const image = await findImage(app.deps.db, parseImageId(request.params.file));
      if (!image) throw ApiError.notFound('notFound.image');
      return sendPicture(reply, request.headers['if-none-match'], { ...image, etag: etagOf(image.data) });
    },
  );
  app.get(
    '/images/:file/:width',
    {
      schema: {
        operationId: 'showImageVariant',
        tags: ['shop'],
        summary: `A stored picture resized to a served width (${imageWidths.join(', ')} px), AVIF or WebP by Accept.`,
        description:
          'Never enlarged: a width above the picture’s own gives it at its own width. The encoding follows `Accept` ' +
          '(AVIF, then WebP, else the stored format; `Vary: Accept`). Immutable; revalidate with If-None-Match.',
        params: ImageVariantParamsSchema,
        response: {
          200: {
            description: 'The resized picture.',
            content: pictureTypes(['image/avif', 'image/webp', 'image/jpeg', 'image/png']),
          },
          304: notModified,
          ...lookupErrors,
        },
      },
    },
    async (request, reply) => {
      const width = parseWidth(request.params.width);
      const id = parseImageId(request.params.file);
      const format = negotiateFormat(request.headers.accept);
      addVary(reply, 'Accept');
      const found = await variants(id, width, format, (imageId) => findImage(app.deps.db, imageId));
      if (!found) throw ApiError.notFound('notFound.image');
      // Whether this request paid for the resize: a repeat request (or one that waited for another's) did not.
      reply.header('X-Variant-Cache', found.resized ? 'miss' : 'hit');
      return sendPicture(reply, request.headers['if-none-match'], found.variant);
    },
  );
}
