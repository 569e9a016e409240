import type { CardGatewayModes } from '../payments/card-gateways';
import { cartItemTypes } from '@contract/codes/cart-item-types';
import type { CartNotice } from '@contract/entities/cart';
import { sellingAmounts } from '../catalogue/products/product-extras.serializer';
import { readTogether } from '../db/read-together';
import type { RequestCurrency } from '../http/request-context';
import type { ReadContext } from '../list/read-context';
import type { Executor } from './cart-db';
import { loadLineFacts, type LineFacts } from './cart-lines.repository';
import { selectCartDiscountLinks, selectCartItems, type CartItemRow, type CartRow } from './cart.repository';
import { computeCartTotals, roundTo, type CartTotals, type VoucherDeduction } from './cart-totals';
import { applyCredits, type AppliedCredits } from './cart-credits';
import { selectCartCredits } from './cart-credits.repository';
import {
  selectFreeShippingFrom,
  selectPaymentMethods,
  selectShippingMethods,
  type PaymentMethodRow,
  type ShippingMethodRow,
} from '../checkout/checkout-methods.repository';
import { guestHoldOf, type CartHoldRules } from './guest-holds';
import { coverItems, stockKeyOf, stockLevels, type StockLevel } from './stock-reservation';
import { voucherProblem, type VoucherProblem } from './voucher-rules';
import { selectGiftPercents, selectVouchers, type VoucherRow } from './vouchers.repository';

/** What every cart read and write knows: the database, the shopper's language and currency, the API's public URL. */
export interface CartContext {
  db: Executor;
  locale: ReadContext['locale'];
  currency: RequestCurrency;
  publicUrl: string;
  /** How long carts hold their stock, and what a cart without an account may hold. */
  holds: CartHoldRules;
  /** The card gateways of this process: a method whose gateway is missing is not offered. */
  cardGateways: CardGatewayModes;
}

/** A cart line with its product's facts, its prices in the currency and what the stock covers. */
export interface PricedLine {
  row: CartItemRow;
  facts: LineFacts | undefined;
  unitPrice: number;
  taxedUnitPrice: number;
  originalUnitPrice: number;
  originalTaxedUnitPrice: number;
  taxRate: number;
  /** The most this cart can have of the line; null when unlimited. */
  maxAmount: number | null;
  /** True when the line cannot be ordered: nothing of it is left for this cart, or it cannot be bought. */
  soldOut: boolean;
  total: CartTotals['lines'][number];
}

export interface PricedVoucher {
  cartDiscountId: number;
  voucher: VoucherRow;
  problem: VoucherProblem | null;
  deduction: VoucherDeduction;
}

/**
 * A cart with every price computed for the request's currency: what the cart answer, the method
 * lists and an order are made from. Prices are computed on every read from the catalogue's
 * selling prices (`sellingAmounts`).
 */
export interface PricedCart {
  row: CartRow;
  ctx: CartContext;
  lines: PricedLine[];
  vouchers: PricedVoucher[];
  /** The methods `priceCart` was asked for (`methods`): every active one, or only the chosen ones. */
  shippingMethods: ShippingMethodRow[];
  paymentMethods: PaymentMethodRow[];
  shippingMethod: ShippingMethodRow | null;
  paymentMethod: PaymentMethodRow | null;
  freeShippingFrom: number | null;
  totals: CartTotals;
  /** Loyalty credits spent on a customer's cart, taken off the totals (docs/orders-and-payments.md). */
  credits: AppliedCredits;
  notices: CartNotice[];
  /** The stock of each line as this cart sees it (what other live carts hold taken off), keyed by `stockKeyOf`. */
  stock: Map<string, StockLevel>;
  /** What pricing read (or was given), for a caller that prices the same cart again in the same transaction. */
  reads: CartReads;
}

/**
 * What pricing reads of a cart. A caller that has read part of it in the same transaction, after the
 * cart's last change, passes that part (`known`) and only the rest is read: the answer is the same.
 */
export interface CartReads {
  items: CartItemRow[];
  links: { id: number; discountId: number }[];
  vouchers: VoucherRow[];
  /** Facts of the lines (more keys do no harm). */
  facts: Map<string, LineFacts>;
  /** The share each gift takes off its price; must hold every gift line's gift. */
  giftPercents: Map<number, number>;
  /** Stock levels of the lines as this cart sees them; must hold every line's key. */
  stock: Map<string, StockLevel>;
}

