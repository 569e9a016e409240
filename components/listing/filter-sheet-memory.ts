/**
 * What the phone filter sheet remembers across a listing navigation that mounts the listing anew
 * (the cached listing and a filtered one are different routes): whether it is open, for which
 * listing path and how far it was scrolled. Browser only; the
 * server never reads it (`reopen` answers false there).
 */
interface Memory {
  open: boolean;
  pathname: string;
  scrollTop: number;
  /** The filter control last focused in the sheet (its `data-focus-key`), to focus again when it reopens. */
  focusKey: string;
}

const memory: Memory = { open: false, pathname: '', scrollTop: 0, focusKey: '' };

export const filterSheetMemory = {
  /** True when the sheet was open on this same listing path (only its query changed). */
  reopen(): boolean {
    return typeof window !== 'undefined' && memory.open && memory.pathname === window.location.pathname;
  },
  /** The shopper opened or closed the sheet: it starts at its top, with focus where the dialog puts it. */
  setOpen(open: boolean) {
    memory.open = open;
    memory.focusKey = '';
    if (open) memory.pathname = window.location.pathname;
    else memory.scrollTop = 0;
  },
  get scrollTop() {
    return memory.scrollTop;
  },
  set scrollTop(value: number) {
    memory.scrollTop = value;
  },
  get focusKey() {
    return memory.focusKey;
  },
  set focusKey(value: string) {
    memory.focusKey = value;
  },
};
