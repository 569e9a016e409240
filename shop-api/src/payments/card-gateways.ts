import type { PaymentGateway } from '@contract/calls/payments';
import { paymentServices } from '@contract/entities/checkout-methods';

/** How each card gateway is run in this process (config `orders.gateways`): null when it has no configuration. */
export type CardGatewayModes = Readonly<Record<PaymentGateway, 'sandbox' | null>>;

/** The card gateway of each payment service that has one. */
export const gatewayOfService: Readonly<Record<number, PaymentGateway>> = {
  [paymentServices.goPay]: 'gopay',
  [paymentServices.csob]: 'csob',
};

/**
 * Whether a payment method's card gateway is missing here: a method of a gateway with no
 * configuration is not offered (`can_use` false, `unavailable_reason` gateway_not_configured) and
 * cannot be chosen or ordered with. Methods without a gateway (transfer, on delivery) never are.
 */
export function cardGatewayMissing(paymentService: number, modes: CardGatewayModes): boolean {
  const gateway = gatewayOfService[paymentService];
  return gateway !== undefined && modes[gateway] === null;
}
