/** Small helpers embed loaders use to answer per item from one batched result. */

export function uniqueIds(values: readonly (number | null | undefined)[]): number[] {
  return [...new Set(values.filter((v): v is number => typeof v === 'number'))];
}

export function indexBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T> {
  return new Map(rows.map((row) => [key(row), row]));
}

export function groupBy<T, K, V>(rows: readonly T[], key: (row: T) => K, value: (row: T) => V): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(value(row));
    else groups.set(key(row), [value(row)]);
  }
  return groups;
}
