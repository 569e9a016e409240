import { z } from 'zod';
import { parseOrThrow } from '../http/validation';

/** Ids are int4 in the database; a larger or non-numeric id is a bad request, not a lookup. */
const IdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Must be a positive whole number.')
    .transform(Number)
    .refine((n) => n <= 2147483647, 'Must be a positive whole number.'),
});

export function parseIdParam(params: unknown): number {
  return parseOrThrow(IdParamsSchema, params).id;
}
