import type { FastifyRequest } from 'fastify';
import type { CartRow } from '../cart/cart.repository';
import { orderHeaders, type CreateOrderBody } from '@contract/calls/orders';
import type { Database } from '../db/client';
import { ApiError, type ApiFieldError } from '../http/api-error';
import { cartContext } from '../cart/cart-context';
import { msg } from '../messages/message';
import {
  dropUnearnedGifts,
  lockCartForOrder,
  readCheckoutCart,
  settleCartsAfterStockTaken,
  takeStockForOrder,
  type CartStockChange,
  type CheckoutCart,
  type OrderStockLine,
} from './checkout-cart';
import { orderCode } from './order-code';
import { orderDraft, orderLines, type OrderDraft } from './order-draft';
import { checkoutProblems } from './order-requirements';
import { hashOrderToken, orderAccessToken } from './order-token';
import {
  closeOrderedCart,
  countriesById,
  findOrderIdByIdempotencyKey,
  findStoredOrder,
  insertOrder,
  insertOrderAddresses,
  insertOrderDiscounts,
  insertOrderItems,
  lineCodes,
  nextOrderId,
  paymentMethodBankDetails,
  spendVoucherUses,
  voucherPurchaseFlags,
  type StoredOrder,
  type Tx,
} from './orders.repository';
import { isUniqueViolation, retryOnConflict } from './transaction-retry';
import { hashPassword } from '../auth/passwords';
import { setSubscription, type ConfirmationToMail } from '../newsletter/newsletter.service';
import { createOrderAccount, isEmailRegistered, saveOrderAddresses } from './order-account';
import { spendCartCredits } from './order-credits';

export interface PlaceOrderInput {
  body: CreateOrderBody;
  /** The `Idempotency-Key` header (a UUID), if sent. */
  idempotencyKey: string | undefined;
  request: FastifyRequest;
  /** The bearer's customer; null (or left out) for a guest. */
  customerId?: number | null;
}

export interface PlacedOrderResult {
  stored: StoredOrder;
  accessToken: string;
  /** True when the key had already placed this order: nothing was done again. */
  replayed: boolean;
  /** Other carts whose items the order's stock left uncovered: their live notices, to publish now. */
  stockChanges: CartStockChange[];
  /** What became of `create_new_account`. */
  accountNotice: AccountNotice;
  /** The account made with the order, for its welcome mail (and newsletter confirmation) after the commit. */
  newAccount: NewAccount | null;
}

type AccountNotice = 'account_created' | 'email_already_registered' | null;

export interface NewAccount {
  customerId: number;
  /** The order's addresses went into the address book. */
  addressesSaved: boolean;
  /** The double opt-in's mail when the order asked for the newsletter (null when none may go). */
  newsletterConfirmation: ConfirmationToMail | null;
}

type Outcome =
  | {
      kind: 'placed';
      stored: StoredOrder;
      stockChanges: CartStockChange[];
      accountNotice: AccountNotice;
      newAccount: NewAccount | null;
    }
  | { kind: 'replay'; orderId: number };

const idempotencyField = orderHeaders.idempotencyKey;

/** Names the items of the stock check's field errors (`items.<line>.amount`) so the shopper sees which. */
function namedShortages(error: ApiError, checkout: CheckoutCart): ApiError {
  const names = orderLines(checkout.cart, new Map()).map((line) => line.name);
  const nameOf = (field: string) => names[Number(/^items\.(\d+)\./.exec(field)?.[1])];
  const errors = error.fieldErrors.map((fieldError): ApiFieldError => {
    const name = nameOf(fieldError.field);
    return name ? { ...fieldError, message: msg('order.namedItem', { name, reason: fieldError.message }) } : fieldError;
  });
  const named = error.fieldErrors.map((e) => nameOf(e.field)).filter(Boolean);
  return new ApiError(
    'conflict',
    msg('order.noLongerInStock', { names: named.join(', ') || msg('order.someItems') }),
    errors,
  );
}

/** The cart as its answer shows it, complete (else a 422 per missing piece) and with usable vouchers (else a 409). */
async function completeCart(tx: Tx, cartRow: CartRow, request: FastifyRequest): Promise<CheckoutCart> {
  const checkout = await readCheckoutCart(tx, cartRow, request);
  const countryIds = [checkout.billing?.country_id, checkout.shipping?.country_id];
  const countries = await countriesById(
    tx,
    countryIds.filter((id): id is number => typeof id === 'number'),
  );
  const problems = checkoutProblems({ ...checkout, alpha2Of: (id) => countries.get(id)?.alpha2 });
  if (problems.length > 0) throw ApiError.validation(problems, 'order.notComplete');
  if (checkout.voucherProblems.length > 0) {
    throw new ApiError('conflict', 'order.voucherUnusable', checkout.voucherProblems);
  }
  return checkout;
}

