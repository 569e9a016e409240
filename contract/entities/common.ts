import { z } from 'zod';
import { LocaleSchema } from '../locales';

export const IdSchema = z.number().int().positive();
export const NullableString = z.string().nullable();
export const NullableNumber = z.number().nullable();
/** ISO 8601 timestamp. */
export const DateTimeSchema = z.string().datetime({ offset: true });
/** Date only, year-month-day. */
export const DateOnlySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Path of a catalogue page per language, without the locale prefix (`cervene-triko`). */
export const UrlsSchema = z.partialRecord(LocaleSchema, z.string());
export type Urls = z.infer<typeof UrlsSchema>;

/** Model type codes the page lookup answers with. */
export const modelTypes = {
  product: 1,
  productVariant: 9,
  article: 12,
  brand: 15,
  category: 16,
  staticPage: 18,
  articleCategory: 19,
} as const;

/** Product identification codes, shared by products and their variations. */
export const productCodeFields = {
  code: NullableString,
  sku: NullableString,
  ean: NullableString,
  upc: NullableString,
  jan: NullableString,
  isbn: NullableString,
  mpn: NullableString,
};

/** Physical dimensions, shared by products and their variations. */
export const dimensionFields = {
  height: NullableNumber,
  width: NullableNumber,
  depth: NullableNumber,
  weight: NullableNumber,
  volume: NullableNumber,
};
