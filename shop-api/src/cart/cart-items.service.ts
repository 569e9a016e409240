import { AddCartItemBodySchema, type AddCartItemBody } from '@contract/calls/cart';
import { cartItemTypes, isGiftItemType } from '@contract/codes/cart-item-types';
import type { Cart, CartItem } from '@contract/entities/cart';
import type { BatchErrors, ListEnvelope } from '@contract/envelope';
import type { Locale } from '@contract';
import { ApiError, type ApiFieldError } from '../http/api-error';
import { msg, renderText, type Text } from '../messages/message';
import { zodFieldErrors } from '../messages/zod-issues';
import { loadLineFacts, type LineFacts } from './cart-lines.repository';
import { findAccessibleCart } from './cart-access';
import type { RequestCartContext } from './cart-context';
import { deleteCartItem, insertCartItem, updateCartItem, type CartItemRow, type CartRow } from './cart.repository';
import { deleteCartCredits } from './cart-credits.repository';
import { inCartOrder } from './cart-gifts';
import {
  answerWrite,
  assertStockCovers,
  inCartTransaction,
  loadPricedCart,
  readStockLevels,
  settleCart,
  type LockedCart,
  type StockCheck,
  type WriteContext,
} from './cart-writes';
import { serializeCartItems } from './cart.serializer';
import { lockStockRows, stockKeyOf, type StockKey } from './stock-reservation';

const invalid = (field: string, message: Text) => ApiError.validation([{ field, message }]);

/*
 * The item writes, each a caller of the write's steps (cart-writes.ts): lock the cart, then its own
 * steps (read the line, validate, write the line), then settle (stock lock, stock check, gifts,
 * reservation) and answer. The single add and the batch are two callers of the same steps; they
 * differ only in when the stock is checked.
 */

/** A line named by an add, with its facts and every fact its read brought along. */
interface ResolvedLine {
  line: StockKey;
  facts: LineFacts;
  read: Map<string, LineFacts>;
}

/**
 * Step "read the line": which line the body names (a product without variations, or one variation
 * of a product with them) and its facts; 422 when it does not exist or cannot be bought. `alsoKeys`
 * (a cart's lines) are read in the same query.
 */
async function resolveLine(ctx: WriteContext, body: AddCartItemBody, alsoKeys: StockKey[] = []): Promise<ResolvedLine> {
  const variationId = body.product_variation_id ?? null;
  const productKey = { productId: body.product_id, productVariationId: null };
  const read = await loadLineFacts(ctx, [productKey, ...alsoKeys]);
  const productFacts = read.get(stockKeyOf(productKey));
  if (!productFacts) throw invalid('product_id', 'cart.unknownProduct');
  if (productFacts.hasVariations && variationId === null) throw invalid('product_variation_id', 'cart.chooseVariation');
  if (!productFacts.hasVariations && variationId !== null) throw invalid('product_variation_id', 'cart.noVariations');
  const line = { productId: body.product_id, productVariationId: variationId };
  const facts =
    variationId === null
      ? productFacts
      : (read.get(stockKeyOf(line)) ?? (await loadLineFacts(ctx, [line])).get(stockKeyOf(line)));
  if (!facts) throw invalid('product_variation_id', 'cart.foreignVariation');
  if (!facts.canPurchase || facts.taxedPrice === null) throw invalid('product_id', 'cart.cannotBuy');
  return { line, facts, read };
}

/** The cart's own item of the line, if it has one. */
const lineItem = (items: CartItemRow[], line: StockKey) =>
  items.find((i) => i.itemType === cartItemTypes.classic && stockKeyOf(i) === stockKeyOf(line));

/** Step "validate": the amount the line would reach is within the product's purchase limit. */
function assertPurchaseLimit(facts: LineFacts, amount: number, inCart: number): void {
  if (facts.maxPurchasableAmount !== null && amount > facts.maxPurchasableAmount)
    throw invalid(
      'amount',
      inCart > 0
        ? msg('cart.purchaseLimitInCart', { limit: facts.maxPurchasableAmount, inCart })
        : msg('cart.purchaseLimit', { limit: facts.maxPurchasableAmount }),
    );
}

