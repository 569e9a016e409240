import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AppCredentials {
  key: string;
  secret: string;
}

/**
 * Checks the `auth` of a `pusher:subscribe` to a private channel: `key:signature`, where the
 * signature is HMAC-SHA256 of `socket_id:channel` (then `:channel_data` when given) with the app's
 * secret, in hex. `POST /auth/broadcasting` signs with the `pusher` package; this is the one place
 * that checks, and it compares in constant time.
 */
export function isValidChannelAuth(
  app: AppCredentials,
  socketId: string,
  channel: string,
  auth: string | undefined,
  channelData?: string,
): boolean {
  if (!auth) return false;
  const separator = auth.indexOf(':');
  if (separator < 0 || auth.slice(0, separator) !== app.key) return false;
  const given = Buffer.from(auth.slice(separator + 1), 'utf8');
  const signed = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  const expected = Buffer.from(createHmac('sha256', app.secret).update(signed).digest('hex'), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
