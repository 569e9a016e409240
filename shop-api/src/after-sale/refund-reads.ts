import type { Refund } from '@contract/entities/refund';
import type { Locale } from '@contract/locale-codes';
import { readTogether } from '../db/read-together';
import { ApiError } from '../http/api-error';
import { findStoredOrder, type Executor, type StoredOrder } from '../orders/orders.repository';
import { mayUse } from './after-sale-access';
import type { AfterSaleContext } from './after-sale-context';
import { optionName, selectRefundShippingMethods, variationPropertyNames } from './after-sale.repository';
import { creditsSpentOn } from './refund-credits';
import { toRefund, type RefundParts } from './refund.serializer';
import { findRefund, refundAddressesOf, refundItemsOf, unitsHeldElsewhere, type RefundRow } from './refunds.repository';

/** Everything a return's answer needs, read from the database. */
export async function refundParts(
  db: Executor,
  refund: RefundRow,
  stored: StoredOrder,
  locale: Locale,
): Promise<RefundParts> {
  const variationIds = stored.items.flatMap((item) =>
    item.productVariationId === null ? [] : [item.productVariationId],
  );
  const [items, addresses, heldElsewhere, methods, option, variationNames, creditsSpent] = await readTogether(
    db,
    () => refundItemsOf(db, refund.id),
    () => refundAddressesOf(db, refund.id),
    () => unitsHeldElsewhere(db, refund.orderId, refund.id),
    () =>
      refund.shippingMethodId === null
        ? Promise.resolve([])
        : selectRefundShippingMethods(db, { locale, currencyId: stored.currency.id }, refund.shippingMethodId),
    () => optionName(db, refund.shippingOptionId),
    () => variationPropertyNames(db, variationIds, locale),
    () => creditsSpentOn(db, stored.order),
  );
  return {
    refund,
    stored,
    items,
    addresses,
    heldElsewhere,
    method: methods[0] ?? null,
    optionName: option,
    variationNames,
    creditsSpent,
  };
}

/**
 * A return and its order, when the caller may use them. An unknown return and one of an order the
 * caller may not use are the same 404.
 */
export async function refundForCaller(
  context: AfterSaleContext,
  id: number,
  db: Executor = context.db,
): Promise<{ refund: RefundRow; stored: StoredOrder }> {
  const refund = await findRefund(db, id);
  const stored = refund ? await findStoredOrder(db, refund.orderId) : undefined;
  if (!refund || !stored || !mayUse(stored, context.caller, context.signer)) throw ApiError.notFound('notFound.return');
  return { refund, stored };
}

export async function refundAnswer(context: AfterSaleContext, refund: RefundRow, stored: StoredOrder): Promise<Refund> {
  const parts = await refundParts(context.db, refund, stored, context.locale);
  return toRefund(parts, context);
}
