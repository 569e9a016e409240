import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { VoucherLimits } from '../config';
import { ApiError } from '../http/api-error';
import { msg } from '../messages/message';

/** Keys (carts, client IPs) remembered at once; the least recently used go first past this. */
const capacity = 100_000;

interface Window {
  tries: number;
  endsAt: number;
}

/**
 * Tries per key in a fixed window that starts with the key's first try. A try is taken before it
 * runs, so parallel guesses cannot all pass a check made before any of them failed, and given back
 * when it turns out not to count.
 */
class TryCounter {
  private readonly windows: LRUCache<string, Window>;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {
    this.windows = new LRUCache({ max: capacity });
  }

  /** Takes a try; when none is left, the seconds until the window ends instead. */
  take(key: string, now: number): { taken: true } | { taken: false; retryAfterSeconds: number } {
    const current = this.windows.get(key);
    const window = current && current.endsAt > now ? current : { tries: 0, endsAt: now + this.windowMs };
    if (window.tries >= this.max) return { taken: false, retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000) };
    this.windows.set(key, { ...window, tries: window.tries + 1 });
    return { taken: true };
  }

  giveBack(key: string): void {
    const window = this.windows.get(key);
    if (window && window.tries > 0) this.windows.set(key, { ...window, tries: window.tries - 1 });
  }
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
 * side's `request.ip`), in memory per process like the sign-in limits. A code that applies, and a
 * try that fails for another reason (an unknown cart, a conflict), does not count.
 */
export function createVoucherTries(limits: VoucherLimits): VoucherTries {
  const windowMs = limits.windowSeconds * 1000;
  const perCart = new TryCounter(limits.failedPerCart, windowMs);
  const perIp = new TryCounter(limits.failedPerIp, windowMs);
  return {
    async attempt(request, reply, cartId, run) {
      const now = Date.now();
      const cartKey = cartId.toLowerCase();
      const cart = perCart.take(cartKey, now);
      const ip = perIp.take(request.ip, now);
      if (!cart.taken || !ip.taken) {
        if (cart.taken) perCart.giveBack(cartKey);
        if (ip.taken) perIp.giveBack(request.ip);
        const seconds = Math.max(1, cart.taken ? 0 : cart.retryAfterSeconds, ip.taken ? 0 : ip.retryAfterSeconds);
        void reply.header('Retry-After', String(seconds));
        // Also on `code`: the voucher form shows a field's message on the field.
        const message = msg('voucher.tooManyTries', { seconds });
        throw new ApiError('too_many_requests', message, [{ field: 'code', message }]);
      }
      try {
        const result = await run();
        perCart.giveBack(cartKey);
        perIp.giveBack(request.ip);
        return result;
      } catch (error) {
        if (!isRefusedCode(error)) {
          perCart.giveBack(cartKey);
          perIp.giveBack(request.ip);
        }
        throw error;
      }
    },
  };
}