const isGift = (row: CartItemRow) => row.itemType !== cartItemTypes.classic;
const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

async function priceLines(
  ctx: CartContext,
  cart: CartRow,
  items: CartItemRow[],
  known: Partial<CartReads>,
  withoutStock: boolean,
) {
  const env = { db: ctx.db, locale: ctx.locale, currency: ctx.currency, publicUrl: ctx.publicUrl };
  const giftIds = items.flatMap((item) => (isGift(item) && item.giftId !== null ? [item.giftId] : []));
  const knownPercents = known.giftPercents;
  const [readFacts, giftPercents] = await readTogether(
    ctx.db,
    () =>
      loadLineFacts(
        env,
        items.filter((item) => !known.facts?.has(stockKeyOf(item))),
      ),
    () =>
      knownPercents && giftIds.every((id) => knownPercents.has(id))
        ? knownPercents
        : selectGiftPercents(ctx.db, giftIds),
  );
  const facts = new Map([...(known.facts ?? []), ...readFacts]);
  const knownStock = known.stock;
  // The facts carry each line's stock row: only what other carts hold is read. The gift rules
  // (`withoutStock`) need only the prices.
  const levels =
    knownStock && items.every((item) => knownStock.has(stockKeyOf(item)))
      ? knownStock
      : withoutStock
        ? new Map<string, StockLevel>()
        : await stockLevels(ctx.db, items, cart.id, facts, guestHoldOf(cart, ctx.holds));
  const decimals = ctx.currency.decimalPlaces;
  const lines = coverItems(items, levels).map(({ item, covered, availableBefore }) => {
    const fact = facts.get(stockKeyOf(item));
    const selling = sellingAmounts(fact?.discountPercents, fact?.price ?? 0, fact?.taxedPrice ?? 0, decimals);
    const giftFactor = isGift(item) ? 1 - (giftPercents.get(item.giftId ?? 0) ?? 100) / 100 : 1;
    const priced = fact !== undefined && fact.taxedPrice !== null;
    const purchasable = priced && (fact.canPurchase || isGift(item));
    return {
      row: item,
      facts: fact,
      unitPrice: roundTo(selling.price * giftFactor, 2),
      taxedUnitPrice: roundTo(selling.taxedPrice * giftFactor, decimals),
      originalUnitPrice: fact?.price ?? 0,
      originalTaxedUnitPrice: fact?.taxedPrice ?? 0,
      taxRate: fact?.taxRate ?? 0,
      maxAmount: purchasable ? minOf(fact.maxPurchasableAmount, availableBefore) : 0,
      soldOut: !purchasable || covered === 0,
    };
  });
  return { lines, levels, facts, giftPercents };
}

function priceVouchers(
  vouchers: VoucherRow[],
  links: { id: number; discountId: number }[],
  lines: { row: CartItemRow; taxedUnitPrice: number }[],
) {
  const own = lines.filter((l) => !isGift(l.row));
  const cart = {
    itemsTaxedPrice: own.reduce((sum, l) => sum + l.taxedUnitPrice * l.row.amount, 0),
    hasItems: own.length > 0,
    currencyCode: '',
  };
  const now = new Date();
  return links.flatMap((link) => {
    const voucher = vouchers.find((v) => v.id === link.discountId);
    return voucher ? [{ cartDiscountId: link.id, voucher, problem: voucherProblem(voucher, cart, now) }] : [];
  });
}

/** Which shipping and payment methods a priced cart carries: every active one, the chosen ones, or none. */
export type MethodScopeOption = 'all' | 'chosen' | 'none';

/**
 * Prices the cart for the context's currency and language. `notices` are what the call changed on
 * its own. `methods` says which shipping and payment methods to read (`chosen` by default: what the
 * cart answer shows; `all` for the method lists); `itemsOnly` skips the methods, the free-shipping
 * threshold and the credits (the gift rules need only the items); `items` are the cart's items when
 * the caller has just read them; `known` is what the caller has read of the cart in this transaction
 * since its last change (`CartReads`); `withoutStock` leaves the stock out (every line counts as
 * covered: the gift rules need only the worth of the items).
 */
