'use client';

import dynamic from 'next/dynamic';
import { useRef, useState, type ReactNode } from 'react';

/** The dialog and its script arrive on the first tap: a phone that never opens the menu never loads them. */
const MenuDrawerDialog = dynamic(() => import('./menu-drawer-dialog').then((m) => m.MenuDrawerDialog), {
  ssr: false,
});

export interface MenuDrawerLabels {
  open: string;
  title: string;
  close: string;
}

/**
 * The phone header's menu button and the drawer it opens (categories, language, prices): an
 * accessible dialog that traps focus, closes on Escape, on a tap outside and on navigation, and
 * gives focus back to this button. Hidden from `lg` up, where the header shows all of it inline.
 */
export function MenuDrawer({ labels, children }: { labels: MenuDrawerLabels; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{labels.open}</span>
      </button>
      {requested && (
        <MenuDrawerDialog open={open} onOpenChange={setOpen} returnFocusTo={trigger} labels={labels}>
          {children}
        </MenuDrawerDialog>
      )}
    </>
  );
}
