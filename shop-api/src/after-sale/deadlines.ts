import { msg, type Message } from '../messages/message';
import { complaintMonths } from '@contract/codes/complaints';
import { goodwillReturnDays, withdrawalDays } from '@contract/codes/returns';

/**
 * When a return or complaint may be filed (docs/returns-and-complaints.md, "Deadlines and which
 * date counts"). Pure: the services pass the order's dates and the time now.
 */

export interface OrderDates {
  paidAt: Date | null;
  cancelledAt: Date | null;
  shipments: { createdAt: Date; deliveredAt: Date | null }[];
}

export type Eligibility = { ok: true; expiresAt: Date } | { ok: false; message: Message };

const dayMs = 24 * 60 * 60 * 1000;

/** The delivery date: the newest recorded delivery, else the newest shipment's date; null when nothing was shipped. */
export function deliveryDate(shipments: OrderDates['shipments']): Date | null {
  const newest = (dates: Date[]) => (dates.length === 0 ? null : new Date(Math.max(...dates.map((d) => d.getTime()))));
  const delivered = shipments.flatMap((shipment) => (shipment.deliveredAt ? [shipment.deliveredAt] : []));
  return newest(delivered) ?? newest(shipments.map((shipment) => shipment.createdAt));
}

/** The end of the `days`-th day after `date`'s day (UTC midnight that follows it). */
export function endOfDayAfter(date: Date, days: number): Date {
  const startOfDay = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return new Date(startOfDay + (days + 1) * dayMs);
}

/** The end of the day `months` after `date` (the last day of a shorter month when the day is missing). */
export function endOfDayMonthsAfter(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day) + dayMs);
}

const formatDay = (date: Date) => new Date(date.getTime() - 1).toISOString().slice(0, 10);

/** Whether goods of the order can be returned now: a withdrawal (14 days) or a goodwill return (30). */
export function returnEligibility(order: OrderDates, isWithdrawal: boolean, now: Date): Eligibility {
  if (order.cancelledAt) return { ok: false, message: msg('afterSale.cancelledReturn') };
  const delivered = order.shipments.some((shipment) => shipment.deliveredAt !== null);
  if (!delivered && !(order.paidAt && order.shipments.length > 0))
    return { ok: false, message: msg('afterSale.notShippedYet') };
  const from = deliveryDate(order.shipments);
  if (!from) return { ok: false, message: msg('afterSale.notShipped') };
  const days = isWithdrawal ? withdrawalDays : goodwillReturnDays;
  const expiresAt = endOfDayAfter(from, days);
  if (now >= expiresAt)
    return {
      ok: false,
      message: msg(isWithdrawal ? 'afterSale.withdrawalEnded' : 'afterSale.returnEndedOn', {
        days,
        date: formatDay(expiresAt),
      }),
    };
  return { ok: true, expiresAt };
}

/** Whether a defect of the order's goods can be claimed now: paid, not cancelled, within 24 months of delivery. */
export function complaintEligibility(order: OrderDates, now: Date): Eligibility {
  if (order.cancelledAt) return { ok: false, message: msg('afterSale.cancelledClaim') };
  if (!order.paidAt) return { ok: false, message: msg('afterSale.notPaid') };
  const from = deliveryDate(order.shipments) ?? order.paidAt;
  const expiresAt = endOfDayMonthsAfter(from, complaintMonths);
  if (now >= expiresAt)
    return {
      ok: false,
      message: msg('afterSale.complaintEnded', { months: complaintMonths, date: formatDay(expiresAt) }),
    };
  return { ok: true, expiresAt };
}
