import { Parser } from 'htmlparser2';

/** What one page of HTML points at: the links a visitor can follow and the URLs it declares. */
export interface PageLinks {
  /** `<a href>` without `rel=nofollow`: what a crawler follows. */
  follow: string[];
  /** `<a rel=nofollow>` (filter combinations): not followed. */
  nofollow: string[];
  /** `<link rel=canonical>` and `<link rel=alternate hreflang>`: must answer 200 too. */
  declared: string[];
}

const relOf = (attributes: Record<string, string>) => (attributes.rel ?? '').toLowerCase().split(/\s+/);

/** The links and declared URLs of an HTML document, resolved against its own URL, without fragments. */
export function extractLinks(html: string, pageUrl: string): PageLinks {
  const links: PageLinks = { follow: [], nofollow: [], declared: [] };
  const resolve = (href: string) => {
    try {
      const url = new URL(href, pageUrl);
      url.hash = '';
      return url.href;
    } catch {
      return href;
    }
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const href = attributes.href?.trim();
        if (!href) return;
        const rel = relOf(attributes);
        if (name === 'a') (rel.includes('nofollow') ? links.nofollow : links.follow).push(resolve(href));
        else if (name === 'link' && (rel.includes('canonical') || (rel.includes('alternate') && attributes.hreflang)))
          links.declared.push(resolve(href));
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return links;
}

/** `<loc>` values of a sitemap or sitemap index. */
export function sitemapLocations(xml: string): string[] {
  const locations: string[] = [];
  let inLoc = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name) {
        inLoc = name === 'loc';
        text = '';
      },
      ontext(chunk) {
        if (inLoc) text += chunk;
      },
      onclosetag(name) {
        if (name === 'loc' && inLoc) locations.push(text.trim());
        inLoc = false;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return locations;
}

export interface FetchResult {
  /** Status after redirects were followed. */
  status: number;
  /** Where the redirects ended. */
  url: string;
  /** The body when the answer is HTML, else null. */
  html: string | null;
}

export interface BrokenLink {
  url: string;
  status: number | string;
  /** The page that linked or declared it (first one met). */
  from: string;
}

export interface CrawlResult {
  /** Every URL answered (as requested, before redirects), with its final status. */
  visited: Map<string, number>;
  /** Final URLs of HTML pages that answered 200 (after redirects). */
  reached: Set<string>;
  broken: BrokenLink[];
  /** Links not followed because they carry rel=nofollow. */
  skippedNofollow: number;
}

/**
 * Crawls from the start URLs over same-origin links, `concurrency` requests at a time: every
 * followed link, canonical and hreflang alternate on `origin` is fetched (and crawled when it is
 * HTML); anything that does not end in 200 is broken, named with the page it came from. Stops
 * with an error past `maxUrls`, so a link loop fails instead of running on.
 */
export async function crawl(options: {
  start: string[];
  origin: string;
  fetchPage: (url: string) => Promise<FetchResult>;
  concurrency: number;
  maxUrls: number;
}): Promise<CrawlResult> {
  const { origin, fetchPage, concurrency, maxUrls } = options;
  const result: CrawlResult = { visited: new Map(), reached: new Set(), broken: [], skippedNofollow: 0 };
  const firstSource = new Map<string, string>();
  const queue: string[] = [];
  const enqueue = (url: string, from: string) => {
    if (new URL(url).origin !== origin || firstSource.has(url)) return;
    firstSource.set(url, from);
    queue.push(url);
  };
  for (const url of options.start) enqueue(url, '(start)');
  let inFlight = 0;

  const visit = async (url: string) => {
    let answer: FetchResult;
    try {
      answer = await fetchPage(url);
    } catch (error) {
      result.visited.set(url, 0);
      result.broken.push({ url, status: String(error), from: firstSource.get(url) ?? '' });
      return;
    }
    result.visited.set(url, answer.status);
    if (answer.status !== 200) {
      result.broken.push({ url, status: answer.status, from: firstSource.get(url) ?? '' });
      return;
    }
    if (answer.html === null) return;
    result.reached.add(answer.url);
    const links = extractLinks(answer.html, answer.url);
    result.skippedNofollow += links.nofollow.length;
    for (const link of [...links.follow, ...links.declared]) enqueue(link, url);
  };

  const workers = Array.from({ length: concurrency }, async () => {
    for (;;) {
      const url = queue.shift();
      if (url === undefined) {
        // Another worker may still add links: wait while any request is under way.
        if (inFlight === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      if (result.visited.size + inFlight >= maxUrls) throw new Error(`The crawl met more than ${maxUrls} URLs.`);
      inFlight += 1;
      try {
        await visit(url);
      } finally {
        inFlight -= 1;
      }
    }
  });
  await Promise.all(workers);
  return result;
}
