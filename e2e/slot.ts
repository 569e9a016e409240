/**
 * Browser-test "slots": `E2E_SLOT=n` runs the suite on its own ports, build folder and database
 * (web 3010+n, API 4010+n, error-report collector 4910+n, `.next-e2e-n`, `.e2e-data-n`), so several runs can share a machine.
 * Without it: web 3010, API 4010, `.next-e2e`, `.e2e-data`.
 */
const raw = process.env.E2E_SLOT ?? '';
const slot = /^[1-9]$/.test(raw) ? Number(raw) : 0;
const suffix = slot ? `-${slot}` : '';

/** `collector`: the browser tests' stand-in for Spotlight (e2e/support/envelope-collector.mjs). */
export const e2ePorts = { api: 4010 + slot, web: 3010 + slot, collector: 4910 + slot };
export const e2eDistDir = `.next-e2e${suffix}`;
export const e2eDataDir = `.e2e-data${suffix}/pglite`;
export const e2eApiUrl = `http://localhost:${e2ePorts.api}`;
export const e2eWebUrl = `http://localhost:${e2ePorts.web}`;
export const e2eCollectorUrl = `http://localhost:${e2ePorts.collector}`;
