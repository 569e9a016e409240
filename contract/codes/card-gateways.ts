import { paymentServices } from './payment-services';

/** The two card gateways; their ids are the storefront's return route segment (`/api/payment-return/{gateway}`). */
export const paymentGateways = ['gopay', 'csob'] as const;
export type PaymentGateway = (typeof paymentGateways)[number];

const gatewayOfService: ReadonlyMap<number, PaymentGateway> = new Map([
  [paymentServices.goPay, 'gopay'],
  [paymentServices.csob, 'csob'],
]);

/** The card gateway of an online payment service this shop runs, or null (pay later, or a gateway it does not run). */
export function paymentGateway(paymentService: number | null | undefined): PaymentGateway | null {
  return paymentService == null ? null : (gatewayOfService.get(paymentService) ?? null);
}
