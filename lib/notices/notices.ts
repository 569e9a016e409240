/**
 * Notices (toasts) without sonner in the page's first JavaScript: the toaster is loaded after the
 * page has hydrated (`NoticeToaster`), and `showNotice` loads sonner when first called, waiting for
 * the toaster if a shopper was quicker than it.
 */
let resolveMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
const requestListeners = new Set<() => void>();
let requested = false;

/** Called by the toaster once it listens for notices. */
export function markToasterMounted(): void {
  resolveMounted();
}

/** Calls `listener` when a notice needs the toaster now (at once if one already did). */
export function onToasterRequested(listener: () => void): () => void {
  if (requested) listener();
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** A button in the notice (sonner's action), e.g. "View cart". */
export interface NoticeAction {
  label: string;
  onClick: () => void;
}

export interface NoticeOptions {
  /** `info` by default; `success` and `error` follow the success and error notices of docs/cart.md, "Data layer". */
  tone?: 'info' | 'success' | 'error';
  action?: NoticeAction;
}

/** Shows a notice (title and optional description) in the toaster. */
export async function showNotice(title: string, description?: string, options: NoticeOptions = {}): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  const { tone = 'info', action } = options;
  toast[tone](title, action ? { description, action } : { description });
}
