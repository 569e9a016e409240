import { contractFieldErrors } from '../messages/contract-texts';
import { msg } from '../messages/message';
import { addressTypeCodes, type AddressType } from '@contract/codes/address-types';
import { addressRequirements } from '@contract/codes/address-requirements';
import type { AfterSaleAddressBody, AfterSaleListQuery } from '@contract/calls/after-sale';
import type { CreateRefundBody, PatchRefundBody, PutRefundItemsBody } from '@contract/calls/refunds';
import type { ApiFieldError } from '../http/api-error';
import type { ListEnvelope } from '@contract/envelope';
import type { RefundShippingMethod } from '@contract/entities/after-sale';
import type { Refund } from '@contract/entities/refund';
import { bankAccountIssues } from '@contract/rules/bank-account';
import { findStoredOrder, type StoredOrder, type Tx } from '../orders/orders.repository';
import { toMoney } from '../shop/money';
import { orderForCaller } from './after-sale-access';
import { addressColumnsFromBody, addressColumnsFromOrder, isPostalAddressComplete } from './after-sale-addresses';
import { documentNumber, refuseAll, refused, storedBankAccount, type AfterSaleContext } from './after-sale-context';
import { isReturnableLine } from './after-sale-prices';
import { findMethodOption, lockOrder, selectRefundShippingMethods } from './after-sale.repository';
import { returnEligibility } from './deadlines';
import { afterSalePage, pageOf } from './after-sale-list';
import { refundAnswer, refundForCaller, refundParts } from './refund-reads';
import { refundNeedsBankAccount, toRefund, toRefundShippingMethod } from './refund.serializer';
import {
  insertRefund,
  insertRefundItems,
  lockRefund,
  pageOfRefunds,
  setRefundItem,
  unitsHeldElsewhere,
  updateRefund,
  upsertRefundAddress,
  type RefundRow,
} from './refunds.repository';

/** Returns (docs/returns-and-complaints.md): the rules of each call; SQL in refunds.repository.ts. */

function eligibilityOf(stored: StoredOrder, isWithdrawal: boolean, now: Date) {
  return returnEligibility(
    { paidAt: stored.order.paidAt, cancelledAt: stored.order.cancelledAt, shipments: stored.shipments },
    isWithdrawal,
    now,
  );
}

/** `POST /refunds`: a draft with every returnable line of the order at 0 units. */
export async function createRefund(context: AfterSaleContext, body: CreateRefundBody): Promise<Refund> {
  const stored = await orderForCaller(context.db, body.order_id, context.caller, context.signer);
  const eligible = eligibilityOf(stored, body.is_withdrawal, context.now);
  if (!eligible.ok) throw refused('order_id', eligible.message);
  const lines = stored.items.filter(isReturnableLine);
  const refund = await context.db.transaction(async (tx) => {
    await lockOrder(tx, stored.order.id);
    const held = await unitsHeldElsewhere(tx, stored.order.id, 0);
    if (lines.every((item) => (held.get(item.id) ?? 0) >= item.amount))
      throw refused('order_id', 'afterSale.allReturned');
    const created = await insertRefund(tx, {
      orderId: stored.order.id,
      isWithdrawal: body.is_withdrawal,
      expirationAt: eligible.expiresAt,
    });
    await insertRefundItems(
      tx,
      created.id,
      lines.map((item) => item.id),
    );
    for (const address of stored.addresses) {
      const { type, ...columns } = addressColumnsFromOrder(address);
      await upsertRefundAddress(tx, created.id, type, columns);
    }
    return created;
  });
  return refundAnswer(context, refund, stored);
}

export async function getRefund(context: AfterSaleContext, id: number): Promise<Refund> {
  const { refund, stored } = await refundForCaller(context, id);
  return refundAnswer(context, refund, stored);
}

/** `GET /refunds`: the signed-in customer's, or one order's (a guest must name it). */
export async function listRefunds(context: AfterSaleContext, query: AfterSaleListQuery): Promise<ListEnvelope<Refund>> {
  const scope = await afterSalePage(context, query);
  const page = pageOf(query);
  const { rows, total } = await pageOfRefunds(context.db, scope, page);
  const items: Refund[] = [];
  for (const refund of rows) {
    const stored = await findStoredOrder(context.db, refund.orderId);
    if (stored) items.push(await refundAnswer(context, refund, stored));
  }
  return { items, _meta: page.meta(total), _errors: {} };
}

