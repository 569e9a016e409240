import { describe, expect, it } from 'vitest';
import { bearerToken, checkRevalidateRequest, secretMatches } from './revalidate-request';

const secret = 'local-revalidate-secret';
const check = (authorization: string | null, body: unknown, configured: string | undefined = secret) =>
  checkRevalidateRequest({
    authorization,
    secret: configured,
    readBody: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  });

describe('revalidation request', () => {
  it('accepts the right bearer secret and returns the unique tags', async () => {
    expect(
      await check(`Bearer ${secret}`, { tags: ['product:1', 'products', 'product:1', 'page:cs:červené-tričko'] }),
    ).toEqual({
      ok: true,
      tags: ['product:1', 'products', 'page:cs:červené-tričko'],
    });
  });

  it('answers 401 for a missing or wrong secret without reading the body', async () => {
    let read = false;
    const result = await checkRevalidateRequest({
      authorization: 'Bearer nope',
      secret,
      readBody: async () => ((read = true), '{}'),
    });
    expect(result).toMatchObject({ ok: false, status: 401, body: { status: 401, type: 'unauthorized' } });
    expect(read).toBe(false);
    expect(await check(null, { tags: ['x'] })).toMatchObject({ ok: false, status: 401 });
    expect(await check(secret, { tags: ['x'] })).toMatchObject({ ok: false, status: 401 });
    expect(await check(`Bearer ${secret}x`, { tags: ['x'] })).toMatchObject({ ok: false, status: 401 });
  });

  it('answers 503 when the storefront has no secret configured', async () => {
    expect(await check(`Bearer ${secret}`, { tags: ['x'] }, '')).toMatchObject({ ok: false, status: 503 });
    const unset = await checkRevalidateRequest({
      authorization: `Bearer ${secret}`,
      secret: undefined,
      readBody: async () => '{"tags":["x"]}',
    });
    expect(unset).toMatchObject({ ok: false, status: 503 });
  });

  it('answers 422 with field messages for a malformed body', async () => {
    const auth = `Bearer ${secret}`;
    expect(await check(auth, '{not json')).toMatchObject({ status: 422, body: { errors: [{ field: 'body' }] } });
    expect(await check(auth, {})).toMatchObject({ status: 422, body: { errors: [{ field: 'tags' }] } });
    expect(await check(auth, { tags: [] })).toMatchObject({ status: 422, body: { errors: [{ field: 'tags' }] } });
    expect(await check(auth, { tags: ['ok', 'has space'] })).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'tags.1' }] },
    });
    expect(await check(auth, { tags: ['x'.repeat(257)] })).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'tags.0' }] },
    });
    expect(await check(auth, { tags: ['x'], extra: true })).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'body' }] },
    });
    expect(await check(auth, { tags: Array.from({ length: 129 }, (_, i) => `t${i}`) })).toMatchObject({ status: 422 });
  });

  it('answers 413 for a body over 64 KiB', async () => {
    expect(await check(`Bearer ${secret}`, { tags: ['x'.repeat(70 * 1024)] })).toMatchObject({
      ok: false,
      status: 413,
      body: { type: 'payload_too_large' },
    });
    let read = false;
    const declared = await checkRevalidateRequest({
      authorization: `Bearer ${secret}`,
      secret,
      declaredLength: 1e9,
      readBody: async () => ((read = true), '{}'),
    });
    expect(declared).toMatchObject({ ok: false, status: 413 });
    expect(read).toBe(false);
  });

  it('reads bearer tokens and compares secrets exactly', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(secretMatches('abc', 'abc')).toBe(true);
    expect(secretMatches('abd', 'abc')).toBe(false);
    expect(secretMatches(null, '')).toBe(false);
  });
});
