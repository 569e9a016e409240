import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthTokens } from '@contract/entities/customer';

export interface RegisteredCustomer {
  customerId: number;
  accessToken: string;
  refreshToken: string;
  email: string;
  password: string;
}

/** The Authorization header of a customer's access token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Registers a new customer through POST /customers (a unique e-mail by default) and returns the session. */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredCustomer> {
  const password = typeof overrides.password === 'string' ? overrides.password : 'Secret-pass-123';
  const body = {
    first_name: 'Test',
    last_name: 'Customer',
    email: `customer-${randomUUID()}@example.com`,
    password,
    password_confirmation: password,
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/customers', payload: body });
  if (response.statusCode !== 201) throw new Error(`Registration failed: ${response.statusCode} ${response.body}`);
  const tokens = response.json<AuthTokens>();
  return {
    customerId: tokens.customer.id,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    email: tokens.customer.email,
    password,
  };
}
