import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ImageWidth } from '@contract/images/image-variants';
import type { StoredImage } from './images.repository';
import type { VariantFormat } from './image-format';

export interface ImageVariant {
  mimeType: string;
  data: Buffer;
  etag: string;
}

export function etagOf(data: Buffer): string {
  return `"${createHash('sha1').update(data).digest('base64url')}"`;
}

/**
 * Quality 50 AVIF and 70 WebP look alike on product photos and drawings and are a third to a
 * half of the original's bytes; effort 2 and 4 keep a first request fast (tens of milliseconds
 * for a 1000 px picture on this machine), and it is paid once per variant.
 */
async function resize(image: StoredImage, width: ImageWidth, format: VariantFormat): Promise<ImageVariant> {
  // Never enlarged: a width above the picture's own gives the picture at its own width.
  const pipeline = sharp(image.data).resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'avif'
      ? pipeline.avif({ quality: 50, effort: 2 })
      : format === 'webp'
        ? pipeline.webp({ quality: 70, effort: 4 })
        : pipeline;
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const mimeType = format === 'original' ? image.mimeType : `image/${info.format === 'heif' ? 'avif' : info.format}`;
  return { mimeType, data, etag: etagOf(data) };
}

/** About 64 MB of encoded variants: the whole demo shop in all three formats at every width it shows. */
const defaultCacheBytes = 64 * 1024 * 1024;

/**
 * Width variants kept in memory (least recently used go first), so a repeat request does not
 * resize again, and a variant asked for by many clients at once is resized once. A stored picture
 * never changes under its id, so a variant is never stale.
 */
export function createVariantCache(maxBytes = defaultCacheBytes) {
  const done = new LRUCache<string, ImageVariant>({ maxSize: maxBytes, sizeCalculation: (v) => v.data.length || 1 });
  const running = new Map<string, Promise<ImageVariant | undefined>>();
  /**
   * The variant and whether this call resized it (`false`: from the cache or another request's
   * resize); undefined when `load` finds no picture. A cache hit reads nothing from the database.
   */
  return async function variant(
    imageId: number,
    width: ImageWidth,
    format: VariantFormat,
    load: (id: number) => Promise<StoredImage | undefined>,
  ): Promise<{ variant: ImageVariant; resized: boolean } | undefined> {
    const key = `${imageId}/${width}/${format}`;
    const cached = done.get(key);
    if (cached) return { variant: cached, resized: false };
    // No await before `running.set`: a request arriving meanwhile must find this one's resize.
    const pending = running.get(key);
    if (pending) return pending.then((other) => other && { variant: other, resized: false });
    const work = load(imageId).then((image) => (image ? resize(image, width, format) : undefined));
    running.set(key, work);
    try {
      const fresh = await work;
      if (!fresh) return undefined;
      done.set(key, fresh);
      return { variant: fresh, resized: true };
    } finally {
      running.delete(key);
    }
  };
}
