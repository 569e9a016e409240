import { describe, expect, it } from 'vitest';
import { linkNavigationTarget, isChunkLoadError, isNewerBuild, latestBuildUrl } from './freshness';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = { href: '/cs/tricka', target: '', hasDownload: false };
const location = { href: 'http://shop.test/cs/obleceni?page=2', origin: 'http://shop.test' };

describe('latestBuildUrl', () => {
  it('adds the timestamp query', () => {
    expect(latestBuildUrl(1700000000000)).toBe('/latest.json?t=1700000000000');
  });
});

describe('isNewerBuild', () => {
  it('is true only for a well-formed answer with another id', () => {
    expect(isNewerBuild('abc', { id: 'def' })).toBe(true);
    expect(isNewerBuild('abc', { id: 'abc' })).toBe(false);
    expect(isNewerBuild('abc', { id: '' })).toBe(false);
    expect(isNewerBuild('abc', null)).toBe(false);
    expect(isNewerBuild('abc', '<html>')).toBe(false);
    expect(isNewerBuild('', { id: 'def' })).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it('recognises webpack, Turbopack and native import failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app/layout failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
  });
});

describe('linkNavigationTarget', () => {
  it('answers the absolute URL of a plain same-origin link', () => {
    expect(linkNavigationTarget(click, anchor, location)).toBe('http://shop.test/cs/tricka');
    expect(linkNavigationTarget(click, { ...anchor, target: '_self' }, location)).toBe('http://shop.test/cs/tricka');
    expect(linkNavigationTarget(click, { ...anchor, href: '/cs/obleceni?page=3' }, location)).toBe(
      'http://shop.test/cs/obleceni?page=3',
    );
  });

  it('leaves modified, non-primary and already handled clicks alone', () => {
    for (const change of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(linkNavigationTarget({ ...click, ...change }, anchor, location)).toBeNull();
    }
  });

  it('leaves new-tab, download, other-origin and same-page anchor links alone', () => {
    expect(linkNavigationTarget(click, { ...anchor, target: '_blank' }, location)).toBeNull();
    expect(linkNavigationTarget(click, { ...anchor, hasDownload: true }, location)).toBeNull();
    expect(linkNavigationTarget(click, { ...anchor, href: 'https://elsewhere.test/x' }, location)).toBeNull();
    expect(linkNavigationTarget(click, { ...anchor, href: '/cs/obleceni?page=2#reviews' }, location)).toBeNull();
    expect(linkNavigationTarget(click, { ...anchor, href: 'http://[' }, location)).toBeNull();
  });
});
