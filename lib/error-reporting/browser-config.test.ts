import { describe, expect, it } from 'vitest';
import { browserReportingConfig } from './browser-config';

const api = 'https://api.shop.example';

describe('the browser’s error-reporting settings', () => {
  it('are none in production without a DSN: the browser loads no SDK', () => {
    expect(browserReportingConfig({}, 'production', api)).toBeNull();
    expect(browserReportingConfig({ SENTRY_SPOTLIGHT: '0' }, 'demo', api)).toBeNull();
  });

  it('carry the DSN, the rates and the API origin the trace is propagated to', () => {
    expect(
      browserReportingConfig(
        { SENTRY_DSN: 'https://key@o1.ingest.sentry.io/7', SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: '0.5' },
        'production',
        api,
      ),
    ).toEqual({
      dsn: 'https://key@o1.ingest.sentry.io/7',
      environment: 'production',
      tracesSampleRate: 1,
      replaysOnErrorSampleRate: 0.5,
      replaysSessionSampleRate: 0,
      tracePropagationOrigins: [api],
    });
  });

  it('point a demo at its Spotlight', () => {
    expect(browserReportingConfig({}, 'demo', api)?.dsn).toBe('http://spotlight@localhost:8969/0');
  });
});
