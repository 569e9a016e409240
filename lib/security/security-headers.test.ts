import { describe, expect, it } from 'vitest';
import { isHttpsRequest } from './security-headers';

describe('whether a request came over HTTPS', () => {
  it('believes the first hop of X-Forwarded-Proto', () => {
    expect(isHttpsRequest('https', 'http://localhost:3000/en')).toBe(true);
    expect(isHttpsRequest('HTTPS, http', 'http://localhost:3000/en')).toBe(true);
    expect(isHttpsRequest('http', 'https://shop.example/en')).toBe(false);
  });

  it('reads the URL without the header', () => {
    expect(isHttpsRequest(null, 'https://shop.example/en')).toBe(true);
    expect(isHttpsRequest(null, 'http://localhost:3000/en')).toBe(false);
    expect(isHttpsRequest('', 'http://localhost:3000/en')).toBe(false);
  });
});
