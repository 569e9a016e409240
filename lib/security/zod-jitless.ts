/**
 * zod 4 checks once, before its first object parse, whether it may compile parsers with
 * `new Function` (`Function('')` in a try/catch). In the browser our Content-Security-Policy has no
 * `'unsafe-eval'`, so that probe is blocked: the parse goes on without it, but the browser raises a
 * CSP violation (a report to `/api/csp-report`, and Lighthouse's "Issues" audit costs best
 * practices 4 points on every page that parses a schema). Telling zod up front that it runs jitless
 * skips the probe. zod keeps its settings on `globalThis.__zod_globalConfig` and reads them on
 * first use, so this works whether it runs before or after zod's own module, as long as it runs
 * before the first parse; it sits in the providers every page mounts, so zod itself stays out of
 * the first load. The server keeps the compiled parsers (no policy there, and they are faster).
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

export function configureJitlessZod(scope: ZodGlobal): void {
  const config = (scope.__zod_globalConfig ??= {});
  config.jitless = true;
}

if (typeof window !== 'undefined') configureJitlessZod(globalThis);
