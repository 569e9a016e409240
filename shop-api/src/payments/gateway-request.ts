import type { PaymentGateway } from '@contract/calls/payments';
import { addressTypeCodes } from '@contract/codes/address-types';
import { countriesById, type Executor, type StoredOrder } from '../orders/orders.repository';
import { GatewayProtocolError, minorUnits, type GatewayPayer, type GatewayPaymentStatus } from './gateway';
import type { PaymentRow } from './payments.repository';

/** The payer a gateway asks for: the order's e-mail and billing address (the shipping one when it has none). */
export async function gatewayPayer(db: Executor, stored: StoredOrder): Promise<GatewayPayer> {
  const address =
    stored.addresses.find((a) => a.type === addressTypeCodes.billing) ??
    stored.addresses.find((a) => a.type === addressTypeCodes.shipping);
  const countries = await countriesById(db, address?.countryId ? [address.countryId] : []);
  return {
    email: stored.order.email,
    firstName: address?.firstName ?? null,
    lastName: address?.lastName ?? null,
    phone: address?.phone ?? null,
    street: address?.street ?? null,
    city: address?.city ?? null,
    postCode: address?.postCode ?? null,
    country: address?.countryId ? (countries.get(address.countryId)?.alpha2 ?? null) : null,
  };
}

/**
 * The order's lines as a gateway lists them. GoPay wants them to add up to the amount; where they
 * do not (discounts, credits, rounding), the order goes as one line of its total.
 */
export function gatewayItems(stored: StoredOrder): { name: string; count: number; amount: number }[] {
  const lines = stored.items
    .filter((item) => item.taxedTotalPrice > 0)
    .map((item) => ({
      name: item.variationName ? `${item.name} – ${item.variationName}` : item.name,
      count: item.amount,
      amount: item.taxedTotalPrice,
    }));
  const sum = lines.reduce((total, line) => total + minorUnits(line.amount), 0);
  if (lines.length > 0 && sum === minorUnits(stored.order.taxedTotalPrice)) return lines;
  return [{ name: `Order ${stored.order.code}`, count: 1, amount: stored.order.taxedTotalPrice }];
}

/**
 * Refuses a gateway's status answer whose figures are not the recorded payment's: an answer about
 * a payment of another amount, currency or order is never recorded (least of all as paid).
 */
export function assertStatusMatches(payment: PaymentRow, currency: string | null, status: GatewayPaymentStatus): void {
  const differs =
    (status.amountMinor !== undefined && status.amountMinor !== minorUnits(payment.amount)) ||
    (status.currency !== undefined && currency !== null && status.currency !== currency) ||
    (status.orderNumber !== undefined && status.orderNumber !== payment.orderNumber);
  if (differs)
    throw new GatewayProtocolError(
      payment.gateway as PaymentGateway,
      `the status of payment ${payment.externalId} does not match the recorded amount, currency or order`,
    );
}
