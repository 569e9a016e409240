import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateCustomerAddressBodySchema,
  CustomerAddressListResponseSchema,
  CustomerAddressParamsSchema,
  CustomerAddressResponseSchema,
  UpdateCustomerAddressBodySchema,
} from '@contract/calls/customer-addresses';
import { requireCustomer } from '../auth/request-customer';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import {
  createCustomerAddress,
  deleteCustomerAddress,
  listCustomerAddresses,
  showCustomerAddress,
  updateCustomerAddress,
} from './addresses.service';

const security = [{ customerToken: [] }];
const tags = ['addresses'];
const noContent = z.null().describe('Deleted.');

/** The signed-in customer's address book; another customer's address answers 404 like an unknown one. */
export async function addressRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/customer-addresses',
    {
      schema: {
        operationId: 'listCustomerAddresses',
        tags,
        security,
        summary: 'The signed-in customer’s addresses, the defaults first.',
        headers: preferenceHeaders,
        response: { 200: CustomerAddressListResponseSchema, ...errorAnswers(400, 401, 422) },
      },
    },
    async (request) => listCustomerAddresses(db, (await requireCustomer(request)).customerId),
  );

  app.post(
    '/customer-addresses',
    {
      schema: {
        operationId: 'createCustomerAddress',
        tags,
        security,
        summary: 'Add an address; the first one becomes the billing and the shipping default.',
        headers: preferenceHeaders,
        body: CreateCustomerAddressBodySchema,
        response: { 201: CustomerAddressResponseSchema, ...errorAnswers(400, 401, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { customerId } = await requireCustomer(request);
      return reply.status(201).send(await createCustomerAddress(db, customerId, request.body));
    },
  );

  app.get(
    '/customer-addresses/:id',
    {
      schema: {
        operationId: 'showCustomerAddress',
        tags,
        security,
        summary: 'One of the signed-in customer’s addresses.',
        headers: preferenceHeaders,
        params: CustomerAddressParamsSchema,
        response: { 200: CustomerAddressResponseSchema, ...errorAnswers(400, 401, 404, 422) },
      },
    },
    async (request) => showCustomerAddress(db, (await requireCustomer(request)).customerId, request.params.id),
  );

  app.patch(
    '/customer-addresses/:id',
    {
      schema: {
        operationId: 'updateCustomerAddress',
        tags,
        security,
        summary: 'Change an address; making it a default takes that default from the other address.',
        headers: preferenceHeaders,
        params: CustomerAddressParamsSchema,
        body: UpdateCustomerAddressBodySchema,
        response: { 200: CustomerAddressResponseSchema, ...errorAnswers(400, 401, 404, 413, 415, 422) },
      },
    },
    async (request) =>
      updateCustomerAddress(db, (await requireCustomer(request)).customerId, request.params.id, request.body),
  );

  app.delete(
    '/customer-addresses/:id',
    {
      schema: {
        operationId: 'deleteCustomerAddress',
        tags,
        security,
        summary: 'Delete an address; the newest remaining one takes the defaults it held.',
        headers: preferenceHeaders,
        params: CustomerAddressParamsSchema,
        response: { 204: noContent, ...errorAnswers(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      await deleteCustomerAddress(db, (await requireCustomer(request)).customerId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
