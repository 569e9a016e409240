import { expect, test } from '@playwright/test';

/**
 * What a page holds back its first paint with (docs/benchmarks.md, "Paint, session 21"): one style
 * sheet (the shop's CSS, the loading bar's rules included; two before, each a request in the
 * critical path), and no synchronous script.
 */

const browserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

for (const path of ['/en', '/en/clothing', '/en/terms-and-conditions']) {
  test(`${path} loads one style sheet and no synchronous script before its first paint`, async ({ request }) => {
    const answer = await request.get(path, { headers: { 'user-agent': browserAgent } });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const styleSheets = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
    expect(styleSheets).toHaveLength(1);
    // The loading bar's rules are in that one file.
    expect(await (await request.get(styleSheets[0]!)).text()).toContain('.loading-bar{');
    const blockingScripts = (head.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? []).filter(
      // `noModule`: the polyfills only a browser without modules runs; every other one skips them.
      (tag) => !/\basync\b|\bdefer\b|type="module"|\bnomodule\b/i.test(tag),
    );
    expect(blockingScripts).toEqual([]);
  });
}
