import type { ReactNode } from 'react';

/**
 * The popup's box under the search input. The box renders it empty (with its loading note when
 * open) until the popup's own script has arrived, so the input's `aria-controls` always points
 * at a list and an opened popup shows at once.
 */
export function PopupFrame({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <div
      data-testid="search-popup"
      hidden={!open}
      className="absolute left-0 right-0 top-full z-40 mt-2 rounded-lg border border-neutral-200 bg-white p-3 shadow-xl sm:min-w-[28rem]"
    >
      {children}
    </div>
  );
}
