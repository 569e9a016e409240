/**
 * Keyboard focus across a listing navigation. Choosing a filter in the phone filter sheet is a
 * navigation that can mount the listing (and the sheet) anew; each filter control carries a key
 * that names it in every listing state (`brand:4`, `price:min`, `color:clear`), so the sheet can
 * put focus back on the control just chosen (components/listing/filter-sheet-dialog.tsx).
 */

/** The key of a filter control: the filter's id and the item's id, or a part of the filter (`min`, `clear`). */
export function filterFocusKey(filterId: string, part: string | number): string {
  return `${filterId}:${part}`;
}

const byKey = (key: string) => `[data-focus-key="${key.replace(/["\\]/g, '\\$&')}"]`;
const byGroup = (key: string) => `[data-focus-key^="${key.slice(0, key.indexOf(':') + 1).replace(/["\\]/g, '\\$&')}"]`;

/**
 * Where focus goes back to for a remembered key: the control with that key; the summary of a
 * closed disclosure around it (a select filter's list is closed again after the navigation); or,
 * with `orGroup`, the first control of the same filter (a "clear" link that is gone once used).
 * Null while none of them is there yet (the sheet's portal and the slider's chunk mount late).
 */
export function focusTarget(root: ParentNode, key: string, { orGroup }: { orGroup: boolean }): HTMLElement | null {
  const control =
    root.querySelector<HTMLElement>(byKey(key)) ?? (orGroup ? root.querySelector<HTMLElement>(byGroup(key)) : null);
  if (!control) return null;
  const closed = control.closest('details:not([open])');
  return closed?.querySelector<HTMLElement>(':scope > summary') ?? control;
}
