import sharp from 'sharp';
import { tint } from './image-art';
import type { RenderedImage } from './image-render';
import { randomFor } from './prng';

/** A banner picture to draw: its id, pixel size and colours. */
export interface BannerArtJob {
  id: number;
  width: number;
  height: number;
  seedId: number;
  colors: [string, string, string];
}

/**
 * A wide, calm composition for a banner (no text: the banner's words are HTML over or beside it):
 * a diagonal gradient, large soft circles on the right and a band of small dots.
 */
export function buildBannerSvg(job: BannerArtJob): string {
  const random = randomFor('banner', job.seedId);
  const { width: w, height: h } = job;
  const [base, accent, detail] = job.colors;
  const circles = Array.from({ length: 3 }, (_, i) => {
    const r = Math.round(h * (0.35 + random.next() * 0.35));
    const cx = Math.round(w * (0.55 + random.next() * 0.4));
    const cy = Math.round(h * random.next());
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i === 0 ? accent : tint(accent, 0.3 + i * 0.2)}" opacity="${(0.55 + i * 0.12).toFixed(2)}"/>`;
  });
  const dots = Array.from({ length: 12 }, (_, i) => {
    const x = Math.round(w * 0.5 + (i % 6) * h * 0.06);
    const y = Math.round(h * 0.78 + Math.floor(i / 6) * h * 0.06);
    return `<circle cx="${x}" cy="${y}" r="${Math.max(3, Math.round(h * 0.012))}" fill="${detail}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(base, 0.75)}"/><stop offset="1" stop-color="${tint(base, 0.35)}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    ...circles,
    ...dots,
    '</svg>',
  ].join('');
}

export async function renderBanner(job: BannerArtJob): Promise<RenderedImage> {
  const data = await sharp(Buffer.from(buildBannerSvg(job)))
    .webp({ quality: 70, effort: 2 })
    .toBuffer();
  return { id: job.id, mimeType: 'image/webp', width: job.width, height: job.height, data };
}
