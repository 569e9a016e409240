import { describe, expect, it } from 'vitest';
import { isCrawlerError, isCrawlerRenderParams, markCrawlerError } from './crawler';
import { isCrawlerUserAgent } from './crawler-user-agent';

describe('markCrawlerError', () => {
  it('prefixes the digest so the error boundary knows the visitor is a bot, keeping one that exists', () => {
    const fresh = markCrawlerError(new Error('API down'));
    expect(fresh.digest).toMatch(/^crawler:\d+$/);
    expect(markCrawlerError(Object.assign(new Error('x'), { digest: '123' })).digest).toBe('crawler:123');
    expect(markCrawlerError(fresh).digest).toBe(fresh.digest);
    expect(isCrawlerError(fresh)).toBe(true);
    expect(isCrawlerError(new Error('x'))).toBe(false);
  });

  it('never touches the digests of not-found and redirects', () => {
    expect(
      markCrawlerError(Object.assign(new Error('NEXT_NOT_FOUND'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })).digest,
    ).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  });

  it('wraps a thrown non-error', () => {
    expect(markCrawlerError('boom').message).toBe('boom');
  });
});

describe('isCrawlerRenderParams', () => {
  it('reads the bot flag of the render variant segment', () => {
    expect(isCrawlerRenderParams({ locale: 'cs', variant: 'czk-with-bot' })).toBe(true);
    expect(isCrawlerRenderParams({ locale: 'cs', variant: 'czk-with' })).toBe(false);
    expect(isCrawlerRenderParams({ locale: 'cs', slug: ['x'] })).toBe(false);
    expect(isCrawlerRenderParams(null)).toBe(false);
  });
});

describe('isCrawlerUserAgent', () => {
  it('knows search engines and link previews, not browsers', () => {
    expect(isCrawlerUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawlerUserAgent('facebookexternalhit/1.1')).toBe(true);
    expect(
      isCrawlerUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isCrawlerUserAgent(null)).toBe(false);
  });
});