/** Runs a change of a draft in one transaction, its row locked; a sent return is a 422 on `state`. */
async function changeDraft(
  context: AfterSaleContext,
  id: number,
  change: (tx: Tx, refund: RefundRow, stored: StoredOrder) => Promise<void>,
): Promise<Refund> {
  const { stored } = await refundForCaller(context, id);
  const refund = await context.db.transaction(async (tx) => {
    const locked = await lockRefund(tx, id);
    if (!locked) throw refused('id', 'afterSale.returnGone');
    if (locked.state !== 'draft') throw refused('state', 'afterSale.returnSentLocked');
    await change(tx, locked, stored);
    return (await lockRefund(tx, id)) ?? locked;
  });
  return refundAnswer(context, refund, stored);
}

/** `PATCH /refunds/{id}`: the way back, its pickup point, the courier's address flag, the bank account. */
export function patchRefund(context: AfterSaleContext, id: number, body: PatchRefundBody): Promise<Refund> {
  return changeDraft(context, id, async (tx, refund, stored) => {
    const patch: Partial<RefundRow> = storedBankAccount(body);
    const methodId = body.shipping_method_id ?? refund.shippingMethodId;
    if (body.shipping_method_id !== undefined) {
      const [row] = await selectRefundShippingMethods(
        tx,
        { locale: context.locale, currencyId: stored.currency.id },
        body.shipping_method_id,
      );
      const method = row
        ? toRefundShippingMethod(row, stored, (v) => toMoney(v, context.locale, stored.currency))
        : null;
      if (!method?.can_use) throw refused('shipping_method_id', 'afterSale.wayBack');
      patch.shippingMethodId = method.id;
      if (body.shipping_method_id !== refund.shippingMethodId) patch.shippingOptionId = null;
      patch.hasShippingAddress = method.address_requirement === addressRequirements.both;
    }
    if (body.shipping_option_id !== undefined && body.shipping_option_id !== null) {
      const option = methodId === null ? undefined : await findMethodOption(tx, methodId, body.shipping_option_id);
      if (!option) throw refused('shipping_option_id', 'afterSale.wayBackPickupPoint');
      patch.shippingOptionId = option.id;
    } else if (body.shipping_option_id === null) patch.shippingOptionId = null;
    if (body.has_shipping_address !== undefined) patch.hasShippingAddress = body.has_shipping_address;
    await updateRefund(tx, refund.id, patch);
  });
}

/** `PUT /refunds/{id}/items`: units per order line, never above what is left to return. */
export function putRefundItems(context: AfterSaleContext, id: number, body: PutRefundItemsBody): Promise<Refund> {
  return changeDraft(context, id, async (tx, refund, stored) => {
    await lockOrder(tx, refund.orderId);
    const held = await unitsHeldElsewhere(tx, refund.orderId, refund.id);
    const lines = new Map(stored.items.filter(isReturnableLine).map((item) => [item.id, item]));
    const errors: ApiFieldError[] = [];
    body.items.forEach((line, index) => {
      const item = lines.get(line.order_item_id);
      if (!item) errors.push({ field: `items.${index}.order_item_id`, message: 'afterSale.notReturnable' });
      else if (line.amount > item.amount - (held.get(item.id) ?? 0))
        errors.push({
          field: `items.${index}.amount`,
          message: msg('afterSale.atMostReturned', { count: Math.max(0, item.amount - (held.get(item.id) ?? 0)) }),
        });
      if (refund.isWithdrawal && line.preferred_resolve === 'exchange')
        errors.push({
          field: `items.${index}.preferred_resolve`,
          message: 'afterSale.withdrawalExchange',
        });
    });
    refuseAll(errors);
    const given = new Map(body.items.map((line) => [line.order_item_id, line]));
    for (const orderItemId of lines.keys()) {
      const line = given.get(orderItemId);
      await setRefundItem(tx, refund.id, orderItemId, {
        amount: line?.amount ?? 0,
        reason: line?.amount ? (line.reason ?? null) : null,
        preferredResolve: line?.amount ? (line.preferred_resolve ?? null) : null,
      });
    }
  });
}