/**
 * Step "lock and check the stock now", for a change that checks lines one by one (a batch): the
 * line's stock row is locked and what other carts hold is read under it. A single add leaves this
 * to `settleCart` (its `stockChecks`), after its reads.
 */
async function assertStockNow(locked: LockedCart, check: StockCheck, facts: LineFacts): Promise<void> {
  await lockStockRows(locked.ctx.db, [check.line]);
  const levels = await readStockLevels(locked, [check.line], new Map([[stockKeyOf(check.line), facts]]));
  assertStockCovers(check, levels);
}

/** Step "write the line": the line's item reaches `amount`, or a new item holds it. Answers the items after. */
async function writeLine(
  ctx: WriteContext,
  cart: CartRow,
  items: CartItemRow[],
  check: StockCheck,
): Promise<CartItemRow[]> {
  const current = lineItem(items, check.line);
  if (current) {
    await updateCartItem(ctx.db, current.id, { amount: check.amount });
    return items.map((item) => (item.id === current.id ? { ...item, amount: check.amount } : item));
  }
  const row = await insertCartItem(ctx.db, {
    cartId: cart.id,
    ...check.line,
    itemType: cartItemTypes.classic,
    amount: check.amount,
  });
  return inCartOrder([...items, row]);
}

/** What adding `body.amount` of the line asks: the amount its item reaches, and what the cart held. */
function addCheck(items: CartItemRow[], line: StockKey, body: AddCartItemBody): StockCheck {
  const inCart = lineItem(items, line)?.amount ?? 0;
  return { line, amount: inCart + body.amount, inCart };
}

/** `POST /carts/{id}/items`: the product added to its line; the stock is checked under the write's one stock lock. */
export async function addCartItem(ctx: RequestCartContext, cartId: string, body: AddCartItemBody): Promise<Cart> {
  const written = await inCartTransaction(ctx, cartId, ctx.requester, async (locked) => {
    // The cart's lines' facts come in the product's query (the answer needs them).
    const { line, facts, read } = await resolveLine(locked.ctx, body, locked.items);
    const check = addCheck(locked.items, line, body);
    assertPurchaseLimit(facts, check.amount, check.inCart);
    const items = await writeLine(locked.ctx, locked.cart, locked.items, check);
    return settleCart(locked, { items, facts: read.set(stockKeyOf(line), facts), stockChecks: [check] });
  });
  return answerWrite(ctx, written);
}

/** Field errors of one batch item, keyed `items.<index>.<field>`. */
function batchErrors(index: number, errors: ApiFieldError[], into: BatchErrors, locale: Locale): void {
  for (const error of errors) {
    const field = error.field.split('.')[0] || 'item';
    const key = `items.${index}.${field}`;
    into[key] = [...(into[key] ?? []), renderText(locale, error.message)];
  }
}

/** Each batch item as a body, or null when its fields are bad (reported into `errors`). */
function parseBatch(items: Record<string, unknown>[], errors: BatchErrors, locale: Locale): (AddCartItemBody | null)[] {
  return items.map((item, index) => {
    const result = AddCartItemBodySchema.safeParse(item);
    if (!result.success)
      batchErrors(
        index,
        result.error.issues.map((issue) => ({
          field: String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? (issue.keys[0] ?? 'item') : 'item')),
          message: zodFieldErrors([issue])[0]?.message ?? 'validation.invalid',
        })),
        errors,
        locale,
      );
    return result.success ? result.data : null;
  });
}

/**
 * `POST /carts/{id}/items/batch`: the single add's steps for each valid item, its stock checked at
 * once (the next item sees what this one took); a refused item is skipped and reported under
 * `items.<index>.<field>`. Every named line's row is locked again in the settle step (a no-op for
 * the rows already held). The refusals are collected per run of the transaction: one run again
 * after a deadlock reports them once.
 */
