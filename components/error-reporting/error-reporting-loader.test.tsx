// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({ startBrowserErrorReporting: vi.fn(), startReplay: vi.fn() }));
vi.mock('@/lib/error-reporting/browser-sdk', () => sdk);

const config = {
  dsn: 'http://spotlight@localhost:8969/0',
  environment: 'demo',
  tracesSampleRate: 1,
  replaysOnErrorSampleRate: 1,
  replaysSessionSampleRate: 0,
  tracePropagationOrigins: [],
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(config), { status: 200 })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ErrorReportingLoader', () => {
  it('starts the SDK 3 s after the page loaded, when idle, and the replay recorder only 5 s after it', async () => {
    const { ErrorReportingLoader } = await import('./error-reporting-loader');
    render(<ErrorReportingLoader />);
    // jsdom's document has loaded: 3 s, then the next idle moment (without requestIdleCallback: 1.5 s).
    await act(() => vi.advanceTimersByTimeAsync(4400));
    expect(sdk.startBrowserErrorReporting).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(sdk.startBrowserErrorReporting).toHaveBeenCalledWith(config, []);
    expect(sdk.startReplay).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(sdk.startReplay).not.toHaveBeenCalled();
    // 5 s, then the next idle moment (without requestIdleCallback: 1.5 s later).
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(sdk.startReplay).toHaveBeenCalledWith(config);
  });
});
