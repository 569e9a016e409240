/**
 * When the search popup opens and closes (spec: "Search popup" and the search constants):
 * - Enter opens it at once;
 * - typing non-blank text opens it 500 ms after the last keystroke;
 * - focus opens it after 100 ms, or at once when focus is already inside the search;
 * - clearing the text closes it at once (blank text is never delayed);
 * - any route change closes it, and so do Escape and focus leaving the search.
 * The rules are a pure transition; `createPopupController` runs its single timer.
 */
export const popupTiming = { typingDelayMs: 500, focusDelayMs: 100 } as const;

export type PopupEvent =
  | { type: 'input'; text: string }
  | { type: 'focus'; text: string; alreadyInside?: boolean }
  | { type: 'enter'; text: string }
  | { type: 'escape' }
  | { type: 'focus-left' }
  | { type: 'route-change' }
  | { type: 'timer' };

export interface PopupState {
  open: boolean;
  /** A pending opening, if any. */
  timer: 'typing' | 'focus' | null;
}

export interface PopupStep {
  state: PopupState;
  /** Start (or restart) the timer with this delay; absent: leave it as the state says. */
  startTimerMs?: number;
}

const closedPopup: PopupState = { open: false, timer: null };
const openNow: PopupStep = { state: { open: true, timer: null } };
const closeNow: PopupStep = { state: closedPopup };

const isBlank = (text: string) => text.trim() === '';

function popupTransition(state: PopupState, event: PopupEvent): PopupStep {
  switch (event.type) {
    case 'input':
      if (isBlank(event.text)) return closeNow;
      if (state.open) return { state };
      return { state: { open: false, timer: 'typing' }, startTimerMs: popupTiming.typingDelayMs };
    case 'focus':
      if (state.open || isBlank(event.text)) return { state };
      if (event.alreadyInside) return openNow;
      // A typing delay already running is the later, truer signal; keep it.
      if (state.timer === 'typing') return { state };
      return { state: { open: false, timer: 'focus' }, startTimerMs: popupTiming.focusDelayMs };
    case 'enter':
      return isBlank(event.text) ? { state } : openNow;
    case 'timer':
      return state.timer ? openNow : { state };
    case 'escape':
    case 'focus-left':
    case 'route-change':
      return closeNow;
  }
}

export interface PopupTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PopupController {
  dispatch(event: PopupEvent): void;
  getState(): PopupState;
  /** Cancels a pending timer (unmount). */
  dispose(): void;
}

/** Runs the transition with one timer; `onChange` hears every change of `open`. */
export function createPopupController(
  onChange: (open: boolean) => void,
  timers: PopupTimers = globalThis,
): PopupController {
  let state = closedPopup;
  let handle: unknown = null;
  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  function dispatch(event: PopupEvent): void {
    const step = popupTransition(state, event);
    const wasOpen = state.open;
    state = step.state;
    if (step.startTimerMs !== undefined) {
      clear();
      handle = timers.setTimeout(() => {
        handle = null;
        dispatch({ type: 'timer' });
      }, step.startTimerMs);
    } else if (state.timer === null) {
      clear();
    }
    if (state.open !== wasOpen) onChange(state.open);
  }
  return { dispatch, getState: () => state, dispose: clear };
}
