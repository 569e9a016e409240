import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerAccountBalanceListResponseSchema,
  CustomerAccountQuerySchema,
  CustomerAccountUsageListResponseSchema,
  CustomerAccountUsageQuerySchema,
} from '@contract/calls/customer-accounts';
import { requireCustomer } from '../auth/request-customer';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { readContext } from '../list/read-context';
import { listCustomerAccountBalances, listCustomerAccountUsages } from './credits.service';

const security = [{ customerToken: [] }];
const tags = ['credits'];

/** The signed-in customer's loyalty credits: balances and their history. */
export async function creditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/customer-accounts',
    {
      schema: {
        operationId: 'listCustomerAccounts',
        tags,
        security,
        summary: 'The balance of each kind of credit: received, used, left and its value in the request currency.',
        headers: preferenceHeaders,
        querystring: CustomerAccountQuerySchema,
        response: { 200: CustomerAccountBalanceListResponseSchema, ...errorAnswers(400, 401, 422) },
      },
    },
    async (request) => listCustomerAccountBalances(readContext(request), (await requireCustomer(request)).customerId),
  );

  app.get(
    '/customer-account-usages',
    {
      schema: {
        operationId: 'listCustomerAccountUsages',
        tags,
        security,
        summary: 'A page of the customer’s credit movements, newest first.',
        headers: preferenceHeaders,
        querystring: CustomerAccountUsageQuerySchema,
        response: { 200: CustomerAccountUsageListResponseSchema, ...errorAnswers(400, 401, 422) },
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return listCustomerAccountUsages(db, request.ctx, customerId, request.query);
    },
  );
}
