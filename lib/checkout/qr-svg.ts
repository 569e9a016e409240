import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';

/** The quiet zone the QR standard asks for around the symbol, in modules. */
const quietZone = 4;

export interface QrSvgShape {
  /** Side of the SVG's view box in modules, quiet zone included. */
  size: number;
  /** One path of the dark modules, each row's runs as rectangles. */
  path: string;
}

/**
 * The QR symbol of `text` as an SVG path (`qrcode` computes the modules; no canvas, no DOM, so it
 * renders the same on the server and in a browser). Error correction M, as the QR Platba standard
 * recommends for print and screens.
 */
export function qrSvgShape(text: string, errorCorrectionLevel: QRCodeErrorCorrectionLevel = 'M'): QrSvgShape {
  const { modules } = create(text, { errorCorrectionLevel });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      parts.push(`M${start + quietZone} ${row + quietZone}h${column - start}v1h-${column - start}z`);
    }
  }
  return { size: modules.size + quietZone * 2, path: parts.join('') };
}
