import { z } from 'zod';
import { listEnvelopeSchema } from '../envelope';

/**
 * Helpers for declaring answers. A record read with `only` / `except` keeps `id` and `_embedded`
 * and drops other fields, so such calls answer either the whole record or that sparse form.
 */
export function sparse<T extends z.ZodObject>(record: T) {
  return z.union([record, idOnly(record)]);
}

/** The record with every field optional but `id`. */
function idOnly<T extends z.ZodObject>(record: T) {
  return record.partial().required({ id: true } as never);
}

/** A record or its sparse form, with the same kind of nodes under `children`. */
export type SparseTreeNode<T extends { id: number }> = (T | (Partial<T> & Pick<T, 'id'>)) & {
  children: SparseTreeNode<T>[];
};

/** A node of `GET /<resource>/tree`, sparse as `only` / `except` made it. */
export function sparseTreeNodeSchema<T extends z.ZodObject>(record: T) {
  const node: z.ZodType<SparseTreeNode<z.infer<T> & { id: number }>> = z.lazy(() =>
    z.union([record.extend({ children: z.array(node) }), idOnly(record).extend({ children: z.array(node) })]),
  ) as never;
  return node;
}

/** The list envelope of records that `only` / `except` may thin out. */
export function sparseListSchema<T extends z.ZodObject>(record: T) {
  return listEnvelopeSchema(sparse(record));
}

export const HealthSchema = z.object({ status: z.literal('ok') });
