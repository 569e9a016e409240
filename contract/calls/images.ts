import { z } from 'zod';
import { imageWidths } from '../images/image-variants';

const file = z
  .string()
  .max(32)
  .describe('The picture’s id, optionally with `.webp`.')
  .meta({ examples: ['1.webp', '2'] });

/** `GET /images/{file}`: a stored picture by id, `12` or `12.webp`. An unknown file is a 404. */
export const ImageParamsSchema = z.object({ file });

/**
 * `GET /images/{file}/{width}`: the picture resized to one of the served widths. A width outside
 * that set is a 400 (the client asked for something this API never serves), not a 422.
 */
export const ImageVariantParamsSchema = z.object({
  file,
  width: z
    .string()
    .max(8)
    .describe(`The width in pixels, one of ${imageWidths.join(', ')}.`)
    .meta({ examples: ['320', '1280'] }),
});
