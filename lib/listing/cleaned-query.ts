/** Query parameters as a page receives them (`searchParams`). */
export type PageSearchParams = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The query string (`?a=1`, or `''`) without the named parameters, keeping every other one in its
 * order: where a listing sends a shopper whose link has a malformed or stale parameter
 * (`?razeni=foo`, a page past the last, a brand that is gone). Null when none of the names is in
 * the query, so a caller never redirects to the same URL.
 */
export function queryWithout(searchParams: PageSearchParams, names: readonly string[]): string | null {
  const drop = new Set(names);
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [name, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      if (drop.has(name)) dropped = true;
      else kept.append(name, v);
    }
  }
  if (!dropped) return null;
  const query = kept.toString();
  return query ? `?${query}` : '';
}