export async function addCartItemsBatch(
  ctx: RequestCartContext,
  cartId: string,
  bodies: Record<string, unknown>[],
): Promise<Cart & { _errors: BatchErrors }> {
  const parseErrors: BatchErrors = {};
  const parsed = parseBatch(bodies, parseErrors, ctx.locale);
  const lockKeys = parsed.flatMap((body) =>
    body ? [{ productId: body.product_id, productVariationId: body.product_variation_id ?? null }] : [],
  );
  const { written, refused } = await inCartTransaction(ctx, cartId, ctx.requester, async (locked) => {
    const refused: BatchErrors = {};
    let items = locked.items;
    for (const [index, body] of parsed.entries()) {
      if (!body) continue;
      try {
        const { line, facts } = await resolveLine(locked.ctx, body);
        const check = addCheck(items, line, body);
        assertPurchaseLimit(facts, check.amount, check.inCart);
        await assertStockNow(locked, check, facts);
        items = await writeLine(locked.ctx, locked.cart, items, check);
      } catch (error) {
        if (!(error instanceof ApiError) || error.type !== 'validation_error') throw error;
        batchErrors(index, error.fieldErrors, refused, ctx.locale);
      }
    }
    return { written: await settleCart(locked, { items, lockKeys }), refused };
  });
  return { ...(await answerWrite(ctx, written)), _errors: { ...parseErrors, ...refused } };
}

function findOwnItem(items: CartItemRow[], itemId: number) {
  const item = items.find((i) => i.id === itemId);
  if (!item) throw ApiError.notFound('notFound.cartItem');
  if (item.itemType !== cartItemTypes.classic) throw invalid('itemId', 'cart.giftFollows');
  return item;
}

/** Steps "read the line" and "validate" of a raised amount: its facts, and the purchase limit. */
async function raisedLineFacts(ctx: WriteContext, item: CartItemRow, amount: number): Promise<Map<string, LineFacts>> {
  const facts = await loadLineFacts(ctx, [item]);
  const line = facts.get(stockKeyOf(item));
  if (!line) throw invalid('product_id', 'cart.unknownProduct');
  assertPurchaseLimit(line, amount, item.amount);
  return facts;
}

/** `PATCH /carts/{id}/items/{itemId}`: sets the amount. Lowering is always allowed; raising is bounded like adding. */
export async function patchCartItem(
  ctx: RequestCartContext,
  cartId: string,
  itemId: number,
  amount: number,
): Promise<Cart> {
  const written = await inCartTransaction(ctx, cartId, ctx.requester, async (locked) => {
    const item = findOwnItem(locked.items, itemId);
    const raised = amount > item.amount;
    const facts = raised ? await raisedLineFacts(locked.ctx, item, amount) : new Map<string, LineFacts>();
    await updateCartItem(locked.ctx.db, item.id, { amount });
    const items = locked.items.map((row) => (row.id === item.id ? { ...row, amount } : row));
    return settleCart(locked, {
      items,
      facts,
      stockChecks: raised ? [{ line: item, amount, inCart: item.amount }] : [],
    });
  });
  return answerWrite(ctx, written);
}

/**
 * `DELETE /carts/{id}/items/{itemId}`: the item goes, and the gifts nested under it. When it was the
 * last of the shopper's own lines, the credits spent on the cart go too, as when the whole cart is
 * emptied (`clearCart`): an empty cart holds no credits a later item would silently use.
 */
export async function deleteCartItemById(ctx: RequestCartContext, cartId: string, itemId: number): Promise<Cart> {
  const written = await inCartTransaction(ctx, cartId, ctx.requester, async (locked) => {
    const item = findOwnItem(locked.items, itemId);
    await deleteCartItem(locked.ctx.db, locked.cart.id, item.id);
    const settled = await settleCart(locked);
    if (settled.reads.items?.every((line) => isGiftItemType(line.itemType))) {
      await deleteCartCredits(locked.ctx.db, locked.cart.id);
    }
    return settled;
  });
  return answerWrite(ctx, written);
}

export async function listCartItems(ctx: RequestCartContext, cartId: string): Promise<ListEnvelope<CartItem>> {
  const cart = await findAccessibleCart(ctx.db, cartId, ctx.requester);
  const { priced } = await loadPricedCart(ctx, cart);
  const items = serializeCartItems(priced);
  return { items, _meta: { page: 1, per_page: items.length, total: items.length, total_pages: 1 }, _errors: {} };
}
