/** Secrets the browser tests run both servers with (never used outside the test servers). */
export const e2eAdminToken = 'e2e-admin-token';
export const e2eRevalidateSecret = 'e2e-revalidate-secret';
