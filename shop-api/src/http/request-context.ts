import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiHeaders, defaultCurrencyByLocale, defaultLocale, LocaleSchema, type Locale } from '../../../lib/contract';
import type { CurrencyFormat } from '../shop/money';
import { ApiError } from './api-error';

export interface RequestCurrency extends CurrencyFormat {
  id: number;
}

/** What every handler knows about the shopper: language, currency and tracking id. */
export interface RequestContext {
  locale: Locale;
  currency: RequestCurrency;
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

/** Accepts `cs`, `cs-CZ` or `ces`; anything else is a 422 rather than a silent fallback. */
export function parseLanguage(value: string | undefined): Locale {
  if (!value) return defaultLocale;
  const lower = value.toLowerCase();
  const parsed = LocaleSchema.safeParse(threeLetter[lower] ?? lower.split(/[-_]/)[0]);
  if (!parsed.success) {
    throw ApiError.validation([{ field: apiHeaders.language, message: `Unsupported language "${value}"; use cs, sk or en.` }]);
  }
  return parsed.data;
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
        { field: apiHeaders.currency, message: `Unsupported currency "${currencyCode}"; use ${[...byCode.keys()].join(' or ')}.` },
      ]);
    }
    const sent = header(request, apiHeaders.trackingId);
    const trackingId = sent && uuidPattern.test(sent) ? sent : randomUUID();
    request.ctx = { locale, currency, trackingId };
    reply.header(apiHeaders.trackingId, trackingId);
  });
}
