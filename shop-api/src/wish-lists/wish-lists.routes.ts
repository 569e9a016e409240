import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@contract/api-error';
import {
  AddCustomerProductListItemBodySchema,
  CreateCustomerProductListBodySchema,
  CustomerProductListItemListResponseSchema,
  CustomerProductListItemParamsSchema,
  CustomerProductListItemResponseSchema,
  CustomerProductListListResponseSchema,
  CustomerProductListParamsSchema,
  CustomerProductListQuerySchema,
  CustomerProductListResponseSchema,
  UpdateCustomerProductListBodySchema,
} from '@contract/calls/wish-lists';
import { optionalCustomer, requireCustomer } from '../auth/request-customer';
import { ApiError } from '../http/api-error';
import { errorAnswers, preferenceHeaders } from '../http/route-schema';
import { readContext } from '../list/read-context';
import {
  addProductListItem,
  createProductList,
  deleteProductList,
  listProductListItems,
  listProductLists,
  removeProductListItem,
  showProductList,
  updateProductList,
} from './wish-lists.service';

const security = [{ customerToken: [] }];
const tags = ['wish-lists'];
const noContent = z.null().describe('Deleted.');
const json = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBodySchema } } });

/** The signed-in customer's product lists (the wish list is type 1) and their items. */
export async function wishListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/customer-product-lists',
    {
      schema: {
        operationId: 'listCustomerProductLists',
        tags,
        security,
        summary: 'The signed-in customer’s product lists with their item counts.',
        headers: preferenceHeaders,
        querystring: CustomerProductListQuerySchema,
        response: { 200: CustomerProductListListResponseSchema, ...errorAnswers(400, 401, 422) },
      },
    },
    async (request) => listProductLists(db, (await requireCustomer(request)).customerId, request.query.type),
  );

  app.post(
    '/customer-product-lists',
    {
      schema: {
        operationId: 'createCustomerProductList',
        tags,
        security,
        summary: 'Create a list; the wish list (type 1) once: asking again answers the one there is (200).',
        headers: preferenceHeaders,
        body: CreateCustomerProductListBodySchema,
        response: {
          200: CustomerProductListResponseSchema,
          201: CustomerProductListResponseSchema,
          401: json('No customer is signed in: `must_be_logged_in_to_create_product_list`.'),
          409: json('The customer has as many lists as a customer may keep: `failed_to_create_product_list`.'),
          ...errorAnswers(400, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const customer = await optionalCustomer(request);
      if (!customer) throw new ApiError('must_be_logged_in_to_create_product_list', 'shop.listSignIn');
      const { list, created } = await createProductList(db, customer.customerId, request.body);
      return reply.status(created ? 201 : 200).send(list);
    },
  );

  app.get(
    '/customer-product-lists/:id',
    {
      schema: {
        operationId: 'showCustomerProductList',
        tags,
        security,
        summary: 'One of the signed-in customer’s product lists.',
        headers: preferenceHeaders,
        params: CustomerProductListParamsSchema,
        response: { 200: CustomerProductListResponseSchema, ...errorAnswers(400, 401, 404, 422) },
      },
    },
    async (request) => showProductList(db, (await requireCustomer(request)).customerId, request.params.id),
  );

  app.patch(
    '/customer-product-lists/:id',
    {
      schema: {
        operationId: 'updateCustomerProductList',
        tags,
        security,
        summary: 'Rename a list, change its description or position.',
        headers: preferenceHeaders,
        params: CustomerProductListParamsSchema,
        body: UpdateCustomerProductListBodySchema,
        response: { 200: CustomerProductListResponseSchema, ...errorAnswers(400, 401, 404, 413, 415, 422) },
      },
    },
    async (request) =>
      updateProductList(db, (await requireCustomer(request)).customerId, request.params.id, request.body),
  );

  app.delete(
    '/customer-product-lists/:id',
    {
      schema: {
        operationId: 'deleteCustomerProductList',
        tags,
        security,
        summary: 'Delete a list with its items.',
        headers: preferenceHeaders,
        params: CustomerProductListParamsSchema,
        response: { 204: noContent, ...errorAnswers(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      await deleteProductList(db, (await requireCustomer(request)).customerId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/customer-product-lists/:id/items',
    {
      schema: {
        operationId: 'listCustomerProductListItems',
        tags,
        security,
        summary: 'A list’s items, newest first, each with its product (names, paths, picture, prices).',
        headers: preferenceHeaders,
        params: CustomerProductListParamsSchema,
        response: { 200: CustomerProductListItemListResponseSchema, ...errorAnswers(400, 401, 404, 422) },
      },
    },
    async (request) =>
      listProductListItems(readContext(request), (await requireCustomer(request)).customerId, request.params.id),
  );

  app.post(
    '/customer-product-lists/:id/items',
    {
      schema: {
        operationId: 'addCustomerProductListItem',
        tags,
        security,
        summary: 'Add a product to a list; one already there answers its item (200).',
        headers: preferenceHeaders,
        params: CustomerProductListParamsSchema,
        body: AddCustomerProductListItemBodySchema,
        response: {
          200: CustomerProductListItemResponseSchema,
          201: CustomerProductListItemResponseSchema,
          ...errorAnswers(400, 401, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { customerId } = await requireCustomer(request);
      const { item, created } = await addProductListItem(
        readContext(request),
        customerId,
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.delete(
    '/customer-product-lists/:id/items/:itemId',
    {
      schema: {
        operationId: 'removeCustomerProductListItem',
        tags,
        security,
        summary: 'Remove an item from a list.',
        headers: preferenceHeaders,
        params: CustomerProductListItemParamsSchema,
        response: { 204: noContent, ...errorAnswers(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { customerId } = await requireCustomer(request);
      await removeProductListItem(db, customerId, request.params.id, request.params.itemId);
      return reply.status(204).send(null);
    },
  );
}
