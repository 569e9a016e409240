import { AddCartItemBodySchema, type AddCartItemBody } from '@contract/calls/cart';
import { cartItemTypes } from '@contract/codes/cart-item-types';
import type { Cart, CartItem } from '@contract/entities/cart';
import type { BatchErrors, ListEnvelope } from '@contract/envelope';
import type { FieldError } from '@contract/api-error';
import { ApiError } from '../http/api-error';
import type { Tx } from './cart-db';
import { loadLineFacts, type LineFacts } from './cart-lines.repository';
import type { CartContext } from './cart-pricing';
import { findAccessibleCart } from './cart-access';
import type { RequestCartContext } from './cart-context';
import {
  deleteCartItem,
  insertCartItem,
  selectCartItems,
  updateCartItem,
  type CartItemRow,
  type CartRow,
} from './cart.repository';
import { inCartOrder } from './cart-gifts';
import { guestHoldOf } from './guest-holds';
import { assertStockCovers, loadPricedCart, writeCartAnswer, type CartWriteState } from './cart-writes';
import { serializeCartItems } from './cart.serializer';
import { lockedStockRows, lockStockRows, stockKeyOf, stockLevels, type StockKey } from './stock-reservation';

type WriteContext = CartContext & { db: Tx };

const invalid = (field: string, message: string) => ApiError.validation([{ field, message }]);
const alreadyNote = (inCart: number) => (inCart > 0 ? ` Your cart already has ${inCart}.` : '');

function assertPurchaseLimit(facts: LineFacts, amount: number, inCart: number): void {
  if (facts.maxPurchasableAmount !== null && amount > facts.maxPurchasableAmount)
    throw invalid('amount', `You can buy at most ${facts.maxPurchasableAmount} of this product.${alreadyNote(inCart)}`);
}

/**
 * Checks now that `amount` units of the product or variation can be in this cart (the purchase
 * limit, the stock not held by other carts, read under the stock row's lock); `inCart` is what the
 * cart already holds of it. For a change that checks several lines one by one (a batch); a single
 * add leaves the stock check to the write (`stockChecks`), after its reads.
 */
async function assertAmountAllowed(
  ctx: WriteContext,
  cart: CartRow,
  line: { productId: number; productVariationId: number | null },
  amount: number,
  inCart: number,
  known?: LineFacts,
): Promise<void> {
  const facts = known ?? (await loadLineFacts(ctx, [line])).get(stockKeyOf(line));
  if (!facts) throw invalid('product_id', 'Unknown product.');
  assertPurchaseLimit(facts, amount, inCart);
  await lockStockRows(ctx.db, [line]);
  const row = lockedStockRows(ctx.db).get(stockKeyOf(line)) ?? facts;
  const guest = guestHoldOf(cart, ctx.holds);
  const levels = await stockLevels(ctx.db, [line], cart.id, new Map([[stockKeyOf(line), row]]), guest);
  assertStockCovers({ line, amount, inCart }, levels, ctx.locale);
}

/**
 * Which line the body names: a product without variations, or one variation of a product with them.
 * `alsoKeys` (the cart's lines) are read in the same query, into `into`.
 */
async function resolveLine(
  ctx: WriteContext,
  body: AddCartItemBody,
  alsoKeys: StockKey[] = [],
  into?: Map<string, LineFacts>,
) {
  const variationId = body.product_variation_id ?? null;
  const productKey = { productId: body.product_id, productVariationId: null };
  const read = await loadLineFacts(ctx, [productKey, ...alsoKeys]);
  if (into) for (const [key, fact] of read) into.set(key, fact);
  const productFacts = read.get(stockKeyOf(productKey));
  if (!productFacts) throw invalid('product_id', 'Unknown product.');
  if (productFacts.hasVariations && variationId === null)
    throw invalid('product_variation_id', 'Choose a variation of this product.');
  if (!productFacts.hasVariations && variationId !== null)
    throw invalid('product_variation_id', 'This product has no variations.');
  const line = { productId: body.product_id, productVariationId: variationId };
  const facts =
    variationId === null
      ? productFacts
      : (read.get(stockKeyOf(line)) ?? (await loadLineFacts(ctx, [line])).get(stockKeyOf(line)));
  if (!facts) throw invalid('product_variation_id', 'This variation does not belong to the product.');
  if (!facts.canPurchase || facts.taxedPrice === null) throw invalid('product_id', 'This product cannot be bought.');
  return { line, facts };
}

/**
 * Adds the body's product to the locked cart: to its line when it has one, else as a new line.
 * With `write` (a single add) the stock check waits for the write's stock lock and the items after
 * the change are handed to it; without (a batch) the stock is checked at once.
 */
