'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { DialogHeader } from '@/components/dialogs/dialog-header';
import { useTranslations } from 'next-intl';
import { useCallback, type ReactNode, type RefObject } from 'react';
import { filterSheetMemory } from './filter-sheet-memory';
import { useListingPending } from './listing-navigation';

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

  // Reopened after a navigation: back where it was scrolled to, as soon as the body is there (the
  // portal mounts it a render after the dialog).
  const restoreScroll = useCallback((element: HTMLDivElement | null) => {
    if (element) element.scrollTop = filterSheetMemory.scrollTop;
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-neutral-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none"
        >
          <DialogHeader title={t('filters')} closeLabel={t('closeFilters')} className="py-1" />
          <div
            ref={restoreScroll}
            onScroll={(event) => (filterSheetMemory.scrollTop = event.currentTarget.scrollTop)}
            data-testid="filter-sheet-body"
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
