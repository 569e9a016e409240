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
/** The large shape is a solid one, so the product's colour reads at a glance. */
const mainShapeKinds: ShapeKind[] = ['circle', 'ring', 'square', 'triangle', 'diamond'];

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function mix(hex: string, target: number, amount: number): string {
  const mixed = parseHex(hex).map((c) => Math.round(c + (target - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes a colour with white: 0 keeps it, 1 gives white. */
export const tint = (hex: string, amount: number) => mix(hex, 255, amount);
const shade = (hex: string, amount: number) => mix(hex, 0, amount);

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
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${x - r}" y="${y - r + i * r * 0.75}" width="${2 * r}" height="${r * 0.4}" rx="${r * 0.2}" fill="${fill}"/>`,
        )
        .join('');
    case 'half':
      return `<path d="M ${x - r} ${y} A ${r} ${r} 0 0 1 ${x + r} ${y} Z" fill="${fill}"/>`;
  }
}

/** A size, a centre that keeps the shape (nearly) inside the picture, and a rotation. */
function placed(random: Random, sizeRange: [number, number], reach: number) {
  const r = random.int(sizeRange[0], sizeRange[1]);
  const margin = Math.round(r * reach) + 20;
  return {
    r,
    x: random.int(margin, artworkSize - margin),
    y: random.int(margin, artworkSize - margin),
    rotation: random.int(0, 359),
  };
}

function smallShape(random: Random, fill: string): string {
  const { r, x, y, rotation } = placed(random, [60, 190], 1);
  const opacity = (0.7 + random.next() * 0.3).toFixed(2);
  const body = shape(random.pick(shapeKinds), x, y, r, fill);
  return `<g transform="rotate(${rotation} ${x} ${y})" opacity="${opacity}">${body}</g>`;
}

/** The large shape in the accent colour, over a soft shadow that keeps it apart from its tinted background. */
function mainShape(random: Random, accent: string): string {
  const { r, x, y, rotation } = placed(random, [230, 300], 1.2);
  const kind = random.pick(mainShapeKinds);
  const shadow = `<g transform="translate(18 22)" opacity="0.25">${shape(kind, x, y, r, shade(accent, 0.6))}</g>`;
  return `<g transform="rotate(${rotation} ${x} ${y})">${shadow}${shape(kind, x, y, r, accent)}</g>`;
}

/**
 * A flat geometric composition (no text, so no fonts are needed): a background tinted from the
 * accent colour, one large shape in the accent colour and one to four smaller ones from the palette.
 */
export function buildArtworkSvg(spec: ArtworkSpec): string {
  const random = randomFor(spec.seedKind, spec.seedId);
  const shapes = [mainShape(random, spec.accent)];
  const extra = random.int(1, 4);
  for (let i = 0; i < extra; i++) shapes.push(smallShape(random, random.pick(spec.palette)));
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
