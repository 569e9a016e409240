import type { z } from 'zod';

/** Field names of a contract schema: what `only`/`except` and the embed braces may name. */
export function fieldsOf(schema: z.ZodObject): string[] {
  return Object.keys(schema.shape);
}

/** Top-level fields for `only`/`except`; `_embedded` is not one, it is always kept. */
export function selectableFieldsOf(schema: z.ZodObject): string[] {
  return fieldsOf(schema).filter((key) => key !== '_embedded');
}
