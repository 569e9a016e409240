import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Instrumentation } from 'next';
import { reportRequestError } from '@/lib/error-reporting/request-error';
import { noteRequestError, trackDocument } from '@/lib/errors/unavailable-status';

/**
 * Once per server process: the mode's banner, or, when `SHOP_ENV=production` lacks a safe setting,
 * one line naming each and an exit (lib/deployment/shop-env.ts, docs/deploying.md). Then every
 * request's `X-Forwarded-For` ends with the socket's real peer (lib/security/socket-peer.ts; a bad
 * TRUSTED_PROXIES stops the start), and document requests are watched, so a page the shop API could
 * not serve answers 503 instead of 500 (lib/errors/unavailable-status.ts). Error reporting starts
 * in either runtime (lib/error-reporting, docs/error-reporting.md).
 */
export async function register(): Promise<void> {
  const { refusalLine, shopEnvOf, startBanner, storefrontSettingProblems } = await import('@/lib/deployment/shop-env');
  const { reportingEnv } = await import('@/lib/error-reporting/reporting-env');
  const shopEnv = shopEnvOf(process.env) ?? 'demo';
  const { startServerErrorReporting } = await import('@/lib/error-reporting/server-error-reporting');
  if (process.env.NEXT_RUNTIME === 'edge') {
    startServerErrorReporting(shopEnv, reportingEnv());
    return;
  }
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const problems = storefrontSettingProblems({
    SHOP_ENV: process.env.SHOP_ENV,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
    NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL,
    NEXT_PUBLIC_PUSHER_KEY: process.env.NEXT_PUBLIC_PUSHER_KEY,
    SITE_URL: process.env.SITE_URL,
    ...reportingEnv(),
  });
  if (problems.length > 0) {
    console.error(refusalLine(problems));
    process.exit(1);
  }
  console.log(startBanner(shopEnv));
  const reportsTo = startServerErrorReporting(shopEnv, reportingEnv());
  console.log(`[storefront] error reports and traces: ${reportsTo} (docs/error-reporting.md)`);
  const { recordSocketPeers } = await import('@/lib/security/socket-peer');
  const { storefrontTrustedProxies } = await import('@/lib/security/client-address');
  storefrontTrustedProxies();
  recordSocketPeers();
  const { subscribe } = await import('node:diagnostics_channel');
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    trackDocument(request, response);
  });
}

/**
 * Next.js logs every server error itself. A failure caused by the shop API being unavailable turns
 * the page's 500 into a 503 (this runs while the page renders, before its status is sent). Every
 * failure goes to error reporting, a crawler's marked as such (lib/error-reporting/request-error.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  noteRequestError(error, request.headers);
  reportRequestError(error, request, context);
};
