/**
 * The id of the build this code belongs to, inlined at build time (next.config.ts sets
 * `NEXT_PUBLIC_BUILD_ID` and uses the same value as the Next.js build id). Empty in unit tests.
 */
export const currentBuildId: string = process.env.NEXT_PUBLIC_BUILD_ID ?? '';

/** Where the running server tells its build id; the query defeats every cache on the way. */
export const latestBuildPath = '/latest.json';
