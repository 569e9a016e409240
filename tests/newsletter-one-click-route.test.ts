import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/newsletter/unsubscribe/route';

vi.mock('server-only', () => ({}));

const api = 'http://localhost:4000';
const web = 'http://localhost:3000';
const token = 'a'.repeat(43);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What a mail program sends for RFC 8058's one-click unsubscribe (cross-site, no cookies). */
function oneClick(body = 'List-Unsubscribe=One-Click', query = `?token=${token}`) {
  return POST(
    new Request(`${web}/api/newsletter/unsubscribe${query}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    }),
  );
}

describe('POST /api/newsletter/unsubscribe (List-Unsubscribe-Post)', () => {
  it('unsubscribes the token’s address through the shop API and answers 200', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(`${api}/newsletters/:token`, ({ params }) => {
        deleted.push(String(params.token));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const response = await oneClick();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(deleted).toEqual([token]);
  });

  it('answers 404 for a used or unknown token, and 400 without the one-click body or a token', async () => {
    server.use(
      http.delete(`${api}/newsletters/:token`, () =>
        HttpResponse.json({ status: 404, type: 'not_found', message: 'No.', errors: [] }, { status: 404 }),
      ),
    );
    expect((await oneClick()).status).toBe(404);
    expect((await oneClick('List-Unsubscribe=Later')).status).toBe(400);
    expect((await oneClick('List-Unsubscribe=One-Click', '')).status).toBe(400);
    expect((await oneClick('List-Unsubscribe=One-Click', `?token=${'x'.repeat(500)}`)).status).toBe(400);
  });

  it('answers 503 when the shop API cannot be reached, so the mail program may try again', async () => {
    server.use(http.delete(`${api}/newsletters/:token`, () => HttpResponse.error()));
    expect((await oneClick()).status).toBe(503);
  });
});
