// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/cs';
import { ErrorView } from './error-view';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
  usePathname: () => '/cart',
  getPathname: ({ locale }: { locale: string }) => `/${locale}/path`,
}));
vi.mock('next/navigation', () => ({ useParams: () => ({}), usePathname: () => '/cs/cart' }));

function renderView(error: Error) {
  return render(
    <NextIntlClientProvider locale="cs" messages={messages}>
      <ErrorView status={500} error={error} onRetry={() => {}} />
    </NextIntlClientProvider>,
  );
}

describe('ErrorView', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('shows the status, the heading, a retry button and the shop’s name linking home with a full load', () => {
    renderView(new Error('boom'));
    expect(screen.getByText('Chyba 500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Něco se pokazilo');
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Lumen Store' }));
    expect(screen.getByRole('link', { name: 'Lumen Store' })).toHaveAttribute('href', '/cs');
    // No language switch: its code would be a second copy on every page (docs/benchmarks.md).
    expect(screen.queryByRole('navigation', { name: 'Jazyk' })).toBeNull();
  });

  it('says the shop is busy, in the language of the page', () => {
    vi.stubEnv('NODE_ENV', 'production');
    render(
      <NextIntlClientProvider locale="cs" messages={messages}>
        <ErrorView status={503} error={new Error('timeout')} onRetry={() => {}} busy />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Chyba 503')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Obchod je právě vytížený');
    expect(screen.getByText(/obchod velmi vytížený/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });

  it('shows the message and stack trace while developing', () => {
    vi.stubEnv('NODE_ENV', 'development');
    renderView(new Error('database unreachable'));
    expect(screen.getByText('database unreachable')).toBeInTheDocument();
    expect(screen.getByText('Podrobnosti')).toBeInTheDocument();
  });

  it('hides the message and stack trace in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    renderView(new Error('database unreachable'));
    expect(screen.queryByText('database unreachable')).not.toBeInTheDocument();
    expect(screen.queryByText('Podrobnosti')).not.toBeInTheDocument();
    expect(screen.getByText(/Tuto stránku se nepodařilo zobrazit/)).toBeInTheDocument();
  });
});
