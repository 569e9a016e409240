// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { matchAppRoute } from '@/lib/routing/match-app-route';
import { NewsletterLinkPage } from './newsletter-link-page';

vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('en'));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={`/en${href === '/' ? '' : href}`} className={className}>
      {children}
    </a>
  ),
}));

const api = 'http://localhost:4000';
const token = 'T'.repeat(43);
const requests: string[] = [];
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${request.url}`));
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

async function renderPage(kind: 'confirm' | 'unsubscribe', withToken: string | null = token) {
  render(
    <NextIntlClientProvider locale="en" messages={{}}>
      {await NewsletterLinkPage({ kind, locale: 'en', token: withToken })}
    </NextIntlClientProvider>,
  );
}

describe('the newsletter mail links’ pages', () => {
  it('live at the localized paths the shop API’s mails link to, in cs, sk and en (app routes, not a 404)', () => {
    // The mails build their links from the API's route table (shop-api/src/shop/route-table.ts;
    // e2e/route-table.spec.ts compares the two tables).
    const mailed = {
      '/newsletter/confirm': ['/cs/newsletter/potvrzeni', '/sk/newsletter/potvrdenie', '/en/newsletter/confirm'],
      '/newsletter/unsubscribe': [
        '/cs/newsletter/odhlaseni',
        '/sk/newsletter/odhlasenie',
        '/en/newsletter/unsubscribe',
      ],
    } as const;
    for (const [route, paths] of Object.entries(mailed))
      for (const path of paths) expect(matchAppRoute(path)?.route, path).toBe(route);
    // The path of the old unsubscribe link was no page in Czech.
    expect(matchAppRoute('/cs/newsletter/unsubscribe')?.route).toBeNull();
  });

  it('confirm the subscription with one press of the button, not on opening the page', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post(`${api}/newsletters/confirmations`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          id: 1,
          email: 'jana@example.com',
          gender_oriented_product_preference: null,
          created_at: '2026-03-01T10:00:00.000Z',
        });
      }),
    );
    await renderPage('confirm');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm the newsletter');
    expect(requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm the subscription' }));
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'Your subscription is confirmed.',
    );
    expect(body).toEqual({ token });
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/en');
  });

  it('unsubscribe with one press, without signing in', async () => {
    const user = userEvent.setup();
    server.use(http.delete(`${api}/newsletters/${token}`, () => new HttpResponse(null, { status: 204 })));
    await renderPage('unsubscribe');
    expect(requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('You are unsubscribed.');
    expect(requests).toEqual([`DELETE ${api}/newsletters/${token}`]);
  });

  it('say when the link is used up or missing', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${api}/newsletters/confirmations`, () =>
        HttpResponse.json(
          { status: 404, type: 'not_found', message: 'Confirmation link was not found.', errors: [] },
          { status: 404 },
        ),
      ),
    );
    await renderPage('confirm');
    await user.click(screen.getByRole('button', { name: 'Confirm the subscription' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This confirmation link is not valid any more',
    );
    render(
      <NextIntlClientProvider locale="en" messages={{}}>
        {await NewsletterLinkPage({ kind: 'unsubscribe', locale: 'en', token: null })}
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('This page needs the link from the e-mail.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
