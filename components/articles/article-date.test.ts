import { describe, expect, it } from 'vitest';
import { articleDay, formatArticleDate } from './article-date';

describe('formatArticleDate', () => {
  it('writes a long date in each storefront language', () => {
    expect(formatArticleDate('2025-03-03T09:00:00Z', 'cs')).toBe('3. března 2025');
    expect(formatArticleDate('2025-03-03T09:00:00Z', 'sk')).toBe('3. marca 2025');
    expect(formatArticleDate('2025-03-03T09:00:00Z', 'en')).toBe('March 3, 2025');
  });

  it('uses the shop’s calendar day, whatever the server’s time zone', () => {
    // 23:30 UTC on 31 May is already 1 June in Prague.
    expect(formatArticleDate('2025-05-31T23:30:00Z', 'en')).toBe('June 1, 2025');
    expect(articleDay('2025-05-31T23:30:00Z')).toBe('2025-06-01');
  });

  it('is null for a missing or invalid date', () => {
    expect(formatArticleDate(null, 'cs')).toBeNull();
    expect(formatArticleDate('not a date', 'cs')).toBeNull();
    expect(articleDay(undefined)).toBeNull();
  });
});
