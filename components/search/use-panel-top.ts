'use client';

import { useEffect, type RefObject } from 'react';

/** The CSS variable the popup's phone layout reads (popup-frame.tsx). */
const panelTopVariable = '--search-panel-top';

/**
 * While the popup is open, keeps `--search-panel-top` on the search's root at the bottom edge of
 * the search box in the viewport. On a phone the popup is a fixed panel as wide as the screen that
 * starts there (under the sticky header, or under the box on the search page), so it follows the
 * box when the page scrolls or the screen turns.
 */
export function usePanelTop(rootRef: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const place = () =>
      root.style.setProperty(panelTopVariable, `${Math.round(root.getBoundingClientRect().bottom)}px`);
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [rootRef, open]);
}
