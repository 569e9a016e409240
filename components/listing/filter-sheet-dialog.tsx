'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { DialogHeader } from '@/components/dialogs/dialog-header';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, type FocusEvent, type ReactNode, type RefObject } from 'react';
import { focusTarget } from '@/lib/listing/filter-focus';
import { filterSheetMemory } from './filter-sheet-memory';
import { useListingPending } from './listing-navigation';

/** Frames to wait for the chosen control before settling for its filter's first one, and before giving up. */
const groupAfterFrames = 30;
const giveUpAfterFrames = 120;

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
  const content = useRef<HTMLDivElement>(null);
  const retry = useRef(0);
  useEffect(() => () => cancelAnimationFrame(retry.current), []);

  // Reopened after a navigation (a filter chosen in it): focus goes back to that filter's control
  // rather than to the first control, as soon as it is there (the portal mounts the body a render
  // after the dialog, the price slider's chunk later still). A control that is gone (a "clear"
  // link once used) hands focus to its filter's first control after a few frames.
  const focusChosen = useCallback((event: Event) => {
    const key = filterSheetMemory.focusKey;
    if (!key) return;
    event.preventDefault();
    let frame = 0;
    const attempt = () => {
      const target = content.current && focusTarget(content.current, key, { orGroup: frame >= groupAfterFrames });
      if (target) target.focus();
      else if (++frame < giveUpAfterFrames) retry.current = requestAnimationFrame(attempt);
      else content.current?.focus();
    };
    attempt();
  }, []);
  const rememberFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const key = (event.target as Element).closest('[data-focus-key]')?.getAttribute('data-focus-key');
    if (key) filterSheetMemory.focusKey = key;
  }, []);

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
          ref={content}
          aria-describedby={undefined}
          onOpenAutoFocus={focusChosen}
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
            onFocus={rememberFocus}
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