export async function priceCart(
  ctx: CartContext,
  cart: CartRow,
  notices: CartNotice[] = [],
  options: {
    itemsOnly?: boolean;
    methods?: MethodScopeOption;
    items?: CartItemRow[];
    known?: Partial<CartReads>;
    withoutStock?: boolean;
  } = {},
): Promise<PricedCart> {
  const known = options.known ?? {};
  const scope = { locale: ctx.locale, currencyId: ctx.currency.id };
  const withMethods = !options.itemsOnly;
  const methods: MethodScopeOption = options.itemsOnly ? 'none' : (options.methods ?? 'chosen');
  const only = (id: number | null) => (methods === 'all' ? undefined : (id ?? null));
  const [items, links, shippingMethods, paymentMethods, freeShippingFrom, spentCredits] = await readTogether(
    ctx.db,
    () => known.items ?? options.items ?? selectCartItems(ctx.db, cart.id),
    () => known.links ?? selectCartDiscountLinks(ctx.db, cart.id),
    () =>
      methods === 'none' || (methods === 'chosen' && cart.shippingMethodId === null)
        ? []
        : selectShippingMethods(ctx.db, scope, only(cart.shippingMethodId)),
    () =>
      methods === 'none' || (methods === 'chosen' && cart.paymentMethodId === null)
        ? []
        : selectPaymentMethods(ctx.db, scope, only(cart.paymentMethodId)),
    () => (withMethods ? selectFreeShippingFrom(ctx.db, ctx.currency.id) : null),
    () => (withMethods && cart.customerId !== null ? selectCartCredits(ctx.db, cart.id, ctx.locale) : []),
  );
  const [{ lines, levels, facts, giftPercents }, vouchers] = await readTogether(
    ctx.db,
    () => priceLines(ctx, cart, items, known, options.withoutStock === true),
    () =>
      known.vouchers && known.links
        ? known.vouchers
        : selectVouchers(
            ctx.db,
            links.map((l) => l.discountId),
            ctx.locale,
            ctx.currency.id,
          ),
  );
  const checkedVouchers = priceVouchers(vouchers, links, lines);
  const applicable = checkedVouchers.filter((v) => v.problem === null);
  const shippingMethod = shippingMethods.find((m) => m.method.id === cart.shippingMethodId) ?? null;
  const paymentMethod = paymentMethods.find((m) => m.method.id === cart.paymentMethodId) ?? null;
  const charge = (m: { price: number | null; taxedPrice: number | null; taxRate: number } | null) =>
    m && m.taxedPrice !== null ? { price: m.price ?? 0, taxedPrice: m.taxedPrice, taxRate: m.taxRate } : null;
  const totals = computeCartTotals({
    decimalPlaces: ctx.currency.decimalPlaces,
    lines: lines.map((l) => ({ ...l, amount: l.row.amount, isGift: isGift(l.row) })),
    vouchers: applicable.map((v) => ({
      percents: v.voucher.percents,
      fixedTaxedAmount: v.voucher.fixedTaxedAmount,
      freeShipping: v.voucher.freeShipping,
    })),
    shipping: charge(shippingMethod),
    payment: charge(paymentMethod),
    freeShippingFrom,
  });
  const noDeduction = { amount: 0, taxedAmount: 0, waivedShippingAmount: 0, waivedShippingTaxedAmount: 0 };
  const extraNotices: CartNotice[] = checkedVouchers
    .filter((v) => v.problem !== null)
    .map((v) => ({ key: 'discount_no_longer_applicable', cart_item_id: null, name: v.voucher.name, amount: null }));
  return {
    row: cart,
    ctx,
    lines: lines.map((line, i) => ({ ...line, total: totals.lines[i] as CartTotals['lines'][number] })),
    vouchers: checkedVouchers.map((v) => ({
      ...v,
      deduction: v.problem === null ? (totals.vouchers[applicable.indexOf(v)] ?? noDeduction) : noDeduction,
    })),
    shippingMethods,
    paymentMethods,
    shippingMethod,
    paymentMethod,
    freeShippingFrom,
    totals,
    credits: applyCredits(totals, spentCredits, ctx.currency),
    notices: [...notices, ...extraNotices],
    stock: levels,
    reads: { items, links, vouchers, facts, giftPercents, stock: levels },
  };
}
