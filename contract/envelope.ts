import { z } from 'zod';

export const ListMetaSchema = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int().min(0),
  total: z.number().int().min(0),
  total_pages: z.number().int().min(0),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

/** Per-item errors of a batch, keyed `items.<index>.<field>` (three dot-separated parts). */
export const BatchErrorsSchema = z.record(z.string(), z.array(z.string()));
export type BatchErrors = z.infer<typeof BatchErrorsSchema>;

export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), _meta: ListMetaSchema, _errors: BatchErrorsSchema });
}
export interface ListEnvelope<T> {
  items: T[];
  _meta: ListMeta;
  _errors: BatchErrors;
}

/** Embedded records travel under `_embedded`, whether the record is a single answer or a list item. */
export const EmbeddedSchema = z.record(z.string(), z.unknown()).optional();

export interface BatchErrorGroup {
  index: number;
  fields: Record<string, string[]>;
  firstMessage: string;
}

/**
 * Groups batch errors per item index. A key that is not `<prefix>.<index>.<field>`
 * is reported through `onInvalid` and skipped.
 */
export function groupBatchErrors(errors: BatchErrors, onInvalid: (key: string) => void = () => {}): BatchErrorGroup[] {
  const groups = new Map<number, BatchErrorGroup>();
  for (const [key, messages] of Object.entries(errors)) {
    const parts = key.split('.');
    const index = Number(parts[1]);
    if (parts.length !== 3 || !parts[0] || !parts[2] || !/^\d+$/.test(parts[1] ?? '') || messages.length === 0) {
      onInvalid(key);
      continue;
    }
    const group = groups.get(index) ?? { index, fields: {}, firstMessage: messages[0] ?? '' };
    group.fields[parts[2]] = messages;
    groups.set(index, group);
  }
  return [...groups.values()].sort((a, b) => a.index - b.index);
}
