/**
 * Keeps keyboard focus across a listing navigation that mounts the listing anew (the cached
 * listing and a filtered one are two routes): the focused filter control is remembered as its
 * filter group (the group's `aria-labelledby`) and its place among the group's controls, and
 * focused again once the new listing is there. Browser only.
 */
// The group's "Clear" link comes and goes with the group's choices: not counted, so places stay put.
const controls = 'a[href]:not([data-filter-clear]), input:not([type="hidden"]), button, summary, [role="slider"]';

let remembered: { group: string; index: number; at: number } | null = null;

/** How long a remembered focus waits for the next listing after the navigation started. */
const patience = 15_000;

const groupOf = (id: string) => document.querySelector(`section[aria-labelledby="${CSS.escape(id)}"]`);

export function rememberListingFocus(target: Element) {
  const group = target.closest('section[aria-labelledby]');
  const id = group?.getAttribute('aria-labelledby');
  if (!group || !id) return;
  const index = [...group.querySelectorAll(controls)].indexOf(target);
  remembered = index >= 0 ? { group: id, index, at: 0 } : null;
}

/** A listing navigation starts: what is focused now is what the next listing should focus. */
export function armListingFocus() {
  if (remembered) remembered.at = Date.now();
}

export function hasListingFocus(): boolean {
  return remembered !== null && Date.now() - remembered.at < patience;
}

/** Focuses the remembered control when focus was lost with the old listing (it is on the body). */
export function restoreListingFocus() {
  if (!hasListingFocus() || !remembered) return;
  const active = document.activeElement;
  const lost = !active || active === document.body || !active.isConnected;
  const { group, index } = remembered;
  remembered = null;
  if (!lost && !active?.closest('[role="dialog"]')) return;
  const control = groupOf(group)?.querySelectorAll<HTMLElement>(controls)[index];
  control?.focus({ preventScroll: true });
}