/** What each line takes of the stock, gifts included. */
function stockLinesOf(checkout: CheckoutCart): OrderStockLine[] {
  return orderLines(checkout.cart, new Map()).map((line) => ({
    productId: line.productId as number,
    productVariationId: line.productVariationId ?? null,
    amount: line.amount,
  }));
}

/** Takes the stock of every line (409 naming what is short) and a use of every voucher (409 when one is gone). */
async function takeStockAndVouchers(tx: Tx, cartId: string, checkout: CheckoutCart): Promise<OrderStockLine[]> {
  const stock = stockLinesOf(checkout);
  try {
    await takeStockForOrder(tx, cartId, stock);
  } catch (error) {
    throw error instanceof ApiError && error.type === 'conflict' ? namedShortages(error, checkout) : error;
  }
  const discounts = checkout.cart.discounts;
  const refused = await spendVoucherUses(
    tx,
    discounts.map((d) => d.discount_id),
  );
  if (refused.length > 0) {
    const errors = discounts.flatMap((d, index) =>
      refused.includes(d.discount_id)
        ? [{ field: `discounts.${index}`, message: msg('voucher.goneAtOrder', { code: d.code }) }]
        : [],
    );
    throw new ApiError('conflict', 'voucher.goneAtOrderAll', errors);
  }
  return stock;
}

/**
 * The order's rows with every price fixed, and what they need from the catalogue (codes, the bank
 * account, the vouchers' kind): read before the stock rows are locked, to keep that part short.
 */
async function draftOrder(tx: Tx, checkout: CheckoutCart, input: PlaceOrderInput, placedAt: Date) {
  const paymentMethod = checkout.cart.payment_method;
  return orderDraft({
    ...checkout,
    body: input.body,
    currencyId: input.request.ctx.currency.id,
    locale: input.request.ctx.locale,
    placedAt,
    codes: await lineCodes(tx, stockLinesOf(checkout)),
    bank: paymentMethod ? await paymentMethodBankDetails(tx, paymentMethod.id) : undefined,
    purchaseFlags: await voucherPurchaseFlags(
      tx,
      checkout.cart.discounts.map((d) => d.discount_id),
    ),
  });
}

/** Writes the order, closes the cart, and answers the order as stored. */
async function writeOrder(
  tx: Tx,
  placed: { cartRow: CartRow; draft: OrderDraft; placedAt: Date; input: PlaceOrderInput; customerId: number | null },
  secrets: { tokenHash: string; key: string | null },
): Promise<StoredOrder> {
  const { cartRow, draft, placedAt } = placed;
  const currency = placed.input.request.ctx.currency;
  const id = await nextOrderId(tx);
  const code = orderCode(id, placedAt);
  const order = await insertOrder(tx, {
    ...draft.order,
    customerId: placed.customerId,
    id,
    code,
    variableSymbol: code,
    cartId: cartRow.id,
    accessTokenHash: secrets.tokenHash,
    idempotencyKey: secrets.key,
    createdAt: placedAt,
    updatedAt: placedAt,
  });
  const items = await insertOrderItems(tx, id, draft.lines);
  const addresses = await insertOrderAddresses(
    tx,
    draft.addresses.map((address) => ({ ...address, orderId: id })),
  );
  const discounts = await insertOrderDiscounts(
    tx,
    draft.discounts.map((discount) => ({ ...discount, orderId: id })),
  );
  await closeOrderedCart(tx, cartRow.id);
  return {
    order,
    currency: { id: currency.id, code: currency.code, decimalPlaces: currency.decimalPlaces },
    items,
    addresses,
    discounts,
    shipments: [],
    invoices: [],
  };
}

/**
 * The order's customer: the signed-in one, or with `create_new_account` a new account (unless the
 * e-mail is registered: then the order is a guest's and the notice says so).
 */
async function orderAccount(
  tx: Tx,
  input: PlaceOrderInput,
  checkout: CheckoutCart,
  passwordHash: string | null,
): Promise<{ customerId: number | null; notice: AccountNotice }> {
  if (input.customerId) return { customerId: input.customerId, notice: null };
  const email = checkout.cart.email;
  if (!passwordHash || !email) return { customerId: null, notice: null };
  if (await isEmailRegistered(tx, email)) return { customerId: null, notice: 'email_already_registered' };
  const phoned = [checkout.billing, checkout.shipping].find((address) => address?.phone);
  const customerId = await createOrderAccount(tx, {
    email,
    passwordHash,
    firstName: checkout.billing?.first_name ?? '',
    lastName: checkout.billing?.last_name ?? '',
    dialCode: phoned?.dial_code ?? null,
    phone: phoned?.phone ?? null,
    locale: input.request.ctx.locale,
  });
  return customerId === null
    ? { customerId: null, notice: 'email_already_registered' }
    : { customerId, notice: 'account_created' };
}

