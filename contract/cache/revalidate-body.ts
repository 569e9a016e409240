import { z } from 'zod';
import { maxCacheTagLength } from './cache-tags';

/**
 * The revalidation call the shop API sends the storefront when catalogue data changes:
 * `POST /api/revalidate`, `Authorization: Bearer <REVALIDATE_SECRET>`, body `{ "tags": [...] }`.
 * The API builds the body with this schema; the storefront's route checks it.
 */
/** Next.js accepts at most 128 tags per call of the data cache; the same bound keeps a call small. */
export const maxTagsPerCall = 128;
/** 128 tags of 256 characters fit in well under this (bytes). */
export const maxRevalidateBodyBytes = 64 * 1024;

export const RevalidateBodySchema = z.strictObject({
  tags: z
    .array(
      z
        .string()
        .min(1)
        .max(maxCacheTagLength)
        .regex(/^[^\s\p{Cc}]+$/u, 'A tag has no spaces or control characters.'),
    )
    .min(1)
    .max(maxTagsPerCall),
});
