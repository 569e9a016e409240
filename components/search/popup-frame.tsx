import type { ReactNode } from 'react';

/**
 * The popup's box under the search input. The box renders it empty (with its loading note when
 * open) until the popup's own script has arrived, so the input's `aria-controls` always points
 * at a list and an opened popup shows at once. On a phone (below `sm`) the header's box is narrow,
 * so the popup is a fixed panel as wide as the screen, from the bottom of the box
 * (`--search-panel-top`, use-panel-top.ts) and scrolling on its own when taller than the screen
 * (docs/search.md).
 */
export function PopupFrame({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <div
      data-testid="search-popup"
      hidden={!open}
      className="absolute left-0 right-0 top-full z-40 mt-2 rounded-lg border border-neutral-200 bg-white p-3 shadow-xl max-sm:fixed max-sm:top-[var(--search-panel-top,3.5rem)] max-sm:mt-0 max-sm:max-h-[calc(100dvh-var(--search-panel-top,3.5rem))] max-sm:overflow-y-auto max-sm:rounded-none max-sm:border-x-0 sm:min-w-[28rem]"
    >
      {children}
    </div>
  );
}
