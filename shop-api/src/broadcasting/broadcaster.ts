import type { FastifyBaseLogger } from 'fastify';
import { privateCartChannel, type CartNoticeData, type CartNoticeEvent } from '@contract/calls/broadcasting';
import type { ChannelRegistry } from './channel-registry';
import { frames } from './pusher-protocol';

/** One published event, as it travels between API processes. */
export interface PublishedEvent {
  channel: string;
  event: string;
  data: unknown;
}

/** Carries events to the sockets of other API processes (Redis pub/sub); see redis-fanout.ts. */
export interface Fanout {
  publish(message: PublishedEvent): Promise<void>;
  close(): Promise<void>;
}

/** What the rest of the API calls to send live notices (`app.broadcaster`). */
export interface Broadcaster {
  /** Any event on any channel; resolves once local sockets have it and the fan-out took it; never rejects. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /** A cart notice on `private-shop.{shopId}.cart.{cartId}`, to whoever holds that cart open. */
  toCart(cartId: string, event: CartNoticeEvent, data: CartNoticeData): Promise<void>;
}

/** Sends an event to the subscribers this process holds; answers how many there were. */
export function deliverLocally(channels: ChannelRegistry, message: PublishedEvent): number {
  return channels.deliver(message.channel, frames.event(message.channel, message.event, message.data));
}

export function createBroadcaster(options: {
  channels: ChannelRegistry;
  shopId: number;
  log: FastifyBaseLogger;
  fanout?: Fanout;
}): Broadcaster {
  const { channels, shopId, log, fanout } = options;
  const publish = async (channel: string, event: string, data: unknown) => {
    const message = { channel, event, data };
    deliverLocally(channels, message);
    if (!fanout) return;
    try {
      await fanout.publish(message);
    } catch (error) {
      // A notice is a courtesy: a fan-out failure is logged, never turned into a failed order.
      log.warn({ err: error, channel, event }, 'live notice not handed to the Redis fan-out');
    }
  };
  return {
    publish,
    toCart: (cartId, event, data) => publish(privateCartChannel(shopId, cartId), event, data),
  };
}
