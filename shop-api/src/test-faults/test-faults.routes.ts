import type { FastifyInstance } from 'fastify';

/** Catalogue path (in every language) whose page lookup (and page-kind check) fails with a 500 when test faults are on. */
export const faultyPagePath = '__test__/fault';

/**
 * Pages that fail on demand, for the browser tests of the storefront's error handling (the error
 * page for shoppers, no rendered page for crawlers). Registered only when `API_TEST_FAULTS=1`;
 * the static route wins over the page lookup's wildcard, so the lookup itself stays untouched.
 */
export async function testFaultRoutes(app: FastifyInstance): Promise<void> {
  if (!app.deps.config.testFaults) return;
  // The existence check fails too, as it would with the lookup: the storefront must then render the page as usual.
  for (const endpoint of ['page', 'page-kind']) {
    app.get(`/${endpoint}/${faultyPagePath}`, { schema: { hide: true } }, async () => {
      throw new Error('Test fault: this page fails on purpose (API_TEST_FAULTS=1).');
    });
  }
}
