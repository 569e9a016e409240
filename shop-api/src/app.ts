import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { apiHeaders } from '@contract';
import { orderHeaders } from '@contract/calls/orders';
import type { AuthorizeCart } from './broadcasting/broadcasting-auth.service';
import { registerAuthLimits } from './auth/rate-limits';
import { cartChannelAccess } from './cart/cart-channel-access';
import { registerBroadcasting } from './broadcasting/register-broadcasting';
import type { ApiConfig } from './config';
import { ApiError } from './http/api-error';
import type { Database } from './db/client';
import { registerErrorHandling } from './http/error-handler';
import { gracefulStop } from './http/graceful-stop';
import { apiMethods, routerOptions } from './http/method-not-allowed';
import { registerOpenApi } from './http/openapi';
import { registerZodCompilers } from './http/zod-compilers';
import { registerControlCharacterGuard } from './http/control-characters';
import { registerRequestContext, requestLocale } from './http/request-context';
import { trustProxyOption } from './http/trusted-proxies';
import { attachMailer } from './mail/app-mailer';
import { registerSecurityHeaders, setSecurityHeaders } from './http/security-headers';
import { addVary } from './http/vary';
import { liveGateways } from './payments/live-gateways';
import { registerRoutes } from './routes';
import { loadCurrencies } from './shop/currencies.repository';

export interface AppDeps {
  db: Database;
  config: ApiConfig;
  /**
   * Whether a request holds a cart, for its live-notice channel (POST /auth/broadcasting). By default
   * the carts' own access rule (`cartChannelAccess`); tests may pass their own.
   */
  authorizeCart?: AuthorizeCart;
  /** Folder of the sandbox mailbox's files (server.ts passes `config.mailboxDir`); unset, mail stays in memory. */
  mailboxDir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

function answerUndecodableUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const apiError = new ApiError('bad_request', 'http.badUrl');
  // This answer skips the hooks, the security headers' one too.
  setSecurityHeaders(request, reply);
  void reply.status(apiError.status).send(apiError.toBody(requestLocale(request)));
}

/** Builds the shop API on an open, migrated database. Tests call this and use `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    // Query strings follow the list convention; repeated keys become arrays and are rejected by the schemas.
    routerOptions,
    bodyLimit: 1024 * 1024,
    // A URL that cannot be decoded never reaches a route or the error handler: answer it in the contract's body too.
    frameworkErrors: answerUndecodableUrl,
    // request.ip: the right-most X-Forwarded-For address no TRUSTED_PROXIES entry vouches for, else the socket's.
    trustProxy: trustProxyOption(deps.config.auth.trustedProxies),
    // A request that arrives on an open connection while the app stops is served, with
    // `Connection: close` (http/graceful-stop.ts): it reached this process, which still can.
    return503OnClosing: false,
  });
  app.decorate('deps', deps);
  const stop = gracefulStop(app, { graceMs: deps.config.stopGraceMs });
  app.addHook('preClose', stop.stopAccepting);
  registerZodCompilers(app, deps.config.validateResponses);
  registerErrorHandling(app);
  registerSecurityHeaders(app, { storefrontOrigins: deps.config.storefrontOrigins });
  await registerOpenApi(app, deps.config.publicUrl);
  await app.register(cors, {
    origin: deps.config.storefrontOrigins,
    credentials: true,
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      apiHeaders.language,
      apiHeaders.currency,
      apiHeaders.tax,
      apiHeaders.trackingId,
      orderHeaders.idempotencyKey,
      orderHeaders.orderToken,
      // Error reporting's trace propagation (docs/error-reporting.md): a browser call joins the page's trace.
      'sentry-trace',
      'baggage',
    ],
    exposedHeaders: [apiHeaders.trackingId, 'Idempotent-Replayed', 'Retry-After'],
    methods: apiMethods,
    maxAge: 600,
  });
  // @fastify/cors says Vary: Origin when it reflects an origin; a route that sets Vary outright would
  // drop it (routes use addVary), so every answer says it once more on its way out.
  app.addHook('onSend', async (_request, reply) => addVary(reply, 'Origin'));
  const shopCurrencies = await loadCurrencies(deps.db);
  if (shopCurrencies.length === 0)
    app.log.warn(
      'The database holds no active currency: every call answers 422 until the shop’s data is loaded (docs/deploying.md).',
    );
  registerRequestContext(app, shopCurrencies);
  registerControlCharacterGuard(app);
  await attachMailer(app, deps.mailboxDir);
  await registerAuthLimits(app, deps.config.auth.rateLimits);
  // A demo's sandboxes (shop-api/src/sandbox/) are loaded only in a demo: a production process has none of their code.
  const sandbox = deps.config.shopEnv === 'demo' ? await import('./sandbox/register-sandboxes') : undefined;
  // Card gateways: the real APIs of those configured (GOPAY_*, CSOB_*), a demo's sandboxes for the
  // rest; a production shop without them offers no card payment and says why (`unavailable_reason`).
  await registerRoutes(app, { ...sandbox?.sandboxGateways(app), ...liveGateways(deps.config.orders) });
  if (sandbox) await sandbox.registerSandboxes(app);
  await registerBroadcasting(app, { authorizeCart: deps.authorizeCart ?? cartChannelAccess(deps.db) });
  app.addHook('preClose', stop.drain);
  return app;
}
