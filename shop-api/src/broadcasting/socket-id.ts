import { randomInt } from 'node:crypto';

/**
 * A Pusher socket id (`<int>.<int>`). Random rather than counted, so that ids do not repeat across
 * API processes that share a Redis fan-out; the signature binds a subscription to it, so it need not be secret.
 */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}
