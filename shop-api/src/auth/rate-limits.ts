import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthConfig } from '../config';
import { ApiError } from '../http/api-error';

/** The brute-force limits of sign-in, registration and password reset (docs/customer-accounts.md). */
export interface AuthLimits {
  /** Refuses (429) when the key's count in the window is used up, without counting this attempt. */
  check(request: FastifyRequest, reply: FastifyReply, kind: LimitKind, key: string): Promise<void>;
  /** Counts an attempt against the key; 429 when that used up the count. */
  hit(request: FastifyRequest, reply: FastifyReply, kind: LimitKind, key: string): Promise<void>;
}

export type LimitKind =
  | 'loginPerIp'
  | 'loginPerAccount'
  | 'registrationPerIp'
  | 'registrationPerAccount'
  | 'passwordResetPerIp'
  | 'passwordResetPerAccount';

declare module 'fastify' {
  interface FastifyInstance {
    authLimits: AuthLimits;
  }
}

const limitKinds: LimitKind[] = [
  'loginPerIp',
  'loginPerAccount',
  'registrationPerIp',
  'registrationPerAccount',
  'passwordResetPerIp',
  'passwordResetPerAccount',
];

function tooMany(reply: FastifyReply, ttlSeconds: number): ApiError {
  const seconds = Math.max(1, ttlSeconds);
  void reply.header('Retry-After', String(seconds));
  return new ApiError('too_many_requests', `Too many attempts: try again in ${seconds} seconds.`);
}

/**
 * Limiters of @fastify/rate-limit (in memory, per process), keyed by what the handler names: the
 * client's IP or the e-mail the attempt is about. Login counts failed attempts only, so a shopper
 * who signs in often is never locked out, while guessing is.
 */
export async function registerAuthLimits(app: FastifyInstance, config: AuthConfig['rateLimits']): Promise<void> {
  await app.register(rateLimit, { global: false });
  const keys = new WeakMap<FastifyRequest, string>();
  const limiters = Object.fromEntries(
    limitKinds.map((kind) => [
      kind,
      app.createRateLimit({
        max: config[kind],
        timeWindow: config.windowSeconds * 1000,
        keyGenerator: (request) => `${kind}:${keys.get(request) ?? ''}`,
      }),
    ]),
  ) as Record<LimitKind, ReturnType<FastifyInstance['createRateLimit']>>;

  const run = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: LimitKind,
    key: string,
    increment: boolean,
  ) => {
    keys.set(request, key);
    const result = await limiters[kind](request, { increment });
    if (result.isAllowed) return;
    const exhausted = increment ? result.isExceeded : result.remaining <= 0;
    if (exhausted) throw tooMany(reply, result.ttlInSeconds);
  };
  app.decorate('authLimits', {
    check: (request, reply, kind, key) => run(request, reply, kind, key, false),
    hit: (request, reply, kind, key) => run(request, reply, kind, key, true),
  } satisfies AuthLimits);
}
