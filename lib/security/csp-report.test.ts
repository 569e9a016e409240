import { describe, expect, it } from 'vitest';
import { maxReportsPerBody, parseCspReports } from './csp-report';

describe('CSP violation reports', () => {
  it('reads the report-uri format, without the URLs’ queries', () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'https://shop.example/en/my-cart/summary?order=12&status=success',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'source-file': 'https://shop.example/en/my-cart/summary?order=12',
        'line-number': 3,
        'column-number': 14,
        'script-sample': 'alert(1)',
        disposition: 'enforce',
        'original-policy': "default-src 'self'",
      },
    });
    expect(parseCspReports(body)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        document: 'https://shop.example/en/my-cart/summary',
        source: 'https://shop.example/en/my-cart/summary',
        line: 3,
        column: 14,
        sample: 'alert(1)',
        disposition: 'enforce',
      },
    ]);
  });

  it('reads the Reporting API format and skips reports of other types', () => {
    const body = JSON.stringify([
      { type: 'deprecation', body: { id: 'x' } },
      {
        type: 'csp-violation',
        url: 'https://shop.example/en',
        body: {
          documentURL: 'https://shop.example/en',
          effectiveDirective: 'img-src',
          blockedURL: 'https://tracker.example/pixel.gif?id=1',
          disposition: 'enforce',
        },
      },
    ]);
    expect(parseCspReports(body)).toEqual([
      expect.objectContaining({
        directive: 'img-src',
        blocked: 'https://tracker.example/pixel.gif',
        document: 'https://shop.example/en',
      }),
    ]);
  });

  it('keeps at most a handful per body and cuts long fields', () => {
    const one = { type: 'csp-violation', body: { effectiveDirective: 'script-src', sample: 'x'.repeat(1000) } };
    const reports = parseCspReports(JSON.stringify(Array.from({ length: 100 }, () => one)));
    expect(reports).toHaveLength(maxReportsPerBody);
    expect(reports?.[0]?.sample?.length).toBeLessThan(310);
  });

  it('answers null for anything that is not a report', () => {
    expect(parseCspReports('not json')).toBeNull();
    expect(parseCspReports('{"hello":"world"}')).toBeNull();
    expect(parseCspReports('{"csp-report":{"blocked-uri":"inline"}}')).toBeNull();
    expect(parseCspReports('42')).toBeNull();
  });
});
