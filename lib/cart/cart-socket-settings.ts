/** The websocket server's app key when nothing is configured: the shop API's development default (`PUSHER_KEY`). */
export const defaultPusherKey = 'lumen-store-key';

export interface CartSocketEnv {
  NEXT_PUBLIC_PUSHER_KEY?: string;
  NEXT_PUBLIC_PUSHER_HOST?: string;
  NEXT_PUBLIC_PUSHER_PORT?: string;
}

/** What pusher-js needs to reach the shop API's websocket server (`/app/{key}`) and sign channels there. */
export interface CartSocketSettings {
  key: string;
  /**
   * Cluster eu (docs/live-cart-notices.md, "Settings"). With `wsHost` set, pusher-js never uses
   * Pusher's own cluster hosts.
   */
  cluster: 'eu';
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: boolean;
  enabledTransports: ('ws' | 'wss')[];
  authEndpoint: string;
}

/**
 * The shop API serves the websocket itself, so host and port default to those of its public URL
 * (`NEXT_PUBLIC_API_URL`), and TLS follows its scheme. Empty variables count as unset.
 */
export function cartSocketSettings(apiBaseUrl: string, env: CartSocketEnv): CartSocketSettings {
  const api = new URL(apiBaseUrl);
  const forceTLS = api.protocol === 'https:';
  const port = Number(env.NEXT_PUBLIC_PUSHER_PORT || api.port || (forceTLS ? 443 : 80));
  return {
    key: env.NEXT_PUBLIC_PUSHER_KEY || defaultPusherKey,
    cluster: 'eu',
    wsHost: env.NEXT_PUBLIC_PUSHER_HOST || api.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS,
    enabledTransports: [forceTLS ? 'wss' : 'ws'],
    authEndpoint: `${apiBaseUrl.replace(/\/+$/, '')}/auth/broadcasting`,
  };
}
