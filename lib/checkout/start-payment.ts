import type { Locale } from '@contract/locales';
import type { ApiClient } from '@/lib/api/api-client';
import { startGatewayPayment } from './checkout-api';
import { paymentGateway } from '@contract/codes/card-gateways';
import { paymentReturnUrl } from './payment-return';

export type PaymentStart =
  /** Paid later (or no gateway in this shop): straight to the summary. */
  | { kind: 'none' }
  /** Go to the gateway's page with a full page load. */
  | { kind: 'gateway'; url: string }
  /**
   * The payment could not be created: the summary with `go_pay_load_error` (docs/checkout.md,
   * "Placing the order and starting the payment").
   */
  | { kind: 'failed'; error: unknown };

/**
 * Starts the card payment of an order whose payment service has a gateway (GoPay or ČSOB), with
 * the storefront's return route as the return address; anything else has nothing to start. Used
 * after placing the order and by "pay again" on the summary.
 */
export async function startOrderPayment(
  api: ApiClient,
  order: { id: number; token?: string; paymentService: number },
  returnTo: { origin: string; locale: Locale },
): Promise<PaymentStart> {
  const gateway = paymentGateway(order.paymentService);
  if (!gateway) return { kind: 'none' };
  try {
    const url = await startGatewayPayment(
      api,
      gateway,
      order,
      paymentReturnUrl(returnTo.origin, gateway, returnTo.locale),
    );
    return { kind: 'gateway', url };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
