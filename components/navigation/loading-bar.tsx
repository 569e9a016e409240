'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { linkNavigationTarget } from '@/lib/build/freshness';
import { createLoadingBar, type LoadingBar as Bar } from './loading-bar-controller';

/** Finishes the bar when the route (path or query) has changed: the new page is committed. */
function RouteChangeDone({ bar }: { bar: RefObject<Bar | null> }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    bar.current?.done();
  }, [bar, pathname, search]);
  return null;
}

/**
 * The navigation loading bar: starts on in-app link clicks, shown after the 200 ms throttle, done
 * when the route changes (`loading-bar-controller.ts`). One capture listener on the document sees
 * every link click before the router does, whatever the page rendered since it loaded. It is
 * decoration: `aria-hidden`, never focusable, still under reduced motion (its rules are in `app/globals.css`);
 * screen readers are told by the new page's heading and focus.
 */
export function LoadingBar() {
  const element = useRef<HTMLDivElement>(null);
  const bar = useRef<Bar | null>(null);
  useEffect(() => {
    if (!element.current) return;
    const controller = createLoadingBar(element.current);
    bar.current = controller;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      // A link that opens a dialog in place (the header's "Log in") does not navigate.
      if (anchor.getAttribute('aria-haspopup') === 'dialog') return;
      const target = linkNavigationTarget(
        event,
        { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
        { href: window.location.href, origin: window.location.origin },
      );
      if (target && target !== window.location.href) controller.start();
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      controller.dispose();
      bar.current = null;
    };
  }, []);
  return (
    <>
      <div ref={element} className="loading-bar" data-testid="loading-bar" aria-hidden="true" hidden />
      {/* The query string is read in the browser only; the cached pages are prerendered without it. */}
      <Suspense fallback={null}>
        <RouteChangeDone bar={bar} />
      </Suspense>
    </>
  );
}
