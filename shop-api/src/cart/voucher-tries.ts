import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { VoucherLimits } from '../config';
import { ApiError } from '../http/api-error';
import { limitsKeyPrefix } from '../http/limits-redis';
import { msg } from '../messages/message';

/** Keys (carts, client IPs) remembered at once; the least recently used go first past this. */
const capacity = 100_000;

interface Window {
  tries: number;
  endsAt: number;
}

type Taken = { taken: true } | { taken: false; retryAfterSeconds: number };

/**
 * Tries per key in a fixed window that starts with the key's first try. A try is taken before it
 * runs, so parallel guesses cannot all pass a check made before any of them failed, and given back
 * when it turns out not to count.
 */
interface TryCounter {
  /** Takes a try; when none is left, the seconds until the window ends instead. */
  take(key: string): Promise<Taken>;
  giveBack(key: string): Promise<void>;
}

/** The counts of this process (no `REDIS_URL`). */
function memoryTryCounter(max: number, windowMs: number): TryCounter {
  const windows = new LRUCache<string, Window>({ max: capacity });
  return {
    async take(key) {
      const now = Date.now();
      const current = windows.get(key);
      const window = current && current.endsAt > now ? current : { tries: 0, endsAt: now + windowMs };
      if (window.tries >= max) return { taken: false, retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000) };
      windows.set(key, { ...window, tries: window.tries + 1 });
      return { taken: true };
    },
    async giveBack(key) {
      const window = windows.get(key);
      if (window && window.tries > 0) windows.set(key, { ...window, tries: window.tries - 1 });
    },
  };
}

// One round trip each, atomic in Redis: take counts the try and undoes it past the limit.
const takeScript = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n > tonumber(ARGV[2]) then redis.call('DECR', KEYS[1]) return redis.call('PTTL', KEYS[1]) end
return -1`;
const giveBackScript = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The counts shared by every API instance (`REDIS_URL`); a Redis error lets the try through. */
function redisTryCounter(redis: Redis, name: string, max: number, windowMs: number): TryCounter {
  const keyOf = (key: string) => `${limitsKeyPrefix}voucher:${name}:${key}`;
  return {
    async take(key) {
      try {
        const ttl = Number(await redis.eval(takeScript, 1, keyOf(key), windowMs, max));
        return ttl < 0 ? { taken: true } : { taken: false, retryAfterSeconds: Math.ceil(ttl / 1000) };
      } catch {
        return { taken: true };
      }
    },
    async giveBack(key) {
      await redis.eval(giveBackScript, 1, keyOf(key)).catch(() => undefined);
    },
  };
}

/** A code the cart refused (unknown, expired, not applicable): the 422 on `code`. */
function isRefusedCode(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.type === 'validation_error' &&
    error.fieldErrors.some((fieldError) => fieldError.field === 'code')
  );
}

export interface VoucherTries {
  /**
   * Runs one voucher try of the request's client on a cart. Refused codes count against the cart
   * and the client's IP; past either limit the try is not run and answers 429 with Retry-After.
   */
  attempt<T>(request: FastifyRequest, reply: FastifyReply, cartId: string, run: () => Promise<T>): Promise<T>;
}

/**
 * The voucher guessing limits (docs/cart.md): failed codes per cart and per client IP (the HTTP
 * side's `request.ip`), in Redis with `REDIS_URL` (shared by every API instance), else in memory per
 * process, like the sign-in limits. A code that applies, and a try that fails for another reason
 * (an unknown cart, a conflict), does not count.
 */
export function createVoucherTries(limits: VoucherLimits, redis?: Redis): VoucherTries {
  const windowMs = limits.windowSeconds * 1000;
  const counter = (name: string, max: number) =>
    redis ? redisTryCounter(redis, name, max, windowMs) : memoryTryCounter(max, windowMs);
  const perCart = counter('cart', limits.failedPerCart);
  const perIp = counter('ip', limits.failedPerIp);
  const giveBack = (cartKey: string, ip: string) => Promise.all([perCart.giveBack(cartKey), perIp.giveBack(ip)]);
  return {
    async attempt(request, reply, cartId, run) {
      const cartKey = cartId.toLowerCase();
      const [cart, ip] = await Promise.all([perCart.take(cartKey), perIp.take(request.ip)]);
      if (!cart.taken || !ip.taken) {
        if (cart.taken) await perCart.giveBack(cartKey);
        if (ip.taken) await perIp.giveBack(request.ip);
        const seconds = Math.max(1, cart.taken ? 0 : cart.retryAfterSeconds, ip.taken ? 0 : ip.retryAfterSeconds);
        void reply.header('Retry-After', String(seconds));
        // Also on `code`: the voucher form shows a field's message on the field.
        const message = msg('voucher.tooManyTries', { seconds });
        throw new ApiError('too_many_requests', message, [{ field: 'code', message }]);
      }
      try {
        const result = await run();
        await giveBack(cartKey, request.ip);
        return result;
      } catch (error) {
        if (!isRefusedCode(error)) await giveBack(cartKey, request.ip);
        throw error;
      }
    },
  };
}
