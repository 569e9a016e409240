import { paymentGateway, type PaymentGateway } from '@contract/codes/card-gateways';

/** How each card gateway is run in this process (config `orders.gateways`): null when it has no configuration. */
export type CardGatewayModes = Readonly<Record<PaymentGateway, 'live' | 'sandbox' | null>>;

/**
 * Whether a payment method's card gateway is missing here: a method of a gateway with no
 * configuration is not offered (`can_use` false, `unavailable_reason` gateway_not_configured) and
 * cannot be chosen or ordered with. Methods without a gateway (transfer, on delivery) never are.
 */
export function cardGatewayMissing(paymentService: number, modes: CardGatewayModes): boolean {
  const gateway = paymentGateway(paymentService);
  return gateway !== null && modes[gateway] === null;
}
