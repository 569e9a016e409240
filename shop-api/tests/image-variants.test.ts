import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract';
import { imageWidths } from '@contract/images/image-variants';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { images } from '../src/db/schema';
import { registerErrorHandling } from '../src/http/error-handler';
import { registerZodCompilers } from '../src/http/zod-compilers';
import { negotiateFormat } from '../src/images/image-format';
import { imagesRoutes } from '../src/images/images.routes';
import { openTestDatabase } from './helpers/test-database';

const chromeAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const safariAccept = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

describe('GET /images/:file/:width', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let webpId: number;
  let pngId: number;

  async function store(mimeType: string, data: Buffer, width: number, height: number): Promise<number> {
    const [row] = await handle.db.insert(images).values({ mimeType, width, height, data }).returning({ id: images.id });
    return row?.id as number;
  }
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    handle = await openTestDatabase();
    const canvas = sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2E86C1' } });
    webpId = await store('image/webp', await canvas.clone().webp().toBuffer(), 1200, 600);
    pngId = await store('image/png', await canvas.clone().png().toBuffer(), 1200, 600);
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

  it('resizes to the width asked for, in AVIF for a browser that takes it, cached for a year', async () => {
    const response = await get(`/images/${webpId}/320`, { accept: chromeAccept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/\bAccept\b/);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 160]);
  });

  it('sends WebP to a browser that takes WebP but not AVIF', async () => {
    const response = await get(`/images/${webpId}/640`, { accept: safariAccept });
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 640]);
  });

  it('keeps the stored format for a client that names neither', async () => {
    for (const accept of ['*/*', 'image/*', 'image/avif;q=0, image/png', '']) {
      const response = await get(`/images/${pngId}/480`, accept ? { accept } : {});
      expect(response.headers['content-type']).toBe('image/png');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(480);
    }
  });

  it('never enlarges: a width above the picture’s own gives the picture at its own width', async () => {
    const response = await get(`/images/${webpId}/1920`, { accept: 'image/webp' });
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1200);
  });

  it('serves a repeat request from the cache, byte for byte, and answers 304 to its ETag', async () => {
    const first = await get(`/images/${webpId}/960`, { accept: 'image/webp' });
    const again = await get(`/images/${webpId}/960`, { accept: 'image/webp' });
    expect([first.headers['x-variant-cache'], again.headers['x-variant-cache']]).toEqual(['miss', 'hit']);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const avif = await get(`/images/${webpId}/960`, { accept: 'image/avif' });
    expect(avif.headers['x-variant-cache']).toBe('miss');
    expect(avif.headers.etag).not.toBe(first.headers.etag);
    const revalidated = await get(`/images/${webpId}/960`, {
      accept: 'image/webp',
      'if-none-match': first.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('resizes a picture asked for by many at once only once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get(`/images/${pngId}/1280`, { accept: 'image/webp' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.headers['x-variant-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
  });

  it.each(['100', '321', '0', '4000', 'abc', '320px', '-320', '3.2e2'])(
    'answers width %s with a 400 naming the served widths',
    async (width) => {
      const response = await get(`/images/${webpId}/${width}`);
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json())).toEqual({
        status: 400,
        type: 'bad_request',
        message: 'This width is not served.',
        errors: [{ field: 'width', message: `Use one of ${imageWidths.join(', ')}.` }],
      });
    },
  );

  it('answers a picture that does not exist with 404', async () => {
    for (const file of ['999999', 'abc', '0.webp']) {
      const response = await get(`/images/${file}/320`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, type: 'not_found' });
    }
  });
});

describe('negotiateFormat', () => {
  it('prefers AVIF, then WebP, and takes only what the client names with a quality above zero', () => {
    expect(negotiateFormat(chromeAccept)).toBe('avif');
    expect(negotiateFormat(safariAccept)).toBe('webp');
    expect(negotiateFormat('image/AVIF;q=0.5')).toBe('avif');
    expect(negotiateFormat('image/avif;q=0,image/webp')).toBe('webp');
    expect(negotiateFormat('image/*,*/*')).toBe('original');
    expect(negotiateFormat(undefined)).toBe('original');
  });
});
