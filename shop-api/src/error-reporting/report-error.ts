import { captureException } from '@sentry/node';
import type { FastifyRequest } from 'fastify';

/**
 * Reports an unexpected error of a request (the error handler's 500) to the SDK, with the route it
 * failed in. A no-op while the SDK is not started (no DSN): tests and a reporting-free shop.
 */
export function reportRequestError(error: unknown, request: FastifyRequest): void {
  captureException(error, {
    tags: { route: request.routeOptions.url ?? 'unknown', method: request.method },
  });
}
