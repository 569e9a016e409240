import type { FastifyInstance } from 'fastify';
import createRouter, { type HTTPMethod } from 'find-my-way';

/** How the API's router matches paths; the 405 lookup below matches the same way. */
export const routerOptions = { ignoreTrailingSlash: true, maxParamLength: 1000 };
/** The methods the API's routes answer (and CORS allows). */
export const apiMethods: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Knows every route's path and methods, so a request that matches a path under another method
 * answers 405 with an `Allow` header instead of a 404 (see error-handler.ts).
 */
export function trackAllowedMethods(app: FastifyInstance): (method: string, path: string) => string[] {
  const router = createRouter(routerOptions);
  const known = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(
      (m) => m.toUpperCase() as HTTPMethod,
    );
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (known.has(key) || method === 'OPTIONS') continue;
      known.add(key);
      router.on(method, route.url, () => undefined);
    }
  });
  return (method, path) =>
    apiMethods.filter((candidate) => candidate !== method && router.find(candidate, path) !== null);
}
