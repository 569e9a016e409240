'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { filterSheetMemory } from './filter-sheet-memory';
import { useListingPending } from './listing-navigation';

const controls = 'a[href], input:not([type="hidden"]), button, summary, [role="slider"]';

/** The phone filter sheet (Radix Dialog), loaded on the first tap of "Show filters". */
export function FilterSheetDialog({
  open,
  onOpenChange,
  returnFocusTo,
  resultCount,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  resultCount: number;
  children: ReactNode;
}) {
  const t = useTranslations('listing');
  const pending = useListingPending();
  const body = useRef<HTMLDivElement>(null);

  // Reopened after a navigation: back where it was scrolled to.
  useLayoutEffect(() => {
    if (open && body.current) body.current.scrollTop = filterSheetMemory.scrollTop;
  }, [open]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const section = (event.target as Element).closest('section[aria-labelledby]');
    filterSheetMemory.section = section?.getAttribute('aria-labelledby') ?? null;
  }

  function onOpenAutoFocus(event: Event) {
    const id = filterSheetMemory.section;
    const group = id ? body.current?.querySelector(`section[aria-labelledby="${CSS.escape(id)}"]`) : null;
    const control = group?.querySelector<HTMLElement>(controls);
    if (!control) return;
    // Reopened after choosing in a group: focus goes back to that group, not to the sheet's top.
    event.preventDefault();
    control.focus({ preventScroll: true });
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-neutral-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-1">
            <Dialog.Title className="text-lg font-semibold">{t('filters')}</Dialog.Title>
            <Dialog.Close className="flex size-11 items-center justify-center rounded-md hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-700">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
              <span className="sr-only">{t('closeFilters')}</span>
            </Dialog.Close>
          </div>
          <div
            ref={body}
            onClick={onClick}
            onScroll={(event) => (filterSheetMemory.scrollTop = event.currentTarget.scrollTop)}
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4"
          >
            {children}
          </div>
          <div className="border-t border-neutral-200 p-3">
            <Dialog.Close
              aria-busy={pending}
              className="flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {pending ? t('loading') : t('showResults', { count: resultCount })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
