import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/payment-return/[gateway]/route';
import { order, orderToken as token } from '@/tests/support/order-fixtures';

vi.mock('server-only', () => ({}));

const api = 'http://localhost:4000';
const web = 'http://localhost:3000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const context = (gateway: string) => ({ params: Promise.resolve({ gateway }) });
const cookie = { cookie: `tracking_id=x; latest_order=12.${token}` };

/** The shop API: the payment's state and the order's language (only with the right token). */
function shopApi(state: string, seen: { token?: string | null } = {}) {
  server.use(
    http.get(`${api}/payments/:gateway/:id`, ({ params }) =>
      params.id === '404'
        ? HttpResponse.json({ status: 404, type: 'not_found', message: 'No payment.', errors: [] }, { status: 404 })
        : HttpResponse.json({ id: params.id, gateway: params.gateway, order_id: 12, state }),
    ),
    http.get(`${api}/orders/12`, ({ request }) => {
      seen.token = request.headers.get('X-Order-Token');
      return seen.token === token
        ? HttpResponse.json(order({ language: 'cs' }))
        : HttpResponse.json({ status: 403, type: 'forbidden', message: 'No.', errors: [] }, { status: 403 });
    }),
  );
}

describe('GET /api/payment-return/gopay', () => {
  it('asks the API and answers 303 to the summary in the order’s language', async () => {
    const seen: { token?: string | null } = {};
    shopApi('paid', seen);
    const response = await GET(
      new Request(`${web}/api/payment-return/gopay?lang=en&id=3000001&status=error`, { headers: cookie }),
      context('gopay'),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${web}/cs/kosik/summary?order=12&status=success`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(seen.token).toBe(token);
  });

  it('reads a cancelled payment as an error whatever the query says', async () => {
    shopApi('cancelled');
    const response = await GET(
      new Request(`${web}/api/payment-return/gopay?lang=sk&id=3000001&state=PAID`),
      context('gopay'),
    );
    expect(response.headers.get('Location')).toBe(`${web}/sk/kosik/summary?order=12&status=error`);
  });

  it('answers 404 for an unknown gateway, no id, or an unknown payment', async () => {
    shopApi('paid');
    for (const [gateway, query] of [
      ['paypal', 'id=1'],
      ['gopay', ''],
      ['gopay', 'id=404'],
    ]) {
      const response = await GET(new Request(`${web}/api/payment-return/${gateway}?${query}`), context(gateway!));
      expect(response.status, `${gateway}?${query}`).toBe(404);
    }
  });
});

describe('POST /api/payment-return/csob', () => {
  it('reads payId from the form and answers 303', async () => {
    shopApi('failed');
    const body = new URLSearchParams({ payId: 'abc123', resultCode: '0', paymentStatus: '7', signature: 'forged' });
    const response = await POST(
      new Request(`${web}/api/payment-return/csob?lang=en`, {
        method: 'POST',
        headers: { ...cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      }),
      context('csob'),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${web}/cs/kosik/summary?order=12&status=error`);
  });

  it('answers 404 to a body that is not a form', async () => {
    const response = await POST(
      new Request(`${web}/api/payment-return/csob`, { method: 'POST', body: '{"payId":1}' }),
      context('csob'),
    );
    expect(response.status).toBe(404);
  });
});
