import { describe, expect, it } from 'vitest';
import { dsnOrigin, errorReportingSettings } from './settings';

const sentryDsn = 'https://abc123@o1.ingest.sentry.io/4500';

describe('errorReportingSettings', () => {
  it('samples every trace and every error replay and no session by default', () => {
    const { settings, problems } = errorReportingSettings({}, 'production');
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      dsn: undefined,
      destination: 'nowhere',
      tracesSampleRate: 1,
      replaysOnErrorSampleRate: 1,
      replaysSessionSampleRate: 0,
      environment: 'production',
    });
  });

  it('sends a demo’s events to the local Spotlight unless a DSN is set or Spotlight is off', () => {
    expect(errorReportingSettings({}, 'demo').settings).toMatchObject({
      dsn: 'http://spotlight@localhost:8969/0',
      spotlightUrl: 'http://localhost:8969',
    });
    expect(errorReportingSettings({ SENTRY_SPOTLIGHT: 'http://127.0.0.1:9999/x' }, 'demo').settings.dsn).toBe(
      'http://spotlight@127.0.0.1:9999/0',
    );
    expect(errorReportingSettings({ SENTRY_SPOTLIGHT: '0' }, 'demo').settings.dsn).toBeUndefined();
    expect(errorReportingSettings({ SENTRY_DSN: sentryDsn }, 'demo').settings).toMatchObject({
      dsn: sentryDsn,
      spotlightUrl: undefined,
    });
  });

  it('takes each rate from its setting and refuses one outside 0 to 1', () => {
    const { settings } = errorReportingSettings(
      { SENTRY_TRACES_SAMPLE_RATE: '0.25', SENTRY_REPLAYS_SESSION_SAMPLE_RATE: '0.1', SENTRY_ENVIRONMENT: 'staging' },
      'production',
    );
    expect(settings).toMatchObject({ tracesSampleRate: 0.25, replaysSessionSampleRate: 0.1, environment: 'staging' });
    expect(errorReportingSettings({ SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: '2' }, 'demo').problems).toEqual([
      'SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE is "2", not a number from 0 to 1',
    ]);
  });

  it('in production takes an https DSN only, and no Spotlight', () => {
    expect(errorReportingSettings({ SENTRY_DSN: sentryDsn }, 'production')).toMatchObject({
      settings: { dsn: sentryDsn, destination: 'Sentry (o1.ingest.sentry.io)' },
      problems: [],
    });
    expect(errorReportingSettings({ SENTRY_DSN: 'http://abc@sentry.internal/3' }, 'production').problems).toEqual([
      'SENTRY_DSN is not an https:// DSN',
    ]);
    expect(errorReportingSettings({ SENTRY_DSN: 'https://sentry.io/3' }, 'production').problems).toEqual([
      'SENTRY_DSN has no public key (https://KEY@host/PROJECT)',
    ]);
    expect(errorReportingSettings({ SENTRY_SPOTLIGHT: '1' }, 'production').problems).toEqual([
      'SENTRY_SPOTLIGHT sends events to a local Spotlight (demo only)',
    ]);
  });

  it('names the origin a browser sends to', () => {
    expect(dsnOrigin(sentryDsn)).toBe('https://o1.ingest.sentry.io');
    expect(dsnOrigin(undefined)).toBeUndefined();
  });
});
