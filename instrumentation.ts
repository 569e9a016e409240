import type { Instrumentation } from 'next';
import { isCrawlerUserAgent } from '@/lib/seo/crawler-user-agent';

/**
 * At the server's start: every request's `X-Forwarded-For` ends with the socket's real peer
 * (lib/security/socket-peer.ts), and TRUSTED_PROXIES is checked, so a bad value stops the start.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordSocketPeers } = await import('@/lib/security/socket-peer');
  const { storefrontTrustedProxies } = await import('@/lib/security/client-address');
  storefrontTrustedProxies();
  recordSocketPeers();
}

/**
 * Next.js logs every server error itself. A crawler's failed request gets one more line saying
 * that no error page was shown to it, so the server log tells which bot hit which failure.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
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
