import sharp from 'sharp';
import { artworkSize, buildArtworkSvg, type ArtworkSpec } from './image-art';

export interface RenderedImage {
  id: number;
  mimeType: string;
  width: number;
  height: number;
  data: Buffer;
}

export interface ImageJob {
  id: number;
  art: ArtworkSpec;
}

/** Quality 70 keeps a 1000×1000 picture at a few kilobytes; low effort keeps the seed fast. */
async function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 70, effort: 2 }).toBuffer();
}

export async function renderImage(job: ImageJob): Promise<RenderedImage> {
  const data = await renderWebp(buildArtworkSvg(job.art));
  return { id: job.id, mimeType: 'image/webp', width: artworkSize, height: artworkSize, data };
}

/** Runs `work` over the items with at most `limit` running at once, keeping the input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
