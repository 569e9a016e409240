'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { filterSheetMemory } from './filter-sheet-memory';

/** The sheet and its script arrive on the first tap of "Show filters". */
const FilterSheetDialog = dynamic(() => import('./filter-sheet-dialog').then((m) => m.FilterSheetDialog), {
  ssr: false,
});

const noSubscription = () => () => {};
const wideScreen = '(min-width: 64rem)';

/**
 * The listing's filters: a sidebar from `lg` up; on a phone a "Show filters" button (with the
 * number of active filters) that opens them in a bottom sheet. Choosing a filter navigates (the
 * filters are links) and the sheet stays open, where it was scrolled, until "Show N products"
 * closes it. Before hydration, and without JavaScript, the panel is a disclosure of the same links.
 */
export function FilterSheet({
  activeCount,
  resultCount,
  children,
}: {
  activeCount: number;
  resultCount: number;
  children: ReactNode;
}) {
  const t = useTranslations('listing');
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // A filter link can move the page to another route (the cached listing and the filtered one are
  // two routes), which mounts this anew: the sheet then reopens from what it remembered.
  const [open, setOpenState] = useState(() => filterSheetMemory.reopen());
  const [requested, setRequested] = useState(open);
  const trigger = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => {
    filterSheetMemory.setOpen(next);
    if (next) setRequested(true);
    setOpenState(next);
  };

  useEffect(() => {
    // The sheet is for narrow screens: a window widened to the sidebar's width closes it; so
    // does Back/Forward, which leaves the choices made in it.
    const wide = window.matchMedia(wideScreen);
    const close = () => {
      filterSheetMemory.setOpen(false);
      setOpenState(false);
    };
    const onWide = () => wide.matches && close();
    onWide();
    wide.addEventListener('change', onWide);
    window.addEventListener('popstate', close);
    return () => {
      wide.removeEventListener('change', onWide);
      window.removeEventListener('popstate', close);
    };
  }, []);

  if (!hydrated) {
    return (
      <details className="rounded border border-neutral-300 lg:border-0 lg:details-content:[content-visibility:visible]">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium lg:supports-[selector(::details-content)]:hidden">
          {t('showFilters')}
          {activeCount > 0 && <span className="ml-1">({activeCount})</span>}
        </summary>
        <div className="border-t border-neutral-200 p-4 lg:border-0 lg:p-0">
          <h2 className="mb-4 hidden text-lg font-semibold lg:block">{t('filters')}</h2>
          {children}
        </div>
      </details>
    );
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded border border-neutral-300 px-4 font-medium hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
      >
        {t('showFilters')}
        {activeCount > 0 && (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
            <span aria-hidden="true">{activeCount}</span>
            <span className="sr-only">, {t('activeFilterCount', { count: activeCount })}</span>
          </span>
        )}
      </button>
      {/* While the sheet is open it holds the panel: one copy, so ids stay unique. */}
      {!open && (
        <div className="hidden lg:block">
          <h2 className="mb-4 text-lg font-semibold">{t('filters')}</h2>
          {children}
        </div>
      )}
      {requested && (
        <FilterSheetDialog open={open} onOpenChange={setOpen} returnFocusTo={trigger} resultCount={resultCount}>
          {children}
        </FilterSheetDialog>
      )}
    </>
  );
}
