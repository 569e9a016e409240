import { Random, randomFor } from './prng';

/** What a generated picture is drawn from; the same spec always gives the same picture. */
export interface ArtworkSpec {
  /** Seeds the composition, e.g. `product:12`. */
  seedKind: string;
  seedId: number;
  /** The main colour: tints the background and fills the largest shape. */
  accent: string;
  /** Colours of the other shapes. */
  palette: string[];
}

export const artworkSize = 1000;
const shapeKinds = ['circle', 'ring', 'square', 'triangle', 'diamond', 'stripes', 'half'] as const;
type ShapeKind = (typeof shapeKinds)[number];

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Mixes a colour with white: 0 keeps it, 1 gives white. */
export function tint(hex: string, amount: number): string {
  const mixed = parseHex(hex).map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function shape(kind: ShapeKind, x: number, y: number, r: number, fill: string): string {
  switch (kind) {
    case 'circle':
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
    case 'ring':
      return `<circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="none" stroke="${fill}" stroke-width="${r * 0.35}"/>`;
    case 'square':
      return `<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.2}" fill="${fill}"/>`;
    case 'triangle':
      return `<polygon points="${x},${y - r} ${x + r},${y + r * 0.8} ${x - r},${y + r * 0.8}" fill="${fill}"/>`;
    case 'diamond':
      return `<polygon points="${x},${y - r} ${x + r * 0.75},${y} ${x},${y + r} ${x - r * 0.75},${y}" fill="${fill}"/>`;
    case 'stripes':
      return [0, 1, 2].map((i) => `<rect x="${x - r}" y="${y - r + i * r * 0.75}" width="${2 * r}" height="${r * 0.4}" rx="${r * 0.2}" fill="${fill}"/>`).join('');
    case 'half':
      return `<path d="M ${x - r} ${y} A ${r} ${r} 0 0 1 ${x + r} ${y} Z" fill="${fill}"/>`;
  }
}

function randomShape(random: Random, fill: string, sizeRange: [number, number]): string {
  const r = random.int(sizeRange[0], sizeRange[1]);
  const x = random.int(r + 30, artworkSize - r - 30);
  const y = random.int(r + 30, artworkSize - r - 30);
  const rotation = random.int(0, 359);
  const opacity = (0.7 + random.next() * 0.3).toFixed(2);
  const body = shape(random.pick(shapeKinds), x, y, r, fill);
  return `<g transform="rotate(${rotation} ${x} ${y})" opacity="${opacity}">${body}</g>`;
}

/**
 * A flat geometric composition (no text, so no fonts are needed): a background tinted from the
 * accent colour, one large shape in the accent colour and one to four smaller ones from the palette.
 */
export function buildArtworkSvg(spec: ArtworkSpec): string {
  const random = randomFor(spec.seedKind, spec.seedId);
  const shapes = [randomShape(random, spec.accent, [220, 330])];
  const extra = random.int(1, 4);
  for (let i = 0; i < extra; i++) shapes.push(randomShape(random, random.pick(spec.palette), [60, 190]));
  const angle = random.int(0, 3) * 45;
  // A near-white accent would vanish on its own tint, so such pictures get a grey backdrop.
  const backdrop = luminance(spec.accent) > 0.85 ? '#7D8590' : spec.accent;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${artworkSize}" height="${artworkSize}" viewBox="0 0 ${artworkSize} ${artworkSize}">`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${tint(backdrop, 0.82)}"/><stop offset="1" stop-color="${tint(backdrop, 0.62)}"/>`,
    '</linearGradient></defs>',
    `<rect width="${artworkSize}" height="${artworkSize}" fill="url(#bg)"/>`,
    ...shapes,
    '</svg>',
  ].join('');
}
