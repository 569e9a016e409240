import { describe, expect, it } from 'vitest';
import { buildPagePolicy, directiveSources, documentlessPolicy, type PagePolicyInput } from './content-security-policy';

const input: PagePolicyInput = {
  nonce: 'abc123==',
  apiOrigin: 'https://api.shop.example',
  socketOrigins: ['wss://api.shop.example'],
  formTargets: ['https://api.shop.example', 'https://gate.gopay.cz'],
  frameSources: ['https://www.youtube-nocookie.com'],
  https: true,
  reportPath: '/api/csp-report',
};

describe('the page policy', () => {
  it('runs scripts by nonce only, trusting what they load', () => {
    const scripts = directiveSources(buildPagePolicy(input), 'script-src');
    expect(scripts).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(directiveSources(buildPagePolicy({ ...input, development: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('forbids framing, plugins and a foreign base URL', () => {
    const policy = buildPagePolicy(input);
    expect(directiveSources(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directiveSources(policy, 'object-src')).toEqual(["'none'"]);
    expect(directiveSources(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('lets forms go to our pages and the payment gateways, each origin once', () => {
    expect(directiveSources(buildPagePolicy(input), 'form-action')).toEqual([
      "'self'",
      'https://api.shop.example',
      'https://gate.gopay.cz',
    ]);
  });

  it('loads pictures and calls from the API, and opens its websocket', () => {
    const policy = buildPagePolicy(input);
    expect(directiveSources(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.shop.example']);
    expect(directiveSources(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.shop.example',
      'wss://api.shop.example',
    ]);
    expect(directiveSources(policy, 'frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
  });

  it('sends error reports only to the configured reporting origin', () => {
    expect(
      directiveSources(buildPagePolicy({ ...input, reportingOrigins: ['https://o1.ingest.sentry.io'] }), 'connect-src'),
    ).toEqual(["'self'", 'https://api.shop.example', 'wss://api.shop.example', 'https://o1.ingest.sentry.io']);
  });

  it('upgrades insecure requests only over HTTPS', () => {
    expect(directiveSources(buildPagePolicy(input), 'upgrade-insecure-requests')).toEqual([]);
    expect(directiveSources(buildPagePolicy({ ...input, https: false }), 'upgrade-insecure-requests')).toBeNull();
  });

  it('names the report endpoint for both reporting mechanisms, when there is one', () => {
    const policy = buildPagePolicy(input);
    expect(directiveSources(policy, 'report-uri')).toEqual(['/api/csp-report']);
    expect(directiveSources(policy, 'report-to')).toEqual(['csp-endpoint']);
    expect(directiveSources(buildPagePolicy({ ...input, reportPath: undefined }), 'report-uri')).toBeNull();
  });
});

describe('the policy of answers that are not pages', () => {
  it('lets nothing run, load, post or frame', () => {
    expect(directiveSources(documentlessPolicy, 'default-src')).toEqual(["'none'"]);
    expect(directiveSources(documentlessPolicy, 'script-src')).toBeNull();
    expect(directiveSources(documentlessPolicy, 'form-action')).toEqual(["'none'"]);
    expect(directiveSources(documentlessPolicy, 'frame-ancestors')).toEqual(["'none'"]);
  });
});
