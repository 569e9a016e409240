import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract';
import { faultyPagePath, slowPagePath } from '../src/sandbox/test-faults/test-faults.routes';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('test faults', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    [off, on] = await Promise.all([createTestApp(), createTestApp({ env: { API_TEST_FAULTS: '1' } })]);
  });
  afterAll(async () => Promise.all([off.close(), on.close()]));

  it('are off by default: the reserved path is just an unknown page', async () => {
    const response = await off.app.inject({ method: 'GET', url: `/page/${faultyPagePath}` });
    expect(response.statusCode).toBe(404);
  });

  it('with API_TEST_FAULTS=1 the reserved page and its kind fail with a generic 500 in every language, other pages still work', async () => {
    for (const language of ['cs', 'sk', 'en']) {
      for (const endpoint of ['page', 'page-kind']) {
        const response = await on.app.inject({
          method: 'GET',
          url: `/${endpoint}/${faultyPagePath}`,
          headers: { 'language-preference': language },
        });
        expect(response.statusCode).toBe(500);
        const body = ErrorBodySchema.parse(response.json());
        expect(body.type).toBe('internal_error');
        expect(body.message).not.toContain('Test fault');
      }
    }
    expect((await on.app.inject({ method: 'GET', url: '/page/red-cotton-t-shirt' })).statusCode).toBe(200);
  });

  it('with API_TEST_FAULTS=1 the slow page answers (404) only after the time asked for, its kind at once', async () => {
    expect((await off.app.inject({ method: 'GET', url: `/page/${slowPagePath}?ms=1` })).statusCode).toBe(404);
    const started = Date.now();
    const response = await on.app.inject({ method: 'GET', url: `/page/${slowPagePath}?ms=300` });
    expect(response.statusCode).toBe(404);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const kind = await on.app.inject({ method: 'GET', url: `/page-kind/${slowPagePath}` });
    expect(kind.json()).toEqual({ kind: 'static-page' });
    const bad = await on.app.inject({ method: 'GET', url: `/page/${slowPagePath}?ms=-1` });
    expect(bad.statusCode).toBe(422);
    expect(ErrorBodySchema.parse(bad.json()).errors).toEqual([{ field: 'ms', message: 'Give 0 to 120000 ms.' }]);
  });
});
