import { z } from 'zod';

/**
 * The subset of the Pusher protocol (version 7) the websocket server speaks: the frames it sends,
 * the client messages it reads, and the codes of its errors. Every frame is a JSON text message
 * `{ event, channel?, data }`; `data` of the frames the server sends is itself a JSON string, as
 * Pusher sends it, except in `pusher:error`, where it is an object `{ code, message }`.
 */
export const protocolVersion = 7;

/**
 * Codes of `pusher:error` and of closing a socket. 4000–4099: the client must not reconnect as it
 * is; 4100–4199: reconnect after a back-off; 4200–4299: reconnect at once; 4300–4399: the message
 * was refused, the connection stays.
 */
export const pusherCodes = {
  appDoesNotExist: 4001,
  invalidVersionFormat: 4006,
  unsupportedProtocolVersion: 4007,
  noProtocolVersion: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  serverClosing: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const;
function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });
}

export const frames = {
  connectionEstablished: (socketId: string, activityTimeoutSeconds: number) =>
    frame(
      'pusher:connection_established',
      JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds }),
    ),
  subscriptionSucceeded: (channel: string) => frame('pusher_internal:subscription_succeeded', '{}', channel),
  ping: () => frame('pusher:ping', '{}'),
  pong: () => frame('pusher:pong', '{}'),
  /**
   * `code` is one of `pusherCodes`, or null for a refusal without a code of its own (a malformed
   * message, an unsupported channel type). With `channel`, pusher-js also hands it to that channel.
   */
  error: (code: number | null, message: string, channel?: string) => frame('pusher:error', { code, message }, channel),
  /** An event published to a channel; its data travels as a JSON string. */
  event: (channel: string, event: string, data: unknown) => frame(event, JSON.stringify(data), channel),
};

/** pusher-js sends `data` as an object; some clients send it as a JSON string. Both are read. */
const dataObject = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

const ChannelField = z.string().min(1);

const ClientMessageSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('pusher:ping') }),
  z.object({ event: z.literal('pusher:pong') }),
  z.object({
    event: z.literal('pusher:subscribe'),
    data: dataObject(
      z.object({ channel: ChannelField, auth: z.string().optional(), channel_data: z.string().optional() }),
    ),
  }),
  z.object({ event: z.literal('pusher:unsubscribe'), data: dataObject(z.object({ channel: ChannelField })) }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export type ParsedMessage =
  | { kind: 'message'; message: ClientMessage }
  | { kind: 'client-event'; channel: string | undefined }
  | { kind: 'invalid'; reason: string };

/** Reads one text frame from a client. Client events (`client-…`) are recognised so they can be refused by name. */
export function parseClientMessage(text: string): ParsedMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'invalid', reason: 'Invalid message format: not JSON.' };
  }
  const envelope = z.object({ event: z.string(), channel: z.string().optional() }).safeParse(json);
  if (!envelope.success)
    return { kind: 'invalid', reason: 'Invalid message format: an object with an event is expected.' };
  if (envelope.data.event.startsWith('client-')) return { kind: 'client-event', channel: envelope.data.channel };
  const parsed = ClientMessageSchema.safeParse(json);
  if (parsed.success) return { kind: 'message', message: parsed.data };
  const known = ['pusher:ping', 'pusher:pong', 'pusher:subscribe', 'pusher:unsubscribe'].includes(envelope.data.event);
  return {
    kind: 'invalid',
    reason: known
      ? `Invalid ${envelope.data.event} message: a channel is expected.`
      : `Unsupported event ${envelope.data.event.slice(0, 64)}.`,
  };
}
