import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

function sameSecret(provided: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(provided), digest(expected));
}

/**
 * Guards the back-office write API with `Authorization: Bearer <ADMIN_TOKEN>` (compared in
 * constant time). Without a configured token the API is switched off (503), never open.
 */
export function adminGuard(adminToken: string | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!adminToken) throw new ApiError('service_unavailable', 'http.adminOff');
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !sameSecret(token, adminToken)) throw new ApiError('unauthorized', 'http.adminToken');
  };
}
