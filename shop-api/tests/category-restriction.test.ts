import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiHeaders,
  CategorySchema,
  CategoryTreeNodeSchema,
  listEnvelopeSchema,
  type CategoryTreeNode,
} from '@contract';
import { findCategoryById, loadCategoryTree } from '../src/catalogue/categories/categories.service';
import { productFilters } from '../src/catalogue/filters/product-filters.service';
import { categoryTranslations } from '../src/db/schema';
import type { ReadContext } from '../src/list/read-context';
import { partnerGroupId, restrictedCategoryIds } from '../seed/customer-groups';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const flatten = (nodes: CategoryTreeNode[]): CategoryTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const headers = { [apiHeaders.language]: 'cs' };

async function slugOf(categoryId: number): Promise<string> {
  const [row] = await t.db
    .select()
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.categoryId, categoryId), eq(categoryTranslations.locale, 'cs')));
  if (!row) throw new Error(`category ${categoryId} has no Czech translation`);
  return row.slug;
}

function env(customerGroupIds?: number[]): ReadContext {
  return {
    db: t.db,
    locale: 'cs',
    currency: { id: 1, code: 'CZK', decimalPlaces: 0 },
    publicUrl: 'http://localhost',
    customerGroupIds,
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a category restricted to customer groups', () => {
  it("answers 404 at its path and at its subcategory's path, not an empty page", async () => {
    for (const id of Object.values(restrictedCategoryIds)) {
      const response = await t.app.inject({ method: 'GET', url: `/page/${await slugOf(id)}`, headers });
      expect(response.statusCode, `category ${id}`).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/categories/${id}`, headers })).statusCode).toBe(404);
    }
  });

  it('is in no list and no tree for a shopper outside the group', async () => {
    const list = listEnvelopeSchema(CategorySchema).parse(
      (await t.app.inject({ method: 'GET', url: '/categories?paginate=0', headers })).json(),
    );
    const tree = listEnvelopeSchema(CategoryTreeNodeSchema).parse(
      (await t.app.inject({ method: 'GET', url: '/categories/tree', headers })).json(),
    );
    const hidden: number[] = Object.values(restrictedCategoryIds);
    expect(list.items.filter((c) => hidden.includes(c.id))).toEqual([]);
    expect(flatten(tree.items).filter((c) => hidden.includes(c.id))).toEqual([]);
    expect(list.items.length).toBeGreaterThan(10);
  });

  it('shows to members of the group, with its subcategory and products', async () => {
    expect(await findCategoryById(env([partnerGroupId]), restrictedCategoryIds.partners)).not.toBeNull();
    expect(await findCategoryById(env([partnerGroupId + 1]), restrictedCategoryIds.partners)).toBeNull();
    const tree = flatten(await loadCategoryTree(env([partnerGroupId])));
    expect(tree.find((c) => c.id === restrictedCategoryIds.partners)?.children.map((c) => c.id)).toEqual([
      restrictedCategoryIds.samples,
      restrictedCategoryIds.priceLists,
    ]);
    const listing = await productFilters(env([partnerGroupId]), {
      category_id: restrictedCategoryIds.partners,
      state: '',
    });
    expect(listing.pagination_data.items_count).toBeGreaterThan(0);
  });
});
