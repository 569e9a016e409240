import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { isCartId } from '../../cart/cart-access';
import { carts } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** Catalogue path (in every language) whose page lookup (and page-kind check) fails with a 500 when test faults are on. */
export const faultyPagePath = '__test__/fault';
/**
 * Catalogue path whose page lookup answers only after `?ms=` (60 s unless given), when test faults
 * are on, and then 404, which no data cache keeps; its page-kind check answers at once that a page
 * is there, so the storefront goes on to read it.
 */
export const slowPagePath = '__test__/slow';

const SlowQuerySchema = z.object({ ms: z.coerce.number().int().min(0).max(120_000).default(60_000) });

const ExpireHoldBodySchema = z.strictObject({ cart_id: z.string().refine(isCartId, 'Not a cart id.') });

/**
 * Faults on demand for the browser tests, registered only when `API_TEST_FAULTS=1`:
 * - pages that fail (the error page for shoppers, no rendered page for crawlers); the static
 *   route wins over the page lookup's wildcard, so the lookup itself stays untouched;
 * - a page the API is too slow to answer (the storefront's "shop is busy" page; a request in
 *   flight while the API stops); it stops waiting when the client goes away;
 * - `POST /test-faults/expire-cart-hold`: a cart's stock hold runs out now, as it would after
 *   `CART_RESERVATION_MINUTES` of inactivity, so a test can show the live notice a shopper gets
 *   when someone else's order then takes that stock.
 */
export async function testFaultRoutes(app: FastifyInstance): Promise<void> {
  if (!app.deps.config.testFaults) return;
  // The existence check fails too, as it would with the lookup: the storefront must then render the page as usual.
  for (const endpoint of ['page', 'page-kind']) {
    app.get(`/${endpoint}/${faultyPagePath}`, { schema: { hide: true } }, async () => {
      throw new Error('Test fault: this page fails on purpose (API_TEST_FAULTS=1).');
    });
  }
  app.get(`/page/${slowPagePath}`, { schema: { hide: true } }, async (request, reply) => {
    const query = SlowQuerySchema.safeParse(request.query);
    if (!query.success) throw ApiError.validation([{ field: 'ms', message: 'http.testFaultDelay' }]);
    const clientGone = new AbortController();
    reply.raw.once('close', () => clientGone.abort());
    await sleep(query.data.ms, undefined, { signal: clientGone.signal }).catch(() => undefined);
    throw ApiError.notFound('notFound.page');
  });
  app.get(`/page-kind/${slowPagePath}`, { schema: { hide: true } }, async () => ({ kind: 'static-page' }));
  app.post('/test-faults/expire-cart-hold', { schema: { hide: true } }, async (request, reply) => {
    const parsed = ExpireHoldBodySchema.safeParse(request.body);
    if (!parsed.success) throw ApiError.validation([{ field: 'cart_id', message: 'http.notCartId' }]);
    const expired = await app.deps.db
      .update(carts)
      .set({ expirationAt: new Date(Date.now() - 1000) })
      .where(eq(carts.id, parsed.data.cart_id.toLowerCase()))
      .returning({ id: carts.id });
    if (expired.length === 0) throw ApiError.notFound('notFound.cart');
    return reply.status(204).send();
  });
}
