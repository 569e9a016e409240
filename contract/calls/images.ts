import { z } from 'zod';

/** `GET /images/{file}`: a stored picture by id, `12` or `12.webp`. An unknown file is a 404. */
export const ImageParamsSchema = z.object({
  file: z
    .string()
    .max(32)
    .describe('The picture’s id, optionally with `.webp`.')
    .meta({ examples: ['1.webp', '2'] }),
});
