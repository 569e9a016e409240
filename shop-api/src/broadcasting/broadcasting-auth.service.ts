import type { FastifyRequest } from 'fastify';
import Pusher from 'pusher';
import {
  parsePrivateCartChannel,
  type BroadcastingAuth,
  type BroadcastingAuthBody,
} from '@contract/calls/broadcasting';
import type { BroadcastingConfig } from '../config';
import { ApiError } from '../http/api-error';
import { msg } from '../messages/message';

/**
 * Decides whether the request holds the cart (the cart part of the API supplies it, see
 * docs/live-cart-notices.md). `cartId` is a lower-case UUID; the answer is only ever "yes" or "no".
 */
export type AuthorizeCart = (cartId: string, request: FastifyRequest) => Promise<boolean>;

export interface ChannelAuthorizer {
  authorize(body: BroadcastingAuthBody, request: FastifyRequest): Promise<BroadcastingAuth>;
}

/**
 * Signs a socket's subscription to its cart's private channel with the `pusher` package (its
 * `authorizeChannel`), after checking that the channel is a cart channel of this shop and that the
 * request holds that cart.
 */
export function createChannelAuthorizer(options: {
  settings: BroadcastingConfig;
  shopId: number;
  authorizeCart: AuthorizeCart;
}): ChannelAuthorizer {
  const { settings, shopId, authorizeCart } = options;
  const pusher = new Pusher({ appId: settings.appId, key: settings.key, secret: settings.secret, cluster: 'eu' });
  return {
    async authorize(body, request) {
      const cart = parsePrivateCartChannel(body.channel_name);
      if (!cart || cart.shopId !== shopId) {
        throw new ApiError('forbidden', msg('cart.channelForeign', { shopId, cartId: '{cartId}' }));
      }
      if (!(await authorizeCart(cart.cartId, request))) {
        throw new ApiError('forbidden', 'cart.channelHolder');
      }
      const { auth, channel_data, shared_secret } = pusher.authorizeChannel(body.socket_id, body.channel_name);
      return {
        auth,
        ...(channel_data === undefined ? {} : { channel_data }),
        ...(shared_secret === undefined ? {} : { shared_secret }),
      };
    },
  };
}
