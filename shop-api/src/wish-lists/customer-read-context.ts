import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeEmbed, type Product } from '@contract';
import { customerProductEmbedNames } from '@contract/entities/wish-list';
import { optionalCustomer } from '../auth/request-customer';
import { addVary } from '../http/vary';
import { readContext, type ReadContext } from '../list/read-context';
import { customerProductEmbeds } from './customer-product-embeds';

/**
 * The read context of a catalogue read, with the signed-in customer when a bearer is sent (for
 * the customer's embeds). Without an Authorization header it is `readContext` and nothing more.
 * An answer read for a customer is theirs: `Cache-Control: private, no-store`; every answer
 * varies by Authorization, so no shared cache hands one customer's answer to another.
 */
export async function customerReadContext(request: FastifyRequest, reply: FastifyReply): Promise<ReadContext> {
  const env = readContext(request);
  addVary(reply, 'Authorization');
  const customer = await optionalCustomer(request);
  if (!customer) return env;
  reply.header('Cache-Control', 'private, no-store');
  return { ...env, customerId: customer.customerId };
}

/**
 * A listing answer (the JSON text every shopper shares, built anonymously and cached) with the
 * customer's embeds filled in, when the listing asked for them and a customer is signed in. The
 * shared text is never changed: the customer's copy is a new one.
 */
export async function withCustomerEmbeds(env: ReadContext, body: string, embed: string | undefined): Promise<string> {
  if (env.customerId === undefined || !embed) return body;
  const decoded = decodeEmbed(embed);
  if (!decoded.ok) return body;
  const names = decoded.value
    .map((request) => request.name)
    .filter((name) => (customerProductEmbedNames as readonly string[]).includes(name));
  if (names.length === 0) return body;
  const answer = JSON.parse(body) as { items: Product[] };
  for (const name of names) {
    const valueOf = await customerProductEmbeds[name]!.load(answer.items, env);
    for (const item of answer.items) item._embedded = { ...item._embedded, [name]: valueOf(item) };
  }
  return JSON.stringify(answer);
}
