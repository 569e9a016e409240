import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Instrumentation } from 'next';
import { noteRequestError, trackDocument } from '@/lib/errors/unavailable-status';
import { isCrawlerUserAgent } from '@/lib/seo/crawler-user-agent';

/**
 * Once per server process: the mode's banner, or, when `SHOP_ENV=production` lacks a safe setting,
 * one line naming each and an exit (lib/deployment/shop-env.ts, docs/deploying.md). Then every
 * request's `X-Forwarded-For` ends with the socket's real peer (lib/security/socket-peer.ts; a bad
 * TRUSTED_PROXIES stops the start), and document requests are watched, so a page the shop API could
 * not serve answers 503 instead of 500 (lib/errors/unavailable-status.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { refusalLine, shopEnvOf, startBanner, storefrontSettingProblems } = await import('@/lib/deployment/shop-env');
  const problems = storefrontSettingProblems({
    SHOP_ENV: process.env.SHOP_ENV,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
    NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL,
    NEXT_PUBLIC_PUSHER_KEY: process.env.NEXT_PUBLIC_PUSHER_KEY,
    SITE_URL: process.env.SITE_URL,
  });
  if (problems.length > 0) {
    console.error(refusalLine(problems));
    process.exit(1);
  }
  console.log(startBanner(shopEnvOf(process.env) ?? 'demo'));
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
 * the page's 500 into a 503 (this runs while the page renders, before its status is sent). A
 * crawler's failed request gets one more line saying that no error page was shown to it, so the
 * server log tells which bot hit which failure.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  noteRequestError(error, request.headers);
  const userAgent = request.headers['user-agent'];
  const agent = Array.isArray(userAgent) ? userAgent[0] : userAgent;
  if (!isCrawlerUserAgent(agent)) return;
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  console.error(
    JSON.stringify({
      event: 'crawler_request_error',
      method: request.method,
      path: request.path,
      route: context.routePath,
      digest,
      userAgent: agent,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
};