async function addToCart(
  ctx: WriteContext,
  cart: CartRow,
  body: AddCartItemBody,
  /** The cart's items, when the caller has just read them. */
  known?: CartItemRow[],
  write?: CartWriteState,
): Promise<void> {
  // A single add reads its cart's lines' facts with the product's (the write needs them for the answer).
  const { line, facts } = await resolveLine(ctx, body, write ? (known ?? []) : [], write?.facts);
  const items = known ?? (await selectCartItems(ctx.db, cart.id));
  const current = items.find((i) => i.itemType === cartItemTypes.classic && stockKeyOf(i) === stockKeyOf(line));
  const inCart = current?.amount ?? 0;
  const amount = inCart + body.amount;
  if (write) {
    assertPurchaseLimit(facts, amount, inCart);
    write.stockChecks.push({ line, amount, inCart });
    write.facts.set(stockKeyOf(line), facts);
  } else await assertAmountAllowed(ctx, cart, line, amount, inCart, facts);
  if (current) {
    await updateCartItem(ctx.db, current.id, { amount });
    if (write) write.items = items.map((item) => (item.id === current.id ? { ...item, amount } : item));
  } else {
    const row = await insertCartItem(ctx.db, {
      cartId: cart.id,
      ...line,
      itemType: cartItemTypes.classic,
      amount: body.amount,
    });
    if (write) write.items = inCartOrder([...items, row]);
  }
}

export async function addCartItem(ctx: RequestCartContext, cartId: string, body: AddCartItemBody): Promise<Cart> {
  return writeCartAnswer(ctx, cartId, (tx, cart, items, write) => addToCart(tx, cart, body, items, write));
}

/** Field errors of one batch item, keyed `items.<index>.<field>`. */
function batchErrors(index: number, errors: FieldError[], into: BatchErrors): void {
  for (const error of errors) {
    const field = error.field.split('.')[0] || 'item';
    const key = `items.${index}.${field}`;
    into[key] = [...(into[key] ?? []), error.message];
  }
}

/** Adds each valid item; a bad one is skipped and reported under `items.<index>.<field>`. */
export async function addCartItemsBatch(
  ctx: RequestCartContext,
  cartId: string,
  items: Record<string, unknown>[],
): Promise<Cart & { _errors: BatchErrors }> {
  const errors: BatchErrors = {};
  const parsed = items.map((item, index) => {
    const result = AddCartItemBodySchema.safeParse(item);
    if (!result.success)
      batchErrors(
        index,
        result.error.issues.map((issue) => ({
          field: String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? (issue.keys[0] ?? 'item') : 'item')),
          message: issue.code === 'unrecognized_keys' ? 'Unknown field.' : issue.message,
        })),
        errors,
      );
    return result.success ? result.data : null;
  });
  const keys = parsed.flatMap((body) =>
    body ? [{ productId: body.product_id, productVariationId: body.product_variation_id ?? null }] : [],
  );
  const cart = await writeCartAnswer(
    ctx,
    cartId,
    async (tx, cart) => {
      for (const [index, body] of parsed.entries()) {
        if (!body) continue;
        try {
          await addToCart(tx, cart, body);
        } catch (error) {
          if (!(error instanceof ApiError) || error.type !== 'validation_error') throw error;
          batchErrors(index, error.fieldErrors, errors);
        }
      }
    },
    { lockKeys: keys },
  );
  return { ...cart, _errors: errors };
}

function findOwnItem(items: CartItemRow[], itemId: number) {
  const item = items.find((i) => i.id === itemId);
  if (!item) throw ApiError.notFound('Cart item');
  if (item.itemType !== cartItemTypes.classic)
    throw invalid('itemId', 'A gift comes and goes with the items it is given for.');
  return item;
}

/** Sets the item's amount. Lowering is always allowed; raising is bounded like adding. */
export async function patchCartItem(
  ctx: RequestCartContext,
  cartId: string,
  itemId: number,
  amount: number,
): Promise<Cart> {
  return writeCartAnswer(ctx, cartId, async (tx, cart, items, write) => {
    const item = findOwnItem(items, itemId);
    if (amount > item.amount) {
      const facts = (await loadLineFacts(tx, [item])).get(stockKeyOf(item));
      if (!facts) throw invalid('product_id', 'Unknown product.');
      assertPurchaseLimit(facts, amount, item.amount);
      write.stockChecks.push({ line: item, amount, inCart: item.amount });
      write.facts.set(stockKeyOf(item), facts);
    }
    await updateCartItem(tx.db, item.id, { amount });
    write.items = items.map((row) => (row.id === item.id ? { ...row, amount } : row));
  });
}

export async function deleteCartItemById(ctx: RequestCartContext, cartId: string, itemId: number): Promise<Cart> {
  return writeCartAnswer(ctx, cartId, async (tx, cart, items) => {
    const item = findOwnItem(items, itemId);
    await deleteCartItem(tx.db, cart.id, item.id);
  });
}

export async function listCartItems(ctx: RequestCartContext, cartId: string): Promise<ListEnvelope<CartItem>> {
  const cart = await findAccessibleCart(ctx.db, cartId, ctx.requester);
  const { priced } = await loadPricedCart(ctx, cart);
  const items = serializeCartItems(priced);
  return { items, _meta: { page: 1, per_page: items.length, total: items.length, total_pages: 1 }, _errors: {} };
}
