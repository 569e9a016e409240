/**
 * Nothing to set up. Without this file Next.js took the storefront's `instrumentation.ts` from the
 * repository root (the Turbopack root) into the floor app.
 */
export function register() {}
