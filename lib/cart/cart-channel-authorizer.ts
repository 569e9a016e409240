import type { ChannelAuthorizerGenerator } from 'pusher-js';
import { BroadcastingAuthSchema } from '@contract/calls/broadcasting';
import type { Locale } from '@contract/locales';
import { getBrowserApi } from '@/lib/api/browser-api';

/**
 * Echo's `authorizer`: asks `POST /auth/broadcasting` (JSON `socket_id`, `channel_name`) through the
 * browser API client, with the cart holder's cookies when the API is on another origin. A refusal
 * reaches the channel as `pusher:subscription_error`, with the API's message.
 */
export function cartChannelAuthorizer(locale: () => Locale): ChannelAuthorizerGenerator {
  return (channel) => ({
    authorize(socketId, callback) {
      getBrowserApi(locale())
        .post(BroadcastingAuthSchema, 'auth/broadcasting', {
          body: { socket_id: socketId, channel_name: channel.name },
        })
        .then(
          (auth) => callback(null, auth),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
        );
    },
  });
}
