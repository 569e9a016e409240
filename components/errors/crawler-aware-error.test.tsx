// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/en';
import { CrawlerAwareError } from './crawler-aware-error';

const params = vi.hoisted(() => ({ current: {} as Record<string, string> }));
vi.mock('next/navigation', () => ({ useParams: () => params.current, usePathname: () => '/cs/cart' }));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
  usePathname: () => '/',
  getPathname: ({ locale }: { locale: string }) => `/${locale}`,
}));

function renderError(error: Error & { digest?: string }) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CrawlerAwareError error={error} reset={() => {}} />
    </NextIntlClientProvider>,
  );
}

describe('CrawlerAwareError', () => {
  beforeEach(() => {
    params.current = { locale: 'en' };
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows a shopper the error page with its title', () => {
    renderError(Object.assign(new Error('boom'), { digest: '42' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(document.title).toBe('Something went wrong');
    expect(console.error).toHaveBeenCalled();
  });

  it('tells a shopper the shop is busy when the API could not serve the page, and reloads the page on retry', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderError(
      Object.assign(new Error('The shop API did not answer within 10000 ms.'), { digest: 'api-unavailable' }),
    );
    expect(screen.getByText('Error 503')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The shop is busy');
    expect(document.title).toBe('The shop is busy');
    expect(screen.queryByText('#api-unavailable')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('renders nothing when the error was marked for a crawler', () => {
    const { container } = renderError(Object.assign(new Error('boom'), { digest: 'crawler:42' }));
    expect(container).toBeEmptyDOMElement();
    expect(console.error).toHaveBeenCalled();
  });

  it('renders nothing on a bot render variant', () => {
    params.current = { locale: 'en', variant: 'eur-with-bot', slug: 'x' };
    const { container } = renderError(new Error('boom'));
    expect(container).toBeEmptyDOMElement();
  });
});
