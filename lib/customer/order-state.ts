import type { OrderState } from '@contract/entities/order';
import { paymentGateway } from '@contract/codes/card-gateways';

/** What the order list and detail need to decide the actions of an order (the API's own `state`). */
interface OrderFacts {
  state: OrderState;
  payment: { payment_service: number };
}

/** An unpaid, uncancelled online order whose gateway the storefront can open again. */
export function canRetryPayment(order: OrderFacts): boolean {
  return order.state === 'awaiting_payment' && paymentGateway(order.payment.payment_service) !== null;
}

/** A complaint is for goods that were paid for and not cancelled. */
export function canFileComplaint(order: Pick<OrderFacts, 'state'>): boolean {
  return order.state === 'paid';
}

/** How each state looks beside its name (never by colour alone: the badge says the state in words). */
export const orderStateTone: Record<OrderState, string> = {
  paid: 'bg-green-100 text-green-900',
  cancelled: 'bg-neutral-200 text-neutral-800',
  pay_later: 'bg-amber-100 text-amber-900',
  awaiting_payment: 'bg-red-100 text-red-900',
};
