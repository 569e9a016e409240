import type { FastifyRequest } from 'fastify';
import type { CartRequester } from '../cart/cart-access';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { MessageKey } from '../messages/message';
import { findSessionByAccessHash } from './sessions.repository';
import { hashToken } from './tokens';

/** The customer a request is signed in as, and the session it uses. */
export interface RequestCustomer {
  customerId: number;
  sessionId: number;
}

const bearerPattern = /^Bearer ([A-Za-z0-9_-]{16,200})$/;
const resolved = new WeakMap<FastifyRequest, Promise<RequestCustomer | null>>();

const unauthenticated = (message: MessageKey) => new ApiError('unauthenticated', message);

type Executor = Pick<Database, 'select'>;

async function resolve(request: FastifyRequest, db: Executor): Promise<RequestCustomer | null> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  const match = bearerPattern.exec(header);
  if (!match) throw unauthenticated('auth.bearerFormat');
  const session = await findSessionByAccessHash(db, hashToken(match[1]!), new Date());
  if (!session) throw unauthenticated('auth.tokenUnknown');
  return { customerId: session.customerId, sessionId: session.id };
}

/**
 * The signed-in customer, or null without an Authorization header. A bearer that is sent but is
 * unknown, expired or revoked answers 401 `unauthenticated`, so the storefront refreshes and retries
 * instead of silently acting as a guest. Looked up once per request; code inside a transaction
 * passes it (`db`), as PGlite's one connection is held by it.
 */
export function optionalCustomer(
  request: FastifyRequest,
  db: Executor = request.server.deps.db,
): Promise<RequestCustomer | null> {
  let found = resolved.get(request);
  if (!found) {
    found = resolve(request, db);
    resolved.set(request, found);
  }
  return found;
}

/** The signed-in customer; 401 `unauthenticated` when there is none. */
export async function requireCustomer(request: FastifyRequest): Promise<RequestCustomer> {
  const customer = await optionalCustomer(request);
  if (!customer) throw unauthenticated('auth.signInNeeded');
  return customer;
}

/** Who asks for a cart: the signed-in customer, or a guest. */
export async function cartRequester(
  request: FastifyRequest,
  db: Executor = request.server.deps.db,
): Promise<CartRequester> {
  const customer = await optionalCustomer(request, db);
  return { customerId: customer?.customerId ?? null };
}
