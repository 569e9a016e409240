/** Spec constants: the bar shows only when a navigation takes longer than the throttle. */
export const loadingBarSettings = {
  durationMs: 2000,
  throttleMs: 200,
} as const;

// The bar creeps by smaller steps as it fills (the nprogress trickle): a step every 80 ms brings it
// from 8 % to about 80 % in the 2000 ms duration; it never fills up on its own, and completes when
// the new page is there.
const trickleSpeedMs = 80;
const startProgress = 0.08;
// How long the bar takes to fill up once the page is there, and then to fade out (its CSS transitions).
export const finishMs = 200;

/** The next trickle step from `progress` (0 to 1). */
export function trickled(progress: number): number {
  const step = progress < 0.2 ? 0.1 : progress < 0.5 ? 0.04 : progress < 0.8 ? 0.02 : progress < 0.99 ? 0.005 : 0;
  return Math.min(progress + step, 0.994);
}

export interface LoadingBar {
  /** A navigation started: the bar shows after the throttle unless it is done by then. */
  start(): void;
  /** The new page is there: the bar fills up and fades out (or never shows). */
  done(): void;
  /** Stops every timer (the bar's component unmounted). */
  dispose(): void;
}

/**
 * The loading bar's behaviour on its element (hidden while idle): it moves the element through
 * inline styles, outside React, so it shows while the router holds a navigation in a pending
 * transition, when nothing React renders would be committed.
 */
export function createLoadingBar(element: HTMLElement): LoadingBar {
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let trickleTimer: ReturnType<typeof setInterval> | undefined;
  let finishTimer: ReturnType<typeof setTimeout> | undefined;
  let progress = 0;

  const setProgress = (value: number) => {
    progress = value;
    element.style.transform = `scaleX(${value})`;
  };
  const hide = () => {
    clearTimeout(finishTimer);
    finishTimer = undefined;
    element.hidden = true;
    element.style.opacity = '';
    setProgress(0);
  };
  const show = () => {
    showTimer = undefined;
    setProgress(startProgress);
    element.hidden = false;
    trickleTimer = setInterval(() => setProgress(trickled(progress)), trickleSpeedMs);
  };

  return {
    start() {
      if (showTimer !== undefined || trickleTimer !== undefined) return;
      // A navigation right after the last one finished: start again from the beginning.
      if (finishTimer !== undefined) hide();
      showTimer = setTimeout(show, loadingBarSettings.throttleMs);
    },
    done() {
      clearTimeout(showTimer);
      showTimer = undefined;
      if (trickleTimer === undefined) return;
      clearInterval(trickleTimer);
      trickleTimer = undefined;
      setProgress(1);
      finishTimer = setTimeout(() => {
        element.style.opacity = '0';
        finishTimer = setTimeout(hide, finishMs);
      }, finishMs);
    },
    dispose() {
      clearTimeout(showTimer);
      clearInterval(trickleTimer);
      clearTimeout(finishTimer);
      showTimer = trickleTimer = finishTimer = undefined;
    },
  };
}
