import type { z } from 'zod';
import { StaticPageSchema } from '../entities/static-page';
import { listEnvelopeSchema } from '../envelope';

/**
 * `GET /static-pages`: every active static page in the request language (terms, shipping and
 * returns, about…), without its content, with its `urls` embed: what a footer links to.
 */
export const StaticPageLinkSchema = StaticPageSchema.omit({ content: true });
export const StaticPageListResponseSchema = listEnvelopeSchema(StaticPageLinkSchema).describe(
  'The active static pages, in the order the shop lists them.',
);
export type StaticPageLink = z.infer<typeof StaticPageLinkSchema>;
export type StaticPageList = z.infer<typeof StaticPageListResponseSchema>;
