import { describe, expect, it } from 'vitest';
import { isSameOriginPost, secondsUntil, secureCookies } from './route-guards';

const url = 'http://localhost:3000/api/auth/login';

describe('isSameOriginPost', () => {
  it('accepts the browser’s same-origin marks', () => {
    expect(isSameOriginPost(new Headers({ 'sec-fetch-site': 'same-origin' }), url)).toBe(true);
    expect(
      isSameOriginPost(new Headers({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }), url),
    ).toBe(true);
    expect(isSameOriginPost(new Headers({ origin: 'http://localhost:3000' }), url)).toBe(true);
    expect(isSameOriginPost(new Headers({ origin: 'https://shop.example' }), url, ['https://shop.example'])).toBe(true);
  });

  it('refuses cross-site, same-site and unmarked requests', () => {
    expect(isSameOriginPost(new Headers({ 'sec-fetch-site': 'cross-site' }), url)).toBe(false);
    expect(isSameOriginPost(new Headers({ 'sec-fetch-site': 'same-site' }), url)).toBe(false);
    expect(isSameOriginPost(new Headers({ 'sec-fetch-site': 'none' }), url)).toBe(false);
    expect(isSameOriginPost(new Headers({ origin: 'https://evil.example' }), url)).toBe(false);
    expect(isSameOriginPost(new Headers({ origin: 'null' }), url)).toBe(false);
    expect(
      isSameOriginPost(new Headers({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }), url),
    ).toBe(false);
    expect(isSameOriginPost(new Headers(), url)).toBe(false);
  });
});

describe('secureCookies', () => {
  it('is Secure on HTTPS and in production, not on a loopback test server', () => {
    expect(secureCookies({ https: true, production: false, hostname: 'localhost' })).toBe(true);
    expect(secureCookies({ https: false, production: true, hostname: 'shop.example' })).toBe(true);
    expect(secureCookies({ https: false, production: true, hostname: 'localhost' })).toBe(false);
    expect(secureCookies({ https: false, production: false, hostname: 'shop.example' })).toBe(false);
  });
});

describe('secondsUntil', () => {
  it('counts whole seconds to the expiry, never below 0', () => {
    const now = Date.parse('2026-11-23T06:00:00Z');
    expect(secondsUntil('2026-11-23T07:00:00Z', now)).toBe(3600);
    expect(secondsUntil('2026-11-23T05:00:00Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });
});
