import { protocolVersion, pusherCodes } from './pusher-protocol';

/** Why a new socket is turned away: sent as pusher:error, then as the close code and reason. */
export interface Refusal {
  code: number;
  reason: string;
}

export interface HandshakeState {
  appKey: string;
  /** The browser page that opens the socket (`Origin`); absent for clients outside a browser. */
  origin: string | undefined;
  /** The storefront origins (`STOREFRONT_ORIGINS`), the same the API's CORS allows. */
  allowedOrigins: string[];
  connections: number;
  maxConnections: number;
  /** Open sockets of the client address this one comes from, and how many one address may hold. */
  clientConnections: number;
  maxConnectionsPerClient: number;
  closing: boolean;
}

const appPath = /^\/app\/([^/]+)$/;

/** The app key of a websocket path (`/app/{key}`), or null for any other path. */
export function appKeyOfPath(pathname: string): string | null {
  const key = appPath.exec(pathname)?.[1];
  if (key === undefined) return null;
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/**
 * Checks a new socket's URL (`/app/{key}?protocol=7&client=js&version=…`) as a Pusher server does:
 * the app, the page it comes from (another site's page is an unauthorised connection), the protocol
 * version, then capacity: the server's, then the client address's. Answers null when it may stay.
 * Close reasons stay within the 123 bytes a close frame allows.
 */
export function handshakeRefusal(key: string, search: URLSearchParams, state: HandshakeState): Refusal | null {
  if (state.closing) return { code: pusherCodes.serverClosing, reason: 'Server is closing; reconnect shortly' };
  if (key !== state.appKey) return { code: pusherCodes.appDoesNotExist, reason: 'App key does not exist' };
  if (state.origin !== undefined && !state.allowedOrigins.includes(state.origin)) {
    return { code: pusherCodes.unauthorized, reason: 'Origin not allowed' };
  }
  const version = search.get('protocol');
  if (version === null || version === '')
    return { code: pusherCodes.noProtocolVersion, reason: 'No protocol version supplied' };
  if (!/^\d{1,4}$/.test(version))
    return { code: pusherCodes.invalidVersionFormat, reason: 'Invalid version string format' };
  if (Number(version) !== protocolVersion) {
    return {
      code: pusherCodes.unsupportedProtocolVersion,
      reason: `Unsupported protocol version; use ${protocolVersion}`,
    };
  }
  if (state.connections >= state.maxConnections) return { code: pusherCodes.overCapacity, reason: 'Over capacity' };
  // The same code: pusher-js backs off and reconnects, and gets in once one of the address's sockets closes.
  if (state.clientConnections >= state.maxConnectionsPerClient)
    return { code: pusherCodes.overCapacity, reason: 'Too many connections from this address' };
  return null;
}
