import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import { channelNamePattern, maxChannelNameLength, privateChannelPrefix } from '@contract/calls/broadcasting';
import type { BroadcastingConfig } from '../config';
import type { ChannelRegistry, Subscriber } from './channel-registry';
import { isValidChannelAuth } from './channel-signature';
import { startHeartbeat, type Heartbeat } from './heartbeat';
import { frames, parseClientMessage, pusherCodes } from './pusher-protocol';

/** A client that lets this much pile up unread is dropped (4100) rather than held in memory. */
const maxBufferedBytes = 1024 * 1024;

export interface ConnectionDeps {
  channels: ChannelRegistry;
  settings: BroadcastingConfig;
  log: FastifyBaseLogger;
  onClosed(connection: PusherConnection): void;
}

/** One client's socket: its handshake, its subscriptions, its heartbeat, and the frames it is sent. */
export class PusherConnection implements Subscriber {
  private readonly subscriptions = new Set<string>();
  private readonly heartbeat: Heartbeat;

  constructor(
    private readonly socket: WebSocket,
    readonly socketId: string,
    private readonly deps: ConnectionDeps,
  ) {
    const { settings } = deps;
    this.heartbeat = startHeartbeat({
      activityMs: settings.activityTimeoutSeconds * 1000,
      pongMs: settings.pongTimeoutSeconds * 1000,
      ping: () => this.send(frames.ping()),
      expire: () => this.close(pusherCodes.pongNotReceived, 'Pong reply not received'),
    });
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.closed());
    // ws closes the socket itself after a protocol error (a message over maxPayload: 1009).
    socket.on('error', (error) => deps.log.debug({ err: error, socketId }, 'websocket error'));
    this.send(frames.connectionEstablished(socketId, settings.activityTimeoutSeconds));
  }

  send(frame: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > maxBufferedBytes) {
      this.close(pusherCodes.overCapacity, 'Over capacity: the client reads too slowly');
      return;
    }
    this.socket.send(frame);
  }

  /** Sends pusher:error with the code, then closes the socket with the same code. */
  close(code: number, reason: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(frames.error(code, reason));
    this.socket.close(code, reason);
  }

  private refuse(code: number | null, message: string, channel?: string): void {
    this.send(frames.error(code, message, channel));
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.heartbeat.seen();
    if (isBinary) return this.refuse(null, 'Invalid message format: send JSON text frames.');
    const parsed = parseClientMessage(data.toString());
    if (parsed.kind === 'invalid') return this.refuse(null, parsed.reason);
    if (parsed.kind === 'client-event') {
      return this.refuse(pusherCodes.clientEventRejected, 'Client events are not accepted.', parsed.channel);
    }
    const { message } = parsed;
    switch (message.event) {
      case 'pusher:ping':
        return this.send(frames.pong());
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(message.data.channel, message.data.auth, message.data.channel_data);
      case 'pusher:unsubscribe':
        this.subscriptions.delete(message.data.channel);
        return this.deps.channels.unsubscribe(message.data.channel, this);
    }
  }

  private subscribe(channel: string, auth: string | undefined, channelData: string | undefined): void {
    const { channels, settings } = this.deps;
    if (channel.length > maxChannelNameLength || !channelNamePattern.test(channel)) {
      return this.refuse(null, `Invalid channel name: at most ${maxChannelNameLength} of A–Z a–z 0–9 - _ = @ , . ;`);
    }
    if (channel.startsWith('presence-') || channel.startsWith('private-encrypted-')) {
      return this.refuse(null, 'Presence and encrypted channels are not supported.', channel);
    }
    if (this.subscriptions.has(channel)) return this.send(frames.subscriptionSucceeded(channel));
    if (this.subscriptions.size >= settings.maxChannelsPerSocket) {
      const limit = settings.maxChannelsPerSocket;
      return this.refuse(pusherCodes.overCapacity, `Over capacity: at most ${limit} channels per connection.`, channel);
    }
    if (
      channel.startsWith(privateChannelPrefix) &&
      !isValidChannelAuth(settings, this.socketId, channel, auth, channelData)
    ) {
      // As Pusher does, without a code: 4009 would read as the whole connection being unauthorised.
      return this.refuse(null, `Invalid signature: subscription to ${channel} refused.`, channel);
    }
    this.subscriptions.add(channel);
    channels.subscribe(channel, this);
    this.send(frames.subscriptionSucceeded(channel));
  }

  private closed(): void {
    this.heartbeat.stop();
    for (const channel of this.subscriptions) this.deps.channels.unsubscribe(channel, this);
    this.subscriptions.clear();
    this.deps.onClosed(this);
  }
}