async function placeInTransaction(
  tx: Tx,
  input: PlaceOrderInput,
  secrets: { tokenHash: string; key: string | null; passwordHash: string | null },
): Promise<Outcome> {
  const cartRow = await lockCartForOrder(tx, input.body.cart_id, input.request);
  // Under the cart's lock: a request with the same key that got here first has committed by now.
  if (secrets.key) {
    const existing = await findOrderIdByIdempotencyKey(tx, secrets.key);
    if (existing) return { kind: 'replay', orderId: existing.id };
  }
  if (cartRow.orderedAt) {
    throw new ApiError('conflict', 'order.cartOrdered', [{ field: 'cart_id', message: 'order.cartOrderedField' }]);
  }
  const checkout = await completeCart(tx, cartRow, input.request);
  const placedAt = new Date();
  const draft = await draftOrder(tx, checkout, input, placedAt);
  const stock = await takeStockAndVouchers(tx, cartRow.id, checkout);
  const stockChanges = await settleCartsAfterStockTaken(tx, stock, cartRow.id);
  if (stockChanges.length > 0)
    await dropUnearnedGifts(
      { ...(await cartContext(input.request)), db: tx },
      stockChanges.map((change) => change.cartId),
    );
  const account = await orderAccount(tx, input, checkout, secrets.passwordHash);
  const stored = await writeOrder(tx, { cartRow, draft, placedAt, input, customerId: account.customerId }, secrets);
  if (input.customerId) await spendCartCredits(tx, stored.order, input.customerId, checkout.cart);
  const newAccount =
    account.notice === 'account_created' && account.customerId !== null
      ? await keepCheckoutDetails(tx, account.customerId, draft, input.body)
      : null;
  return { kind: 'placed', stored, stockChanges, accountNotice: account.notice, newAccount };
}

/**
 * What an account made at checkout keeps of it: the order's addresses in its address book, and the
 * newsletter asked for (the double opt-in: its confirmation is mailed after the commit).
 */
async function keepCheckoutDetails(tx: Tx, customerId: number, draft: OrderDraft, body: CreateOrderBody) {
  const addressesSaved = await saveOrderAddresses(tx, customerId, draft.addresses);
  const newsletterConfirmation = body.newsletter ? await setSubscription(tx, customerId, true) : null;
  return { customerId, addressesSaved, newsletterConfirmation };
}

/**
 * POST /orders (docs/orders-and-payments.md): in one transaction, check that the cart is complete,
 * take the stock (rows locked in id order), use the vouchers, fix every price into the order, and
 * close the cart. The same `Idempotency-Key` answers the same order, also when two requests with it
 * race: the cart's lock queues them, and the key's unique index settles anything left.
 */
export async function placeOrder(
  db: Database,
  tokenSecret: string,
  input: PlaceOrderInput,
): Promise<PlacedOrderResult> {
  const key = input.idempotencyKey?.toLowerCase() ?? null;
  const accessToken = orderAccessToken(tokenSecret, key ? { key, cartId: input.body.cart_id } : null);
  const replay = async (orderId: number): Promise<PlacedOrderResult> => {
    const stored = await findStoredOrder(db, orderId);
    if (!stored) throw ApiError.notFound('notFound.order');
    if (stored.order.cartId?.toLowerCase() !== input.body.cart_id.toLowerCase()) {
      throw new ApiError('conflict', 'order.idempotencyOtherCart', [
        { field: idempotencyField, message: 'order.idempotencyNewKey' },
      ]);
    }
    return { stored, accessToken, replayed: true, stockChanges: [], accountNotice: null, newAccount: null };
  };

  if (key) {
    const existing = await findOrderIdByIdempotencyKey(db, key);
    if (existing) return replay(existing.id);
  }
  // Hashing takes a while: done before the transaction, and only when an account may be made.
  const passwordHash =
    !input.customerId && input.body.create_new_account && input.body.password
      ? await hashPassword(input.body.password)
      : null;
  let outcome: Outcome;
  try {
    outcome = await retryOnConflict(() =>
      db.transaction((tx) =>
        placeInTransaction(tx, input, { tokenHash: hashOrderToken(accessToken), key, passwordHash }),
      ),
    );
  } catch (error) {
    if (key && isUniqueViolation(error, 'orders_idempotency_key_unique')) {
      const existing = await findOrderIdByIdempotencyKey(db, key);
      if (existing) return replay(existing.id);
    }
    throw error;
  }
  if (outcome.kind === 'replay') return replay(outcome.orderId);
  return {
    stored: outcome.stored,
    accessToken,
    replayed: false,
    stockChanges: outcome.stockChanges,
    accountNotice: outcome.accountNotice,
    newAccount: outcome.newAccount,
  };
}