/** `PUT /refunds/{id}/addresses/{type}`. */
export function putRefundAddress(
  context: AfterSaleContext,
  id: number,
  type: AddressType,
  body: AfterSaleAddressBody,
): Promise<Refund> {
  return changeDraft(context, id, async (tx, refund) => {
    const columns = await addressColumnsFromBody(tx, body, context.caller.customerId);
    await upsertRefundAddress(tx, refund.id, addressTypeCodes[type], columns);
  });
}

/** `GET /refunds/{id}/shipping-methods`. */
export async function refundShippingMethods(
  context: AfterSaleContext,
  id: number,
): Promise<ListEnvelope<RefundShippingMethod>> {
  const { stored } = await refundForCaller(context, id);
  const rows = await selectRefundShippingMethods(context.db, {
    locale: context.locale,
    currencyId: stored.currency.id,
  });
  const money = (value: number) => toMoney(value, context.locale, stored.currency);
  const items = rows.map((row) => toRefundShippingMethod(row, stored, money));
  return { items, _meta: { page: 1, per_page: items.length, total: items.length, total_pages: 1 }, _errors: {} };
}

/** What keeps a draft from being sent, as field errors (empty: it can go). */
function submitErrors(answer: Refund, stored: StoredOrder, now: Date): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  if (now >= new Date(answer.expiration_at)) errors.push({ field: 'order_id', message: 'afterSale.returnEnded' });
  if (answer.total_amount === 0) errors.push({ field: 'items', message: 'afterSale.noItems' });
  answer.items.forEach((item, index) => {
    if (item.amount === 0) return;
    if (item.amount > item.max_amount)
      errors.push({
        field: `items.${index}.amount`,
        message: msg('afterSale.atMostReturned', { count: item.max_amount }),
      });
    if (!item.reason) errors.push({ field: `items.${index}.reason`, message: 'afterSale.reason' });
    if (!item.preferred_resolve)
      errors.push({ field: `items.${index}.preferred_resolve`, message: 'afterSale.resolution' });
  });
  const method = answer.shipping_method;
  if (!method?.can_use) errors.push({ field: 'shipping_method_id', message: 'afterSale.shippingMethod' });
  else if (method.has_options && answer.shipping_option_id === null)
    errors.push({ field: 'shipping_option_id', message: 'afterSale.pickupPoint' });
  const address = (type: AddressType) => answer.addresses.find((entry) => entry.type === type);
  const columnsOf = (type: AddressType) => {
    const entry = address(type);
    return (
      entry && {
        firstName: entry.first_name,
        lastName: entry.last_name,
        street: entry.street,
        city: entry.city,
        postCode: entry.post_code,
        countryId: entry.country_id,
      }
    );
  };
  if (answer.has_shipping_address && !isPostalAddressComplete(columnsOf('shipping')))
    errors.push({ field: 'addresses.shipping', message: 'afterSale.pickupAddress' });
  if (!address('billing')?.first_name || !address('billing')?.last_name)
    errors.push({ field: 'addresses.billing', message: 'afterSale.sender' });
  const moneyBack = answer.items.some((item) => item.amount > 0 && item.preferred_resolve === 'money_back');
  if (moneyBack && refundNeedsBankAccount(stored))
    errors.push(...contractFieldErrors(bankAccountIssues(answer).map(([field, message]) => ({ field, message }))));
  return errors;
}

/** `POST /refunds/{id}/submit`: checks everything again, numbers it and sends it; the mail goes after. */
export async function submitRefund(
  context: AfterSaleContext,
  id: number,
): Promise<{ refund: Refund; row: RefundRow; stored: StoredOrder }> {
  const { stored } = await refundForCaller(context, id);
  const row = await context.db.transaction(async (tx) => {
    await lockOrder(tx, stored.order.id);
    const locked = await lockRefund(tx, id);
    if (!locked) throw refused('id', 'afterSale.returnGone');
    if (locked.state !== 'draft') throw refused('state', 'afterSale.returnSent');
    const fresh = (await findStoredOrder(tx, stored.order.id)) ?? stored;
    refuseAll(
      submitErrors(toRefund(await refundParts(tx, locked, fresh, context.locale), context), fresh, context.now),
    );
    await updateRefund(tx, id, {
      state: 'submitted',
      submittedAt: context.now,
      documentNumber: documentNumber('VR', id, context.now),
    });
    return (await lockRefund(tx, id)) ?? locked;
  });
  return { refund: await refundAnswer(context, row, stored), row, stored };
}
