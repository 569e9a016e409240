import type { FastifyRequest } from 'fastify';
import type { CartAddress } from '@contract/entities/address';
import type { Cart } from '@contract/entities/cart';
import type { carts } from '../db/schema';
import type { Tx } from './orders.repository';

/** PROVISIONAL: wired to shop-api/src/cart/ when the cart routes land (i9-cartapi). */
export interface CheckoutCart {
  cart: Cart;
  billing: CartAddress | null;
  shipping: CartAddress | null;
}
export interface CartStockChange {
  cartId: string;
  event: 'cart-item-sold-out-message' | 'cart-item-amount-changed-message';
  data: { cart_item_id: number; product_id: number; product_variation_id: number | null; name: string; amount: number };
}
export async function lockCartForOrder(_tx: Tx, _id: string, _r: FastifyRequest): Promise<typeof carts.$inferSelect> {
  throw new Error('not wired');
}
export async function readCheckoutCart(_tx: Tx, _id: string, _r: FastifyRequest): Promise<CheckoutCart> {
  throw new Error('not wired');
}
export async function takeStockForOrder(_tx: Tx, _id: string, _l: unknown[]): Promise<void> {
  throw new Error('not wired');
}
export async function settleCartsAfterStockTaken(_tx: Tx, _l: unknown[], _id: string): Promise<CartStockChange[]> {
  throw new Error('not wired');
}
