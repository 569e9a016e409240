import sharp from 'sharp';
import { images } from '../src/db/schema';
import { insertRows, type SeedTx } from './database-writes';
import { missingImageJobs } from './seed-images';
import { tint } from './image-art';
import type { RenderedImage } from './image-render';

/** A video's still, drawn by the shop so the product page never depends on the video host for it. */
export interface PosterJob {
  id: number;
  colors: [string, string];
}

/** 16:9 at 1280 px: the widest a video box is shown (two columns of the product page, 2× screens). */
const posterWidth = 1280;
const posterHeight = 720;

/**
 * A dark cinema-like frame: a diagonal gradient in the film's colours, a soft light where the
 * play button sits, and a strip of film frames along the bottom. No text and no play symbol: the
 * storefront lays its labelled play button over it.
 */
export function buildPosterSvg(job: PosterJob): string {
  const [from, to] = job.colors;
  const frames = Array.from({ length: 8 }, (_, i) => {
    const x = 40 + i * 152;
    return `<rect x="${x}" y="600" width="128" height="80" rx="8" fill="${tint(to, 0.2)}" opacity="0.35"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${posterWidth}" height="${posterHeight}" viewBox="0 0 ${posterWidth} ${posterHeight}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="light"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${posterWidth}" height="${posterHeight}" fill="url(#bg)"/>`,
    `<circle cx="640" cy="330" r="300" fill="url(#light)"/>`,
    ...frames,
    '</svg>',
  ].join('');
}

async function renderPoster(job: PosterJob): Promise<RenderedImage> {
  const data = await sharp(Buffer.from(buildPosterSvg(job)))
    .webp({ quality: 70, effort: 2 })
    .toBuffer();
  return { id: job.id, mimeType: 'image/webp', width: posterWidth, height: posterHeight, data };
}

/** Draws and stores the posters not in the database yet (fixed ids, so a second run draws none). */
export async function writeVideoPosters(tx: SeedTx, jobs: PosterJob[]): Promise<void> {
  const missing = await missingImageJobs(tx, jobs);
  await insertRows(tx, images, await Promise.all(missing.map(renderPoster)));
}
