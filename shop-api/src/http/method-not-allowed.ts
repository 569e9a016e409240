import type { FastifyInstance } from 'fastify';
import createRouter, { type HTTPMethod } from 'find-my-way';

/**
 * Knows every route's path and methods, so a request that matches a path under another method
 * answers 405 with an `Allow` header instead of a 404 (see error-handler.ts).
 */
export function trackAllowedMethods(app: FastifyInstance): (method: string, url: string) => string[] {
  const router = createRouter({ ignoreTrailingSlash: true, maxParamLength: 1000 });
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
  const candidates: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
  return (method, url) => {
    const path = url.split('?')[0] ?? '/';
    return candidates.filter((candidate) => candidate !== method && router.find(candidate, path) !== null);
  };
}
