import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { CartSchema, type Cart } from '@contract/entities/cart';
import { ErrorBodySchema, type ErrorBody } from '@contract/api-error';

/** Small helpers the cart API tests share: every answer is parsed with the contract. */

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call(app: FastifyInstance, method: Method, url: string, options: CallOptions = {}) {
  const response = await app.inject({
    method,
    url,
    headers: { 'language-preference': 'en', 'currency-preference': 'CZK', ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

export async function newCart(app: FastifyInstance, headers?: Record<string, string>): Promise<Cart> {
  const { status, body } = await call(app, 'POST', '/carts', { headers });
  expect(status).toBe(201);
  return CartSchema.parse(body);
}

/** A call that must answer 200 with a cart. */
export async function cartCall(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: CallOptions = {},
): Promise<Cart> {
  const { status, body } = await call(app, method, url, options);
  if (status !== 200) throw new Error(`${method} ${url} answered ${status}: ${JSON.stringify(body)}`);
  return CartSchema.parse(body);
}

export function addItem(app: FastifyInstance, cartId: string, body: object, headers?: Record<string, string>) {
  return cartCall(app, 'POST', `/carts/${cartId}/items`, { body, headers });
}

/** A call that must fail with `status`; answers the error body. */
export async function failing(
  app: FastifyInstance,
  method: Method,
  url: string,
  status: number,
  options: CallOptions = {},
): Promise<ErrorBody> {
  const response = await call(app, method, url, options);
  if (response.status !== status)
    throw new Error(`${method} ${url} answered ${response.status}, not ${status}: ${JSON.stringify(response.body)}`);
  return ErrorBodySchema.parse(response.body);
}

/** The message of the error's field, or undefined. */
export function fieldMessage(error: ErrorBody, field: string): string | undefined {
  return error.errors.find((e) => e.field === field)?.message;
}
