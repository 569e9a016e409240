import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { order } from '@/tests/support/order-fixtures';
import { generateMetadata } from '@/app/[locale]/(customer)/customer/order/[id]/page';

/**
 * The order detail's title (and so its heading and breadcrumb) names the order by the number the
 * list, the mails and the invoice give it, never by its database id.
 */

const cookieJar = vi.hoisted(() => new Map<string, string>());
vi.mock('server-only', () => ({}));
// The page's components and links are not what this test reads.
vi.mock('@/components/customer/customer-page', () => ({ customerCrumbs: vi.fn(), CustomerPageFrame: vi.fn() }));
vi.mock('@/components/customer/orders/order-detail', () => ({ OrderDetail: vi.fn() }));
vi.mock('next/navigation', () => ({ notFound: vi.fn() }));
vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('en'));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name)! } : undefined),
  }),
}));

const server = setupServer(
  http.get('http://localhost:4000/orders/3', ({ request }) =>
    request.headers.get('Authorization') === 'Bearer customer-token'
      ? HttpResponse.json(order({ id: 3, code: '2600000003' }))
      : HttpResponse.json({ status: 404, type: 'not_found', message: 'No.', errors: [] }, { status: 404 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => cookieJar.clear());
afterAll(() => server.close());

const titleOf = async (id: string) =>
  (await generateMetadata({ params: Promise.resolve({ locale: 'en', id }) } as never)).title;

describe('the order detail’s title', () => {
  it('is the order’s number for the customer who owns it', async () => {
    cookieJar.set('access_token', 'customer-token');
    expect(await titleOf('3')).toBe('Order 2600000003');
  });

  it('names no number while the server cannot read the order, never the id', async () => {
    expect(await titleOf('3')).toBe('Order details');
  });
});
