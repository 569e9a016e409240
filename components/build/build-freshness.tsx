'use client';

import { useEffect } from 'react';
import { currentBuildId } from '@/lib/build/build-id';
import {
  buildCheckIntervalMs,
  focusCheckMinGapMs,
  linkNavigationTarget,
  isChunkLoadError,
  isNewerBuild,
  latestBuildUrl,
} from '@/lib/build/freshness';

/**
 * Keeps an open tab on the deployed build: it asks `/latest.json?t=<ms>` every 5 minutes and when
 * the tab regains focus (at most once a minute), and listens for chunk-load errors. Once a newer
 * build exists or a chunk failed to load, the next navigation is a full page load: link clicks
 * and back/forward load the whole document, so the new build's code and chunks come with it.
 * Renders nothing.
 */
export function BuildFreshness() {
  useEffect(() => {
    let stale = false;
    let lastCheck = 0;
    const controller = new AbortController();
    const { signal } = controller;

    async function check() {
      if (stale) return;
      lastCheck = Date.now();
      try {
        const response = await fetch(latestBuildUrl(lastCheck), { cache: 'no-store', signal });
        if (response.ok && isNewerBuild(currentBuildId, await response.json())) stale = true;
      } catch {
        // Offline or the server is restarting: the next check will tell.
      }
    }
    const checkIfDue = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= focusCheckMinGapMs) void check();
    };
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) stale = true;
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) stale = true;
    };
    const onClick = (event: MouseEvent) => {
      if (!stale || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = linkNavigationTarget(
        event,
        { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
        { href: window.location.href, origin: window.location.origin },
      );
      if (!target) return;
      // Before the router sees the click (capture phase on the document): load the page in full instead.
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(target);
    };
    const onPopState = () => {
      if (stale) window.location.reload();
    };

    lastCheck = Date.now();
    const timer = window.setInterval(() => void check(), buildCheckIntervalMs);
    window.addEventListener('focus', checkIfDue, { signal });
    document.addEventListener('visibilitychange', checkIfDue, { signal });
    window.addEventListener('error', onError, { signal, capture: true });
    window.addEventListener('unhandledrejection', onRejection, { signal });
    document.addEventListener('click', onClick, { signal, capture: true });
    window.addEventListener('popstate', onPopState, { signal, capture: true });
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, []);
  return null;
}
