import { msg } from '../messages/message';
import {
  type AddCustomerProductListItemBody,
  type CreateCustomerProductListBody,
  type UpdateCustomerProductListBody,
} from '@contract/calls/wish-lists';
import { productListTypes, type CustomerProductList, type CustomerProductListItem } from '@contract/entities/wish-list';
import type { ListEnvelope } from '@contract';
import { productDefinition } from '../catalogue/products/products.list-definition';
import { findProductById } from '../catalogue/products/products.service';
import { attachEmbeds } from '../list/embed';
import { loadByIds } from '../list/engine';
import type { ReadContext } from '../list/read-context';
import { ApiError } from '../http/api-error';
import type { Database } from '../db/client';
import {
  countLists,
  deleteItem,
  deleteList,
  insertItem,
  insertList,
  lockCustomerLists,
  selectItems,
  selectList,
  selectLists,
  selectSameItem,
  selectWishList,
  updateList,
  variationBelongsTo,
  type ProductListItemRow,
  type ProductListRow,
} from './wish-lists.repository';

/** A customer keeps at most this many lists; one more is `failed_to_create_product_list`. */
export const maxProductLists = 50;

/** The product embeds an item carries: what a favourites page shows without another call. */
const itemProductEmbeds = ['urls', 'default_image_url', 'prices', 'rating', 'product_availability'].map((name) => ({
  name,
}));

const listNotFound = () => ApiError.notFound('notFound.productList');
const itemNotFound = () => ApiError.notFound('notFound.productListItem');

function envelope<T>(items: T[]): ListEnvelope<T> {
  return {
    items,
    _meta: { page: 1, per_page: items.length, total: items.length, total_pages: Math.min(items.length, 1) },
    _errors: {},
  };
}

function serializeList({ list, itemsCount }: { list: ProductListRow; itemsCount: number }): CustomerProductList {
  return {
    id: list.id,
    customer_id: list.customerId,
    name: list.name,
    description: list.description,
    type: list.type === productListTypes.comparison ? 2 : 1,
    position: list.position,
    items_count: itemsCount,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
  };
}

/** Items with their products (as the catalogue lists them, in the request language and currency). */
async function serializeItems(env: ReadContext, rows: ProductListItemRow[]): Promise<CustomerProductListItem[]> {
  const found = await loadByIds(productDefinition, env, [...new Set(rows.map((r) => r.productId))]);
  const products = new Map(
    (await attachEmbeds(productDefinition, env, [...found.values()], itemProductEmbeds)).map((p) => [p.id, p]),
  );
  return rows.map((row) => ({
    id: row.id,
    customer_product_list_id: row.customerProductListId,
    product_id: row.productId,
    product_variation_id: row.productVariationId,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    _embedded: { product: products.get(row.productId) ?? null },
  }));
}

async function myList(db: Database, customerId: number, id: number) {
  const row = await selectList(db, customerId, id);
  if (!row) throw listNotFound();
  return row;
}

export async function listProductLists(
  db: Database,
  customerId: number,
  type?: number,
): Promise<ListEnvelope<CustomerProductList>> {
  return envelope((await selectLists(db, customerId, type)).map(serializeList));
}

export async function showProductList(db: Database, customerId: number, id: number): Promise<CustomerProductList> {
  return serializeList(await myList(db, customerId, id));
}

/**
 * Creates a list. A customer has one wish list: asking for another answers the one there is
 * (`created: false`), so two tabs that both create it end with one.
 */
export async function createProductList(
  db: Database,
  customerId: number,
  body: CreateCustomerProductListBody,
): Promise<{ list: CustomerProductList; created: boolean }> {
  const type = body.type ?? productListTypes.wishList;
  return db.transaction(async (tx) => {
    await lockCustomerLists(tx, customerId);
    if (type === productListTypes.wishList) {
      const existing = await selectWishList(tx, customerId);
      if (existing) return { list: serializeList(existing), created: false };
    }
    const count = await countLists(tx, customerId);
    if (count >= maxProductLists)
      throw new ApiError('failed_to_create_product_list', msg('shop.listLimit', { max: maxProductLists }));
    const list = await insertList(tx, {
      customerId,
      name: body.name,
      description: body.description ?? null,
      type,
      position: count,
    });
    return { list: serializeList({ list, itemsCount: 0 }), created: true };
  });
}

export async function updateProductList(
  db: Database,
  customerId: number,
  id: number,
  body: UpdateCustomerProductListBody,
): Promise<CustomerProductList> {
  const updated = await updateList(db, customerId, id, body);
  if (!updated) throw listNotFound();
  return serializeList(await myList(db, customerId, id));
}

export async function deleteProductList(db: Database, customerId: number, id: number): Promise<void> {
  if (!(await deleteList(db, customerId, id))) throw listNotFound();
}

export async function listProductListItems(
  env: ReadContext,
  customerId: number,
  listId: number,
): Promise<ListEnvelope<CustomerProductListItem>> {
  await myList(env.db, customerId, listId);
  return envelope(await serializeItems(env, await selectItems(env.db, listId)));
}

/**
 * Adds a listed product (and variation) to the list; one already there answers its item
 * (`created: false`). An unknown or unlisted product is a field error.
 */
export async function addProductListItem(
  env: ReadContext,
  customerId: number,
  listId: number,
  body: AddCustomerProductListItemBody,
): Promise<{ item: CustomerProductListItem; created: boolean }> {
  const { db } = env;
  await myList(db, customerId, listId);
  if (!(await findProductById(env, body.product_id)))
    throw ApiError.validation([{ field: 'product_id', message: 'shop.noSuchProduct' }]);
  const variationId = body.product_variation_id ?? null;
  if (variationId !== null && !(await variationBelongsTo(db, variationId, body.product_id)))
    throw ApiError.validation([{ field: 'product_variation_id', message: 'shop.noSuchVariation' }]);
  const inserted = await insertItem(db, {
    customerProductListId: listId,
    productId: body.product_id,
    productVariationId: variationId,
    note: body.note ?? null,
  });
  const row = inserted ?? (await selectSameItem(db, listId, body.product_id, variationId));
  if (!row) throw itemNotFound();
  const [item] = await serializeItems(env, [row]);
  return { item: item!, created: inserted !== undefined };
}

export async function removeProductListItem(
  db: Database,
  customerId: number,
  listId: number,
  itemId: number,
): Promise<void> {
  await myList(db, customerId, listId);
  if (!(await deleteItem(db, listId, itemId))) throw itemNotFound();
}
