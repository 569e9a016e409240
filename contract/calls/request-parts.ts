import { z } from 'zod';
import { apiHeaders } from '../locale-codes';

/**
 * Pieces every call's request is built from. Messages are the ones answers carry in their field
 * errors (`errors: [{ field, message }]`), so a storefront can show them as they are.
 */

/** Ids are int4 in the shop's database. */
export const maxId = 2_147_483_647;
const idMessage = 'Must be a positive whole number.';

/** 1…2147483647 written out, so that the pattern itself says what the API accepts. */
const idPattern =
  /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/;

/** An id in a path (`/products/12`): 1…2147483647; anything else is a 422 on its field. */
export const IdParamSchema = z.string().regex(idPattern, idMessage).transform(Number);

export const IdParamsSchema = z.object({ id: IdParamSchema.describe('The record’s id.') });

/** An id in a JSON body: a whole number 1…2147483647. */
export const IdBodySchema = z
  .number({ error: 'Must be an id (a whole number from 1).' })
  .int('Must be an id (a whole number from 1).')
  .min(1, 'Must be an id (a whole number from 1).')
  .max(maxId, 'Must be an id (a whole number from 1).');

/**
 * A query parameter given at most once: a repeated one arrives as a list and is refused. Describe
 * it last (`.optional().describe(…)`): zod keeps a description on the instance it was given to.
 */
export function queryParam(missingMessage = 'This parameter is required.') {
  return z.string({ error: (issue) => (issue.input === undefined ? missingMessage : 'Give this parameter once.') });
}

/** An id in a query string (`category_id=6`). */
export function idQueryParam() {
  const message = 'Must be an id (a whole number from 1).';
  return queryParam().regex(idPattern, message).transform(Number);
}

const header = (name: string) => name.toLowerCase();

/**
 * The preference headers every call reads. Their values are checked where they are read (one
 * 422 naming the header); this declares them. Other headers pass through untouched.
 */
export const ApiRequestHeadersSchema = z.looseObject({
  [header(apiHeaders.language)]: z
    .string()
    .max(35)
    .optional()
    .describe('cs, sk or en (also cs-CZ or ces); default cs.')
    .meta({ examples: ['cs', 'sk', 'en', 'cs-CZ'] }),
  [header(apiHeaders.currency)]: z
    .string()
    .max(8)
    .optional()
    .describe('An active currency code (CZK, EUR); default by language.')
    .meta({ examples: ['CZK', 'EUR'] }),
  [header(apiHeaders.tax)]: z
    .string()
    .max(16)
    .optional()
    .describe('with (default) or without: which price price filters, price sorting and search read.')
    .meta({ examples: ['with', 'without'] }),
  [header(apiHeaders.trackingId)]: z
    .string()
    .max(64)
    .optional()
    .describe('The visitor’s tracking id (a UUID); a new one is issued in the answer when missing or malformed.')
    .meta({ examples: ['0b6f3c1e-8a4d-4d2b-9f1e-3c5a7b9d1e2f'] }),
});
