import { notFound } from 'next/navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api/api-client-error';
import { secondaryRead } from './secondary-read';

vi.mock('server-only', () => ({}));

const site = { resource: 'categories/tree', section: 'header menu' };

function loggedLines(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

describe('secondaryRead', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the data of a read that succeeds, logging nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(secondaryRead(site, async () => [1, 2])).resolves.toEqual({ ok: true, data: [1, 2] });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failed read with its resource, section and the API error, and answers ok: false', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new ApiClientError({
      status: 503,
      type: 'service_unavailable',
      message: 'The shop API could not be reached.',
    });
    await expect(secondaryRead(site, () => Promise.reject(failure))).resolves.toEqual({ ok: false });
    expect(loggedLines(log)).toEqual([
      {
        event: 'secondary_read_failed',
        resource: 'categories/tree',
        section: 'header menu',
        status: 503,
        type: 'service_unavailable',
        message: 'The shop API could not be reached.',
      },
    ]);
  });

  it('logs the stack of an unexpected error, which is a bug rather than an outage', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(secondaryRead(site, () => Promise.reject(new TypeError('x is undefined')))).resolves.toEqual({
      ok: false,
    });
    expect(loggedLines(log)[0]).toMatchObject({
      resource: 'categories/tree',
      message: 'x is undefined',
      stack: expect.stringContaining('TypeError'),
    });
  });

  it('lets Next.js control flow through: a notFound() inside the read is not a failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(secondaryRead(site, async () => notFound())).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
    expect(log).not.toHaveBeenCalled();
  });
});
