import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { productionSettingProblems } from '../src/production-settings';
import { productionEnv } from './helpers/production-env';

describe('error reporting settings of the shop API', () => {
  it('a production API starts without a DSN, or with an https one', () => {
    expect(productionSettingProblems(productionEnv)).toEqual([]);
    expect(productionSettingProblems({ ...productionEnv, SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42' })).toEqual(
      [],
    );
  });

  it('a production API refuses a plain-http DSN and a Spotlight', () => {
    expect(
      productionSettingProblems({
        ...productionEnv,
        SENTRY_DSN: 'http://key@sentry.internal/42',
        SENTRY_SPOTLIGHT: '1',
      }),
    ).toEqual(['SENTRY_SPOTLIGHT sends events to a local Spotlight (demo only)', 'SENTRY_DSN is not an https:// DSN']);
  });

  it('a demo refuses a sample rate outside 0 to 1', () => {
    expect(() => loadConfig({ SENTRY_TRACES_SAMPLE_RATE: 'all' })).toThrow(
      'SENTRY_TRACES_SAMPLE_RATE is "all", not a number from 0 to 1',
    );
    expect(() => loadConfig({ SENTRY_TRACES_SAMPLE_RATE: '0.5' })).not.toThrow();
  });
});
