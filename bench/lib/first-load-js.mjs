// First-load JavaScript of a page, measured from what the server sends: every script file the
// page's HTML loads (`<script src>`, except `nomodule` polyfills a modern browser skips) or
// preloads (`<link rel="preload" as="script">`, `<link rel="modulepreload">`: the browser fetches
// those before any interaction too, e.g. the chunks of a `next/dynamic` island), fetched from the
// server and gzipped here, so the figure never depends on build-output guesses.
import { gzipSync } from 'node:zlib';

const scriptOrLinkTag = /<(script|link)\b[^>]*>/gi;
const attribute = (tag, name) =>
  tag
    .match(new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find((v) => v !== undefined);

/** The URL a `<script>` or `<link>` tag makes the browser fetch as a script, or undefined. */
function scriptSource(kind, tag) {
  if (kind.toLowerCase() === 'script') return /\bnomodule\b/i.test(tag) ? undefined : attribute(tag, 'src');
  const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
  const preloadsScript =
    rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script');
  return preloadsScript ? attribute(tag, 'href') : undefined;
}

/** The same-origin script URLs a page's HTML loads or preloads, in document order, without duplicates. */
export function scriptUrls(html, pageUrl) {
  const origin = new URL(pageUrl).origin;
  const urls = [];
  for (const [tag, kind] of html.matchAll(scriptOrLinkTag)) {
    const src = scriptSource(kind, tag);
    if (!src) continue;
    const url = new URL(src.replaceAll('&amp;', '&'), pageUrl);
    if (url.origin === origin && !urls.includes(url.href)) urls.push(url.href);
  }
  return urls;
}

// Level 6, the level `next start` compresses with.
const gzipBytes = (buffer) => gzipSync(buffer, { level: 6 }).length;

/**
 * `{ scripts, rawBytes, gzipBytes, htmlGzipBytes }` of a page. `status` is the status the page must
 * answer (the not-found page's is 404).
 */
export async function measureFirstLoadJs(pageUrl, userAgent, { status = 200 } = {}) {
  const response = await fetch(pageUrl, { headers: { 'user-agent': userAgent } });
  if (response.status !== status) throw new Error(`GET ${pageUrl} answered ${response.status}, not ${status}`);
  const html = await response.text();
  const scripts = [];
  for (const url of scriptUrls(html, pageUrl)) {
    const file = await fetch(url);
    if (!file.ok) throw new Error(`GET ${url} answered ${file.status}`);
    const body = Buffer.from(await file.arrayBuffer());
    scripts.push({ url, rawBytes: body.length, gzipBytes: gzipBytes(body) });
  }
  return {
    scripts,
    rawBytes: scripts.reduce((sum, s) => sum + s.rawBytes, 0),
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    htmlGzipBytes: gzipBytes(Buffer.from(html)),
  };
}
