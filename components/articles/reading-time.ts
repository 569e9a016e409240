/** Words an average reader gets through in a minute of reading on screen. */
const wordsPerMinute = 200;

/** Words of an HTML snippet, tags left out. */
export function countWords(html: string | null | undefined): number {
  if (!html) return 0;
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Minutes an article takes to read: the editor's own figure when the shop gives one, otherwise an
 * estimate from the perex and content at `wordsPerMinute`, never less than one minute. Null when
 * there is nothing to read.
 */
export function readingMinutes(article: {
  time_for_reading: number | null;
  perex: string | null;
  content: string | null;
}): number | null {
  if (article.time_for_reading !== null && article.time_for_reading > 0) return article.time_for_reading;
  const words = countWords(article.perex) + countWords(article.content);
  return words === 0 ? null : Math.max(1, Math.round(words / wordsPerMinute));
}
