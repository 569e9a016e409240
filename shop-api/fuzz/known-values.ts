/**
 * Values that exist in the running API (ids, slugs, codes), read once from the list endpoints
 * before fuzzing, so that generated requests often hit real data instead of answering 404.
 */
import type { OperationSpec } from './openapi-operations';

export interface KnownValues {
  /** Primitive values seen under each property name (`id`, `category_id`, `code`…). */
  byName: Map<string, unknown[]>;
  /** Slug-like strings seen anywhere (`red-cotton-t-shirt`, `clothing/t-shirts`), for string path parameters. */
  slugs: string[];
  /** Ids of records the harvest created, by the path that created them (`/carts` → a cart id). */
  created: { path: string; id: unknown }[];
}

const perName = 40;
const maxSlugs = 120;
const slugPattern = /^[a-z0-9]+(?:[-_/.][a-z0-9]+)*$/i;

export function emptyKnownValues(): KnownValues {
  return { byName: new Map(), slugs: [], created: [] };
}

function collect(value: unknown, name: string | undefined, known: KnownValues, depth: number): void {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 50)) collect(item, name, known, depth + 1);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) collect(child, key, known, depth + 1);
    return;
  }
  if (
    name !== undefined &&
    (typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= 100))
  ) {
    const list = known.byName.get(name) ?? [];
    if (list.length < perName && !list.includes(value)) list.push(value);
    known.byName.set(name, list);
  }
  if (
    typeof value === 'string' &&
    value.length >= 2 &&
    value.length <= 100 &&
    slugPattern.test(value) &&
    !/^\d+$/.test(value)
  ) {
    if (known.slugs.length < maxSlugs && !known.slugs.includes(value)) known.slugs.push(value);
  }
}

/**
 * Calls every GET operation that needs no parameter once, and every POST that needs neither a
 * parameter nor a body (it creates a record, such as a cart, whose id the other operations can
 * then use), and remembers what their JSON answers hold.
 */
export async function harvestKnownValues(
  baseUrl: string,
  operations: OperationSpec[],
  headers: Record<string, string> = {},
): Promise<KnownValues> {
  const known = emptyKnownValues();
  const noParams = (op: OperationSpec) => !op.params.some((param) => param.required);
  // Records created first: the lists keep the first values they see, and a new cart's id must be among them.
  const simple = [
    ...operations.filter((op) => noParams(op) && op.method === 'POST' && op.body === undefined),
    ...operations.filter((op) => noParams(op) && op.method === 'GET'),
  ];
  for (const op of simple) {
    try {
      const response = await fetch(new URL(op.path, baseUrl), {
        method: op.method,
        headers,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) continue;
      const answer: unknown = await response.json();
      if (op.method === 'POST' && typeof answer === 'object' && answer !== null && 'id' in answer)
        known.created.push({ path: op.path, id: answer.id });
      collect(answer, undefined, known, 0);
    } catch {
      // A failing list endpoint only means fewer hints; the fuzzing itself will report it.
    }
  }
  return known;
}
