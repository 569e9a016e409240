/**
 * Page numbers a pager shows: the first, the last, and two either side of the shown range
 * `first`…`last` (several pages after "load more"); null marks a gap ("…").
 */
export function visiblePages(first: number, last: number, pages: number): (number | null)[] {
  const shown = new Set<number>(pages > 0 ? [1, pages] : []);
  for (let p = first - 2; p <= last + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? [null, p] : [p]));
}
