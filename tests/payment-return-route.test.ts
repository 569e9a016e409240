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
function shopApi(state: string, seen: { token?: string | null; csobReturn?: unknown } = {}) {
  server.use(
    // The API verifies ČSOB's return with the bank's key: here, a signature other than "bank-signed" fails.
    http.post(`${api}/payments/csob/return`, async ({ request }) => {
      const fields = (await request.json()) as Record<string, string>;
      seen.csobReturn = fields;
      return fields.signature === 'bank-signed'
        ? HttpResponse.json({ id: fields.payId, gateway: 'csob', order_id: 12, state })
        : HttpResponse.json(
            { status: 422, type: 'validation', message: 'Not signed.', errors: [{ field: 'signature', message: 'x' }] },
            { status: 422 },
          );
    }),
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

const csobFields = {
  payId: 'abc123',
  dttm: '20261127120000',
  resultCode: '0',
  resultMessage: 'OK',
  paymentStatus: '7',
  signature: 'bank-signed',
};
const postForm = (fields: Record<string, string>, lang = 'en') =>
  POST(
    new Request(`${web}/api/payment-return/csob?lang=${lang}`, {
      method: 'POST',
      headers: { ...cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    }),
    context('csob'),
  );

describe('POST /api/payment-return/csob', () => {
  it('passes the signed return to the API whole and answers 303 with the state the API read', async () => {
    const seen: { csobReturn?: unknown } = {};
    shopApi('failed', seen);
    const response = await postForm({ ...csobFields, ignored: 'x' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${web}/cs/kosik/summary?order=12&status=error`);
    expect(seen.csobReturn).toEqual(csobFields);
  });

  it('refuses (400, in the shopper’s language) a return the API does not verify, and an unsigned one', async () => {
    const seen: { csobReturn?: unknown } = {};
    shopApi('paid', seen);
    const forged = await postForm({ ...csobFields, signature: 'forged' }, 'cs');
    expect(forged.status).toBe(400);
    expect(await forged.text()).toMatch(/není podepsán bankou/);
    seen.csobReturn = undefined;
    const { signature: _signature, ...unsigned } = csobFields;
    const refused = await postForm(unsigned, 'sk');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/nie je podpísaný/);
    expect(seen.csobReturn).toBeUndefined();
  });

  it('takes the signed fields from the query when ČSOB returns with a GET', async () => {
    const seen: { csobReturn?: unknown } = {};
    shopApi('paid', seen);
    const query = new URLSearchParams({ ...csobFields, lang: 'en' });
    const response = await GET(
      new Request(`${web}/api/payment-return/csob?${query}`, { headers: cookie }),
      context('csob'),
    );
    expect(response.headers.get('Location')).toBe(`${web}/cs/kosik/summary?order=12&status=success`);
    expect(seen.csobReturn).toEqual(csobFields);
  });

  it('answers 404 to a body that is not a form', async () => {
    const response = await POST(
      new Request(`${web}/api/payment-return/csob`, { method: 'POST', body: '{"payId":1}' }),
      context('csob'),
    );
    expect(response.status).toBe(404);
  });
});
