import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { images } from '../src/db/schema';
import { registerErrorHandling } from '../src/http/error-handler';
import { registerZodCompilers } from '../src/http/zod-compilers';
import { imageUrl } from '../src/images/image-url';
import { imagesRoutes } from '../src/images/images.routes';
import { openTestDatabase } from './helpers/test-database';

describe('GET /images/:file', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let picture: Buffer;
  let imageId: number;

  beforeAll(async () => {
    handle = await openTestDatabase();
    picture = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#C0392B' } })
      .webp({ quality: 70 })
      .toBuffer();
    const [row] = await handle.db
      .insert(images)
      .values({ mimeType: 'image/webp', width: 20, height: 20, data: picture })
      .returning({ id: images.id });
    imageId = row?.id as number;
    app = Fastify();
    app.decorate('deps', { db: handle.db, config: loadConfig({ LOG_LEVEL: 'silent', SEED_ON_START: 'false' }) });
    registerZodCompilers(app, true);
    registerErrorHandling(app);
    await app.register(imagesRoutes);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('serves the stored bytes with their type, a year of caching and an ETag', async () => {
    const response = await app.inject({ method: 'GET', url: `/images/${imageId}.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.rawPayload.equals(picture)).toBe(true);
  });

  it('serves the same picture without the extension', async () => {
    const withExtension = await app.inject({ method: 'GET', url: `/images/${imageId}.webp` });
    const withoutExtension = await app.inject({ method: 'GET', url: `/images/${imageId}` });
    expect(withoutExtension.statusCode).toBe(200);
    expect(withoutExtension.headers.etag).toBe(withExtension.headers.etag);
  });

  it('answers 304 without a body when the ETag matches', async () => {
    const first = await app.inject({ method: 'GET', url: `/images/${imageId}.webp` });
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await app.inject({
        method: 'GET',
        url: `/images/${imageId}.webp`,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    const stale = await app.inject({
      method: 'GET',
      url: `/images/${imageId}.webp`,
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers an unknown id with the contract 404 body', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/999999.webp' });
    expect(response.statusCode).toBe(404);
    const body = ErrorBodySchema.parse(response.json());
    expect(body).toEqual({ status: 404, type: 'not_found', message: 'Image was not found.', errors: [] });
  });

  it.each(['abc.webp', 'abc', '0.webp', '-1.webp', '12.png', '1.5.webp', '99999999999.webp'])(
    'answers %s with 404',
    async (file) => {
      const response = await app.inject({ method: 'GET', url: `/images/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, type: 'not_found', errors: [] });
    },
  );

  it('builds the public address of a picture', () => {
    expect(imageUrl('http://localhost:4000', 12)).toBe('http://localhost:4000/images/12.webp');
  });
});
