/**
 * Errors that happen before the error-reporting SDK is loaded (it loads once the page is idle, so it
 * adds nothing to the first-load JavaScript): held here, at most `limit`, and handed to the SDK
 * when it starts (Sentry's lazy-loading pattern). Without reporting they are dropped.
 */
const limit = 20;
const held: unknown[] = [];
let holding = false;

function hold(error: unknown): void {
  if (held.length < limit) held.push(error);
}

const onError = (event: ErrorEvent) => hold(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => hold(event.reason);

export function holdEarlyErrors(): void {
  if (holding || typeof window === 'undefined') return;
  holding = true;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}

/** Stops holding and returns what was held: the SDK's own handlers take over from here. */
export function takeEarlyErrors(): unknown[] {
  if (typeof window !== 'undefined') {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  holding = false;
  return held.splice(0);
}
