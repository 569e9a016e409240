'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { DialogHeader } from '@/components/dialogs/dialog-header';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import type { MenuDrawerLabels } from './menu-drawer';

/** The menu drawer itself (Radix Dialog), loaded on the first tap of the menu button. */
export function MenuDrawerDialog({
  open,
  onOpenChange,
  returnFocusTo,
  labels,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  labels: MenuDrawerLabels;
  children: ReactNode;
}) {
  // A client navigation (the login link) changes the path: the drawer closes with it.
  const pathname = usePathname();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (open && pathname !== openedAt.current) onOpenChange(false);
    openedAt.current = pathname;
  }, [open, pathname, onOpenChange]);

  // A link followed from inside leaves the page (or the menu's purpose): close at once, so the
  // drawer is not left over the next page while it loads.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as Element).closest('a[href]')) onOpenChange(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-neutral-900/40" />
        <Dialog.Content
          onClick={onClick}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none"
        >
          <DialogHeader title={labels.title} closeLabel={labels.close} className="py-2" />
          <div className="flex flex-col gap-6 px-4 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
