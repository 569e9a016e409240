/**
 * The author of a review as the public sees it: the first name and the last name's initial
 * ("Jana Dvořáková" → "Jana D."). The review keeps the full name it was written with (the author's
 * own answers show it); the product page, which anybody reads and caches keep, shows only this.
 * The first word is the first name and the last word the last name (a middle name is left out).
 */
export function publicAuthorName(fullName: string | null): string | null {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return null;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? Array.from(last)[0]?.toLocaleUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}
