import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { devices, expect, test } from '@playwright/test';
import vnuJar from 'vnu-jar';
import { pageKinds, type KindPage } from './support/page-kinds';

/** What each page is fetched as: a shopper's browser, and a crawler (Next.js serves it the metadata in <head>). */
const visitors = {
  shopper: devices['Desktop Chrome'].userAgent,
  crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const;

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

/**
 * The Nu Html Checker (vnu.jar, the W3C validator's engine) on the server HTML of every page kind
 * in every language, as shoppers and crawlers get it without JavaScript: 0 errors. All files go
 * to one Java run, since starting the JVM takes longer than checking a page.
 */
test('every page kind is valid HTML to the Nu Html Checker, in cs, sk and en', async ({ request }) => {
  test.setTimeout(300_000);
  const pages = await pageKinds(request);
  const checked: (KindPage & { visitor: keyof typeof visitors })[] = [
    ...pages.map((page) => ({ ...page, visitor: 'shopper' as const })),
    ...pages.filter((page) => page.locale === 'en').map((page) => ({ ...page, visitor: 'crawler' as const })),
  ];
  const folder = mkdtempSync(join(tmpdir(), 'html-validity-'));
  try {
    const files = new Map<string, (typeof checked)[number]>();
    for (const [index, page] of checked.entries()) {
      const response = await request.get(page.path, {
        headers: { 'User-Agent': visitors[page.visitor] },
        maxRedirects: 0,
      });
      expect(response.status(), `${page.path} as ${page.visitor}`).toBe(page.status);
      const file = join(folder, `${String(index).padStart(3, '0')}.html`);
      writeFileSync(file, await response.body());
      files.set(basename(file), page);
    }

    const run = spawnSync(
      process.env.JAVA ?? 'java',
      [
        '-jar',
        String(vnuJar),
        '--errors-only',
        '--format',
        'json',
        '--stdout',
        ...[...files.keys()].map((f) => join(folder, f)),
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error) throw run.error;
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => {
        const page = files.get(basename(decodeURIComponent(new URL(m.url).pathname)));
        return `${page?.kind} ${page?.path} (${page?.visitor}), line ${m.lastLine ?? '?'}: ${m.message}`;
      });
    if (errors.length > 0) console.log(errors.join('\n'));
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
