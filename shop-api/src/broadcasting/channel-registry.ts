/** Anything that can receive a frame: a socket's connection. */
export interface Subscriber {
  send(frame: string): void;
}

/** Which local sockets listen to which channel. A channel exists while someone listens. */
export class ChannelRegistry {
  private readonly channels = new Map<string, Set<Subscriber>>();

  subscribe(channel: string, subscriber: Subscriber): void {
    let subscribers = this.channels.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
    }
    subscribers.add(subscriber);
  }

  unsubscribe(channel: string, subscriber: Subscriber): void {
    const subscribers = this.channels.get(channel);
    if (!subscribers) return;
    subscribers.delete(subscriber);
    if (subscribers.size === 0) this.channels.delete(channel);
  }

  /** Sends one frame, serialized once, to every local subscriber of the channel; answers how many got it. */
  deliver(channel: string, frame: string): number {
    const subscribers = this.channels.get(channel);
    if (!subscribers) return 0;
    for (const subscriber of subscribers) subscriber.send(frame);
    return subscribers.size;
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  get channelCount(): number {
    return this.channels.size;
  }
}
