import { groupBatchErrors, type BatchErrorGroup, type BatchErrors } from '@contract/envelope';

/**
 * The per-item errors of a batch add (`POST /carts/{id}/items/batch`), keyed by the item's index in
 * the request: `_errors` paths `items.<index>.<field>` grouped per item, with the first message to
 * show beside it (docs/cart.md, "The cart page"). A path that is not three dot-separated parts with
 * a numeric index is logged with `console.warn` and skipped.
 */
export function batchErrorsByItem(errors: BatchErrors | null | undefined): Map<number, BatchErrorGroup> {
  const groups = groupBatchErrors(errors ?? {}, (path) => {
    console.warn(`Batch error with an invalid path skipped: ${JSON.stringify(path)}`);
  });
  return new Map(groups.map((group) => [group.index, group]));
}

/** The one message to show beside the item at `index`, or null when it has none. */
export function batchErrorMessage(groups: ReadonlyMap<number, BatchErrorGroup>, index: number): string | null {
  return groups.get(index)?.firstMessage ?? null;
}
