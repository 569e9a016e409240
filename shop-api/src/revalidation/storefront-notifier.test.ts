import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createStorefrontNotifier } from './storefront-notifier';

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_data: unknown, message?: string) =>
    void lines.push({ level, message: message ?? '' });
  const log = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** A fetch that answers the scripted statuses in turn (`'down'` throws like a refused connection). */
function scriptedFetch(script: (number | 'down')[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fake = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const step = script[Math.min(calls.length - 1, script.length - 1)];
    if (step === 'down') throw new TypeError('fetch failed: ECONNREFUSED');
    return new Response('{}', { status: step });
  }) as unknown as typeof fetch;
  return { fake, calls };
}

const base = { url: 'http://storefront.test/api/revalidate', secret: 's3cret', retryDelaysMs: [5, 10, 20] };

describe('storefront notifier', () => {
  it('posts the tags with the bearer secret', async () => {
    const { fake, calls } = scriptedFetch([200]);
    const { log, lines } = recordingLog();
    const notifier = createStorefrontNotifier({ ...base, log, fetch: fake });
    notifier.notify(['product:1', 'products', 'product:1']);
    await notifier.settled();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(base.url);
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer s3cret');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ tags: ['product:1', 'products'] });
    expect(lines.at(-1)).toEqual({ level: 'info', message: 'storefront revalidated' });
  });

  it('retries with backoff while the storefront is down or failing, then delivers', async () => {
    const { fake, calls } = scriptedFetch(['down', 503, 200]);
    const { log, lines } = recordingLog();
    const notifier = createStorefrontNotifier({ ...base, log, fetch: fake });
    notifier.notify(['products']);
    await notifier.settled();
    expect(calls).toHaveLength(3);
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(2);
    expect(lines.at(-1)?.level).toBe('info');
  });

  it('gives up after the last retry without throwing, and says so in the log', async () => {
    const { fake, calls } = scriptedFetch(['down']);
    const { log, lines } = recordingLog();
    const notifier = createStorefrontNotifier({ ...base, log, fetch: fake });
    notifier.notify(['products']);
    await expect(notifier.settled()).resolves.toBeUndefined();
    expect(calls).toHaveLength(4);
    expect(lines.at(-1)?.level).toBe('error');
  });

  it('does not retry a refusal that sending again cannot fix (wrong secret)', async () => {
    const { fake, calls } = scriptedFetch([401]);
    const { log, lines } = recordingLog();
    const notifier = createStorefrontNotifier({ ...base, log, fetch: fake });
    notifier.notify(['products']);
    await notifier.settled();
    expect(calls).toHaveLength(1);
    expect(lines.at(-1)?.level).toBe('error');
  });

  it('splits a long list of tags into calls the storefront accepts', async () => {
    const { fake, calls } = scriptedFetch([200]);
    const notifier = createStorefrontNotifier({ ...base, log: recordingLog().log, fetch: fake });
    notifier.notify(Array.from({ length: 300 }, (_, i) => `product:${i}`));
    await notifier.settled();
    expect(calls.map((c) => (JSON.parse(String(c.init.body)) as { tags: string[] }).tags.length)).toEqual([
      128, 128, 44,
    ]);
  });

  it('stops waiting between retries once closed', async () => {
    const { fake, calls } = scriptedFetch(['down']);
    const notifier = createStorefrontNotifier({
      ...base,
      retryDelaysMs: [60_000],
      log: recordingLog().log,
      fetch: fake,
    });
    notifier.notify(['products']);
    setTimeout(() => notifier.close(), 20);
    await notifier.settled();
    expect(calls).toHaveLength(1);
  });
});
