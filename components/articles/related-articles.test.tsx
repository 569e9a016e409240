// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api/api-client-error';
import { readNextArticles } from '@/lib/data/articles';
import { RelatedArticles } from './related-articles';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/support/next-intl-server')).nextIntlServer('en'));
vi.mock('@/lib/data/articles', () => ({ readNextArticles: vi.fn() }));

const context = { locale: 'en', currency: 'EUR', tax: 'with' } as const;

describe('RelatedArticles', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetAllMocks();
  });

  it('logs a failed read and says so under its heading, instead of leaving the section out', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(readNextArticles).mockRejectedValue(
      new ApiClientError({ status: 503, type: 'service_unavailable', message: 'The shop API could not be reached.' }),
    );
    render(await RelatedArticles({ context, categoryId: 1, articleId: 4 }));
    expect(screen.getByRole('heading', { level: 2, name: 'Read next' })).toBeInTheDocument();
    expect(screen.getByText('Related articles could not be loaded.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      event: 'secondary_read_failed',
      resource: 'articles',
      section: 'related articles',
      status: 503,
    });
  });

  it('leaves the section out when there is nothing else to read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(readNextArticles).mockResolvedValue([]);
    expect(await RelatedArticles({ context, categoryId: 1, articleId: 4 })).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});
