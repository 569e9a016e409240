import { z } from 'zod';
import { IdSchema } from '../entities/common';

/**
 * Live cart notices (docs/live-cart-notices.md): the channel names, the events and their data that
 * the shop API publishes and the storefront listens to, and `POST /auth/broadcasting`, which signs
 * a socket's subscription to a private channel.
 */

/** A Pusher socket id: two whole numbers joined by a dot (`123.456`). */
export const socketIdPattern = /^\d{1,20}\.\d{1,20}$/;
/** What the Pusher protocol allows in a channel name, and its length limit. */
export const channelNamePattern = /^[-a-zA-Z0-9_=@,.;]+$/;
export const maxChannelNameLength = 164;

/** Private channels need a signature from `POST /auth/broadcasting`; laravel-echo adds this prefix itself. */
export const privateChannelPrefix = 'private-';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A cart's channel as laravel-echo names it (`Echo.private(name)`): `shop.{shopId}.cart.{cartId}`,
 * the UUID in lower case, so that the publishing and the listening side always name the same channel.
 */
export function cartChannel(shopId: number, cartId: string): string {
  return `shop.${shopId}.cart.${cartId.toLowerCase()}`;
}

/** The private channel on the wire (`private-shop.{shopId}.cart.{cartId}`). */
export function privateCartChannel(shopId: number, cartId: string): string {
  return `${privateChannelPrefix}${cartChannel(shopId, cartId)}`;
}

/** The shop and cart of a private cart channel, or null for any other channel (a cart id is a UUID). */
export function parsePrivateCartChannel(channelName: string): { shopId: number; cartId: string } | null {
  const match = /^private-shop\.([1-9]\d{0,9})\.cart\.([^.]+)$/.exec(channelName);
  if (!match?.[1] || !match[2] || !uuidPattern.test(match[2])) return null;
  return { shopId: Number(match[1]), cartId: match[2].toLowerCase() };
}

/** The two live cart notices (docs/live-cart-notices.md: `cart_item_sold_out`, `cart_item_stock_decreased`). */
export const cartNoticeEvents = ['cart-item-sold-out-message', 'cart-item-amount-changed-message'] as const;
export const CartNoticeEventSchema = z.enum(cartNoticeEvents);
export type CartNoticeEvent = z.infer<typeof CartNoticeEventSchema>;

/** What both events carry: the item, its product (and variation) and name, and the amount left in the cart (0 when sold out). */
export const CartNoticeDataSchema = z.object({
  cart_item_id: IdSchema,
  product_id: IdSchema,
  product_variation_id: IdSchema.nullable(),
  name: z.string(),
  amount: z.number().int().min(0),
});
export type CartNoticeData = z.infer<typeof CartNoticeDataSchema>;

/** `POST /auth/broadcasting`: the socket that wants to subscribe and the channel it asks for. */
export const BroadcastingAuthBodySchema = z.strictObject({
  socket_id: z
    .string()
    .max(41)
    .regex(socketIdPattern, 'Must be a socket id: two whole numbers joined by a dot (123.456).')
    .describe('The id the websocket server gave the socket in pusher:connection_established.')
    .meta({ examples: ['1234.5678'] }),
  channel_name: z
    .string()
    .min(1)
    .max(maxChannelNameLength, `At most ${maxChannelNameLength} characters.`)
    .regex(channelNamePattern, 'Use only letters, digits and - _ = @ , . ;')
    .describe('The channel to subscribe to: private-shop.{shopId}.cart.{cartId}.')
    .meta({ examples: ['private-shop.1.cart.0b6f3c1e-8a4d-4d2b-9f1e-3c5a7b9d1e2f'] }),
});
export type BroadcastingAuthBody = z.infer<typeof BroadcastingAuthBodySchema>;

/** The signature the socket sends with `pusher:subscribe` (`key:HMAC-SHA256(secret, "socket_id:channel")`). */
export const BroadcastingAuthSchema = z.object({
  auth: z.string(),
  channel_data: z.string().optional().describe('Presence channels only: the member’s data, signed with auth.'),
  shared_secret: z.string().optional().describe('Encrypted channels only: the key of the channel’s payloads.'),
});
export type BroadcastingAuth = z.infer<typeof BroadcastingAuthSchema>;
