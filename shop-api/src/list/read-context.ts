import type { FastifyRequest } from 'fastify';
import type { Locale, TaxMode } from '@contract';
import type { Database } from '../db/client';
import type { RequestCurrency } from '../http/request-context';

/**
 * What a catalogue read needs: the database, the shopper's language and currency, and the
 * public URL absolute image links start with. Built from a request, or by hand (page lookup, jobs).
 */
export interface ReadContext {
  db: Database;
  locale: Locale;
  currency: RequestCurrency;
  /** Which price price filters and price sorting read; `with` when not given. */
  tax?: TaxMode;
  publicUrl: string;
  /** Customer groups of the signed-in shopper; restricted categories show only to them. Anonymous: none. */
  customerGroupIds?: readonly number[];
  /** The signed-in customer, for the embeds that belong to them (wish-list item, customer price). Anonymous: none. */
  customerId?: number;
}

export function readContext(request: FastifyRequest): ReadContext {
  const { db, config } = request.server.deps;
  return {
    db,
    locale: request.ctx.locale,
    currency: request.ctx.currency,
    tax: request.ctx.tax,
    publicUrl: config.publicUrl,
  };
}
