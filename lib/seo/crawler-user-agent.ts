import { isbot } from 'isbot';

/** Crawler and bot user agents (search engines, link previews, monitors), by the `isbot` patterns. Server side only. */
export function isCrawlerUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && isbot(userAgent));
}
