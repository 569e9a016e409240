/**
 * The trace propagation headers (`sentry-trace`, `baggage`) a call to the shop API carries, so the
 * API's handler joins the trace of the page or route that called it (docs/error-reporting.md).
 * The error-reporting SDK registers where they come from once it runs (on the server in
 * instrumentation.ts, in the browser when the lazily loaded SDK starts); until then, and without
 * reporting, a call carries none. The source sits on `globalThis`, since Next.js loads this module
 * in more than one bundle of the same process.
 */
type TraceHeaderSource = () => { 'sentry-trace'?: string; baggage?: string };

const sourceKey = Symbol.for('lumen.traceHeaderSource');
const holder = globalThis as { [sourceKey]?: TraceHeaderSource };

export function setTraceHeaderSource(source: TraceHeaderSource | undefined): void {
  holder[sourceKey] = source;
}

/** The current trace's headers: only `sentry-trace` and `baggage`, and only those with a value. */
export function traceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const current = holder[sourceKey]?.() ?? {};
  for (const name of ['sentry-trace', 'baggage'] as const) {
    const value = current[name];
    if (value) headers[name] = value;
  }
  return headers;
}
