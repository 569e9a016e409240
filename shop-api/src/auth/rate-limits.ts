import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthConfig } from '../config';
import { ApiError } from '../http/api-error';
import { limitsKeyPrefix, limitsRedis } from '../http/limits-redis';
import { msg } from '../messages/message';

/** The brute-force limits of sign-in, registration and password reset (docs/customer-accounts.md). */
export interface AuthLimits {
  /** Refuses (429) when the key's count in the window is used up, without counting this attempt. */
  check(request: FastifyRequest, reply: FastifyReply, kind: LimitKind, key: string): Promise<void>;
  /** Counts an attempt against the key; 429 when that used up the count. */
  hit(request: FastifyRequest, reply: FastifyReply, kind: LimitKind, key: string): Promise<void>;
  /**
   * The failed sign-ins on an account in the window, from every client together (they slow the
   * account's attempts down, login-slowdown.ts; they never refuse one); `count` adds one first.
   */
  accountFailures(request: FastifyRequest, email: string, count: boolean): Promise<number>;
}

/** The key of the per-account login limit: one client's attempts on one account. */
export const accountClientKey = (email: string, ip: string): string => `${email} from ${ip}`;

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
  return new ApiError('too_many_requests', msg('auth.tooManyAttempts', { seconds }));
}

/**
 * Limiters of @fastify/rate-limit, keyed by what the handler names: the
 * client's IP, the e-mail the attempt is about, or for login both (`accountClientKey`). Login
 * counts failed attempts only, so a shopper who signs in often is never locked out, while guessing
 * is; guessing at one account from many clients is slowed down instead of locking its owner out
 * (docs/customer-accounts.md, "Rate limits").
 */
export async function registerAuthLimits(app: FastifyInstance, config: AuthConfig['rateLimits']): Promise<void> {
  // With REDIS_URL the counts are shared by every API instance (a guesser gets one budget, not one per
  // instance); without, each process counts in memory. A Redis error lets the attempt through.
  const redis = limitsRedis(app);
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${limitsKeyPrefix}auth:` } : {}),
  });
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
  // A counter, not a limit: its max is never reached, so `max - remaining` is the count.
  const failuresPerAccount = app.createRateLimit({
    max: Number.MAX_SAFE_INTEGER,
    timeWindow: config.windowSeconds * 1000,
    keyGenerator: (request) => `loginFailuresPerAccount:${keys.get(request) ?? ''}`,
  });
  const accountFailures = async (request: FastifyRequest, email: string, count: boolean) => {
    keys.set(request, email);
    const result = await failuresPerAccount(request, { increment: count });
    return result.isAllowed ? 0 : result.max - result.remaining;
  };
  app.decorate('authLimits', {
    check: (request, reply, kind, key) => run(request, reply, kind, key, false),
    hit: (request, reply, kind, key) => run(request, reply, kind, key, true),
    accountFailures,
  } satisfies AuthLimits);
}
