import type { FastifyBaseLogger } from 'fastify';
import { isRetryableStatus } from '@contract';
import { maxTagsPerCall, RevalidateBodySchema } from '@contract/cache/revalidate-body';

/**
 * Tells the storefront which cache tags changed (`POST {STOREFRONT_REVALIDATE_URL}` with the
 * bearer secret, body `{ tags }`). Runs after the write has committed and never fails it: a
 * storefront that is down or slow is retried with backoff, then given up on with an error in the
 * log (its pages still refresh within their revalidate window, an hour at most).
 */
export interface StorefrontNotifier {
  /** Starts the delivery in the background and returns at once. */
  notify(tags: string[]): void;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
  /** Stops waiting between retries; deliveries in flight end at their next attempt. */
  close(): void;
}

export interface NotifierOptions {
  url: string;
  secret: string;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  /** Waits before the 2nd, 3rd… attempt (ms); its length is the number of retries. */
  retryDelaysMs?: number[];
  timeoutMs?: number;
}

export const defaultRetryDelaysMs = [500, 2_000, 8_000];

type Outcome = 'delivered' | 'rejected' | 'retry';

export function createStorefrontNotifier(options: NotifierOptions): StorefrontNotifier {
  const doFetch = options.fetch ?? fetch;
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const inFlight = new Set<Promise<void>>();
  const stop = new AbortController();

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      stop.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });

  async function attempt(tags: string[]): Promise<Outcome> {
    try {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.secret}` },
        body: JSON.stringify(RevalidateBodySchema.parse({ tags })),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return 'delivered';
      if (isRetryableStatus(response.status)) {
        options.log.warn({ status: response.status, tags }, 'storefront revalidation failed, will retry');
        return 'retry';
      }
      options.log.error(
        { status: response.status, tags },
        'storefront refused the revalidation (check STOREFRONT_REVALIDATE_URL and REVALIDATE_SECRET)',
      );
      return 'rejected';
    } catch (error) {
      options.log.warn(
        { err: error instanceof Error ? error.message : String(error), tags },
        'storefront unreachable, will retry',
      );
      return 'retry';
    }
  }

  async function deliver(tags: string[]): Promise<void> {
    for (let index = 0; index <= delays.length; index += 1) {
      if (index > 0) {
        await wait(delays[index - 1] ?? 0);
        if (stop.signal.aborted) break;
      }
      const outcome = await attempt(tags);
      if (outcome === 'delivered') {
        options.log.info({ tags }, 'storefront revalidated');
        return;
      }
      if (outcome === 'rejected') return;
    }
    options.log.error(
      { tags },
      'storefront revalidation given up; its pages refresh when their revalidate time runs out',
    );
  }

  return {
    notify(tags) {
      const unique = [...new Set(tags)];
      for (let start = 0; start < unique.length; start += maxTagsPerCall) {
        const delivery = deliver(unique.slice(start, start + maxTagsPerCall)).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
    },
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    close() {
      stop.abort();
    },
  };
}

/** When the storefront is not configured: changes are only logged. */
export function createDisabledNotifier(log: FastifyBaseLogger): StorefrontNotifier {
  return {
    notify(tags) {
      log.debug({ tags }, 'storefront revalidation is not configured (STOREFRONT_REVALIDATE_URL, REVALIDATE_SECRET)');
    },
    settled: async () => {},
    close() {},
  };
}
