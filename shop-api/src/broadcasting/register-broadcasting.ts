import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { shopIdentity } from '../shop/shop-info.service';
import { broadcastingAuthRoutes } from './broadcasting-auth.routes';
import { createChannelAuthorizer, type AuthorizeCart } from './broadcasting-auth.service';
import { createBroadcaster, deliverLocally, type Broadcaster } from './broadcaster';
import { ChannelRegistry } from './channel-registry';
import { connectRedisFanout } from './redis-fanout';
import { attachWebsocketServer } from './websocket-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live notices to websocket clients: `app.broadcaster.toCart(cartId, event, data)`. */
    broadcaster: Broadcaster;
  }
}

/**
 * Live cart notices (docs/live-cart-notices.md): the Pusher-protocol websocket endpoint on the
 * API's own HTTP server (`/app/{PUSHER_KEY}`), `POST /auth/broadcasting`, `app.broadcaster`, and
 * with `REDIS_URL` the fan-out between API processes. Sockets, then Redis, close with the app.
 */
export async function registerBroadcasting(
  app: FastifyInstance,
  options: { authorizeCart: AuthorizeCart },
): Promise<void> {
  const settings = app.deps.config.broadcasting;
  const log = app.log.child({ module: 'broadcasting' });
  const channels = new ChannelRegistry();
  const fanout = settings.redisUrl
    ? await connectRedisFanout({
        url: settings.redisUrl,
        appId: settings.appId,
        log,
        deliver: (message) => deliverLocally(channels, message),
      })
    : undefined;
  app.decorate('broadcaster', createBroadcaster({ channels, shopId: shopIdentity.id, log, fanout }));

  const websockets = attachWebsocketServer({
    server: app.server,
    route: (request, response) => app.routing(request, response),
    settings,
    allowedOrigins: app.deps.config.storefrontOrigins,
    channels,
    log,
  });
  // Upgrades come here through the router (websocket-server.ts); a plain GET is told what this is.
  app.get('/app/:key', { schema: { hide: true } }, async (request, reply) => {
    if (!websockets.upgrade(request, reply)) throw new ApiError('bad_request', 'http.websocketOnly');
  });
  app.addHook('preClose', async () => websockets.close());
  app.addHook('onClose', async () => fanout?.close());

  const authorizer = createChannelAuthorizer({
    settings,
    shopId: shopIdentity.id,
    authorizeCart: options.authorizeCart,
  });
  await app.register(broadcastingAuthRoutes, { authorizer });
}
