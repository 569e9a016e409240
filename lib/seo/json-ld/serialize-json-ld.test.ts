import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './serialize-json-ld';

describe('serializeJsonLd', () => {
  it('cannot close the script element, and still parses to the same value', () => {
    const data = {
      '@context': 'https://schema.org' as const,
      '@type': 'Thing' as const,
      name: '</script><script>alert(1)</script> & \u2028',
    };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
