import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminGuard } from './admin-auth';

const request = (authorization?: string) => ({ headers: authorization ? { authorization } : {} }) as FastifyRequest;

describe('back-office guard', () => {
  it('lets the configured bearer token through', async () => {
    await expect(adminGuard('t0ken')(request('Bearer t0ken'))).resolves.toBeUndefined();
  });

  it('answers 401 for a missing, wrong or differently sent token', async () => {
    for (const header of [undefined, 'Bearer t0ke', 'Bearer t0ken2', 't0ken', 'Basic t0ken']) {
      await expect(adminGuard('t0ken')(request(header))).rejects.toMatchObject({ status: 401, type: 'unauthorized' });
    }
  });

  it('is switched off (503), never open, when no token is configured', async () => {
    await expect(adminGuard(undefined)(request('Bearer anything'))).rejects.toMatchObject({ status: 503 });
    await expect(adminGuard(undefined)(request())).rejects.toMatchObject({ status: 503 });
  });
});
