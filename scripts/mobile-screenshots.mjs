// `npm run screenshots:mobile [-- --base-url http://localhost:3000]`: phone screenshots (390×844,
// the first screen only) of the home page, a category and a product of a running storefront, into
// docs/screenshots/. Start the shop first (`npm start`). Chromium: CHROME_PATH, else /usr/bin/chromium.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://localhost:3000' },
    category: { type: 'string', default: '/en/clothing' },
    product: { type: 'string', default: '/en/red-cotton-t-shirt' },
  },
});
const out = resolve(import.meta.dirname, '..', 'docs', 'screenshots');
const pages = [
  { name: 'home', path: '/en' },
  { name: 'category', path: options.category },
  { name: 'product', path: options.product },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  for (const { name, path } of pages) {
    const response = await page.goto(new URL(path, options['base-url']).href, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`GET ${path} answered ${response?.status()}`);
    const file = join(out, `${name}-390x844.png`);
    await page.screenshot({ path: file });
    console.log(`[screenshots] ${path} → ${file}`);
  }
} finally {
  await browser.close();
}
