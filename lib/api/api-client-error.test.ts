import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client-error';

describe('ApiClientError.refusal', () => {
  it('gives the API’s own words for a refusal a retry cannot help', () => {
    const error = new ApiClientError({
      status: 422,
      type: 'validation_error',
      message: 'Požadavek není platný.',
      fieldErrors: [{ field: 'amount', message: 'Můžete použít nejvýše 120 kreditů.' }],
    });
    expect(error.refusal()).toBe('Můžete použít nejvýše 120 kreditů.');
  });

  it('gives nothing when trying again may help: no answer, 429, 5xx', () => {
    expect(ApiClientError.network(new Error('offline')).refusal()).toBeNull();
    for (const status of [429, 500, 503])
      expect(new ApiClientError({ status, type: 'internal_error', message: 'Busy.' }).refusal()).toBeNull();
  });
});
