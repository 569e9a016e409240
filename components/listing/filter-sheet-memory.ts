/**
 * What the phone filter sheet remembers across a listing navigation that mounts the listing anew
 * (the cached listing and a filtered one are different routes): whether it is open, for which
 * listing path, how far it was scrolled and which filter group was last used. Browser only; the
 * server never reads it (`reopen` answers false there).
 */
interface Memory {
  open: boolean;
  pathname: string;
  scrollTop: number;
  section: string | null;
}

const memory: Memory = { open: false, pathname: '', scrollTop: 0, section: null };

export const filterSheetMemory = {
  /** True when the sheet was open on this same listing path (only its query changed). */
  reopen(): boolean {
    return typeof window !== 'undefined' && memory.open && memory.pathname === window.location.pathname;
  },
  setOpen(open: boolean) {
    memory.open = open;
    if (open) memory.pathname = window.location.pathname;
    else Object.assign(memory, { scrollTop: 0, section: null });
  },
  get scrollTop() {
    return memory.scrollTop;
  },
  set scrollTop(value: number) {
    memory.scrollTop = value;
  },
  /** The `aria-labelledby` id of the filter group last chosen in, to give its first control focus again. */
  get section() {
    return memory.section;
  },
  set section(value: string | null) {
    memory.section = value;
  },
};
