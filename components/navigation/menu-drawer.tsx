'use client';

import dynamic from 'next/dynamic';
import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/** The dialog and its script arrive on the first tap: a phone that never opens the menu never loads them. */
const MenuDrawerDialog = dynamic(() => import('./menu-drawer-dialog').then((m) => m.MenuDrawerDialog), {
  ssr: false,
});

const noSubscription = () => () => {};

const buttonClass =
  '-ml-2 flex size-11 shrink-0 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden';

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}

export interface MenuDrawerLabels {
  open: string;
  title: string;
  close: string;
}

/**
 * The phone header's menu button and the drawer it opens (categories, language, prices): an
 * accessible dialog that traps focus, closes on Escape, on a tap outside and on navigation, and
 * gives focus back to this button. Hidden from `lg` up, where the header shows all of it inline.
 * Before hydration, and without JavaScript, the button is the summary of a disclosure that opens
 * the same links as a panel under the header; once the page is hydrated the dialog takes over.
 */
export function MenuDrawer({ labels, children }: { labels: MenuDrawerLabels; children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!hydrated) {
    return (
      <details className="lg:hidden">
        <summary className={`${buttonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          <MenuIcon />
          <span className="sr-only">{labels.open}</span>
        </summary>
        <div className="absolute inset-x-0 top-full flex max-h-[calc(100dvh-4rem)] flex-col gap-6 overflow-y-auto border-b border-neutral-200 bg-white px-4 py-4 shadow-lg">
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
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={buttonClass}
      >
        <MenuIcon />
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
