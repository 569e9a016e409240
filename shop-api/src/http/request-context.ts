import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiHeaders,
  defaultCurrencyByLocale,
  defaultLocale,
  defaultTaxMode,
  LocaleSchema,
  TaxModeSchema,
  type Locale,
  type TaxMode,
} from '@contract';
import type { CurrencyFormat } from '../shop/money';
import { msg } from '../messages/message';
import { ApiError } from './api-error';

export interface RequestCurrency extends CurrencyFormat {
  id: number;
}

/** What every handler knows about the shopper: language, currency, tax display and tracking id. */
export interface RequestContext {
  locale: Locale;
  currency: RequestCurrency;
  /** Which price (taxed or not) price filters, price sorting and price bounds read. */
  tax: TaxMode;
  trackingId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const threeLetter: Record<string, Locale> = { ces: 'cs', slk: 'sk', eng: 'en' };

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** `with` (default) or `without`; anything else is a 422 naming the header. */
export function parseTaxMode(value: string | undefined): TaxMode {
  if (!value) return defaultTaxMode;
  const parsed = TaxModeSchema.safeParse(value.toLowerCase());
  if (!parsed.success)
    throw ApiError.validation([{ field: apiHeaders.tax, message: msg('http.unsupportedTax', { value }) }]);
  return parsed.data;
}

/** Accepts `cs`, `cs-CZ` or `ces`; anything else is a 422 rather than a silent fallback. */
export function parseLanguage(value: string | undefined): Locale {
  if (!value) return defaultLocale;
  const lower = value.toLowerCase();
  const parsed = LocaleSchema.safeParse(threeLetter[lower] ?? lower.split(/[-_]/)[0]);
  if (!parsed.success) {
    throw ApiError.validation([{ field: apiHeaders.language, message: msg('http.unsupportedLanguage', { value }) }]);
  }
  return parsed.data;
}

/**
 * The language an answer is written in: the request's, or, when the request failed before its
 * context was read (an unsupported header), what its header names if it can be read, else the default.
 */
export function requestLocale(request: FastifyRequest): Locale {
  if (request.ctx) return request.ctx.locale;
  try {
    return parseLanguage(header(request, apiHeaders.language));
  } catch {
    return defaultLocale;
  }
}

export function registerRequestContext(app: FastifyInstance, currencies: RequestCurrency[]): void {
  const byCode = new Map(currencies.map((c) => [c.code, c]));
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request, reply) => {
    const locale = parseLanguage(header(request, apiHeaders.language));
    const currencyCode = (header(request, apiHeaders.currency) ?? defaultCurrencyByLocale[locale]).toUpperCase();
    const currency = byCode.get(currencyCode);
    if (!currency) {
      throw ApiError.validation([
        {
          field: apiHeaders.currency,
          message: msg('http.unsupportedCurrency', { value: currencyCode, allowed: [...byCode.keys()].join(', ') }),
        },
      ]);
    }
    const sent = header(request, apiHeaders.trackingId);
    const trackingId = sent && uuidPattern.test(sent) ? sent : randomUUID();
    const tax = parseTaxMode(header(request, apiHeaders.tax));
    request.ctx = { locale, currency, tax, trackingId };
    reply.header(apiHeaders.trackingId, trackingId);
  });
}
