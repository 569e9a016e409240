import type { OrdersConfig } from '../config';
import { csobClient } from './csob/csob-client';
import { gopayClient } from './gopay/gopay-client';
import type { GatewayClients } from './payments.service';

/** The adapters of the gateways configured for real (GOPAY_*, CSOB_*): the same in a demo and in production. */
export function liveGateways(orders: Pick<OrdersConfig, 'live'>, fetchImpl: typeof fetch = fetch): GatewayClients {
  const clients: GatewayClients = {};
  if (orders.live.gopay) clients.gopay = gopayClient(orders.live.gopay, fetchImpl);
  if (orders.live.csob) clients.csob = csobClient(orders.live.csob, fetchImpl);
  return clients;
}
