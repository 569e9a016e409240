import { describe, expect, it } from 'vitest';
import { isMalformedPath } from './malformed-path';

describe('isMalformedPath', () => {
  it('flags escapes that are not UTF-8 and decoded control characters', () => {
    for (const path of [
      '/cs/%',
      '/cs/a%2',
      '/cs/%E0%A4%A',
      '/cs/%C0%AF',
      '/cs/%ED%A0%80',
      '/cs/%FF',
      '/cs/a%00b',
      '/cs/%0A',
      '/cs/%7F',
      '/%E0%A4%A',
    ]) {
      expect(isMalformedPath(path), path).toBe(true);
    }
  });

  it('lets real paths through, encoded or not', () => {
    for (const path of ['/cs', '/cs/obleceni', '/cs/%C4%8Desky', '/cs/x%20y', '/cs/a%2Fb', '/en/search', '/']) {
      expect(isMalformedPath(path), path).toBe(false);
    }
  });
});
