import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiHeaders,
  BrandSchema,
  BrandTreeNodeSchema,
  CategorySchema,
  CategoryTreeNodeSchema,
  encodeFilters,
  ErrorBodySchema,
  listEnvelopeSchema,
  ProductSchema,
  UrlsSchema,
  type CategoryTreeNode,
} from '@contract';
import { categories } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function ok<T extends z.ZodType>(
  schema: T,
  url: string,
  headers: Record<string, string> = {},
): Promise<z.infer<T>> {
  const { status, body } = await get(url, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return schema.parse(body);
}

async function productTotal(filter: [string, 'eq', number]): Promise<number> {
  const page = await ok(
    listEnvelopeSchema(ProductSchema),
    `/products?per_page=1&filters=${encodeURIComponent(encodeFilters([filter]))}`,
  );
  return page._meta.total;
}

const flatten = (nodes: CategoryTreeNode[]): CategoryTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('categories', () => {
  it('lists categories with urls, product counts and children', async () => {
    const page = await ok(
      listEnvelopeSchema(CategorySchema.strict()),
      '/categories?paginate=0&embed=urls,products_count,children',
    );
    expect(page._meta.total).toBeGreaterThan(5);
    for (const category of page.items) {
      const e = z
        .object({ urls: UrlsSchema, products_count: z.number().int(), children: z.array(CategorySchema.strict()) })
        .strict()
        .parse(category._embedded);
      expect(Object.keys(e.urls).sort()).toEqual(['cs', 'en', 'sk']);
      expect(category.available_for_languages).toEqual(['cs', 'sk', 'en']);
      expect(e.children.map((c) => c.id)).toEqual(
        page.items.filter((c) => c.parent_id === category.id).map((c) => c.id),
      );
      expect(e.products_count).toBe(await productTotal(['category_id', 'eq', category.id]));
    }
  });

  it('answers the tree: roots with nested children, siblings by position', async () => {
    const tree = await ok(listEnvelopeSchema(CategoryTreeNodeSchema), '/categories/tree?embed=products_count');
    const flat = await ok(listEnvelopeSchema(CategorySchema), '/categories?paginate=0');
    expect(tree.items.every((root) => root.parent_id === null)).toBe(true);
    expect(
      flatten(tree.items)
        .map((c) => c.id)
        .sort((a, b) => a - b),
    ).toEqual(flat.items.map((c) => c.id).sort((a, b) => a - b));
    for (const node of flatten(tree.items)) {
      expect(node.children.every((child) => child.parent_id === node.id)).toBe(true);
      const positions = node.children.map((c) => c.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(typeof node._embedded?.products_count).toBe('number');
    }
    expect(tree.items.some((root) => root.children.length > 0)).toBe(true);
  });

  it('answers one category, 404 for an unknown id and 422 for a malformed one', async () => {
    const category = await ok(CategorySchema.strict(), '/categories/6?embed=urls{en}');
    expect(category._embedded).toEqual({ urls: { en: category.slug } });
    expect(ErrorBodySchema.parse((await get('/categories/999999')).body).type).toBe('not_found');
    expect((await get('/categories/999999')).status).toBe(404);
    const bad = await get('/categories/six');
    expect(bad.status).toBe(422);
    expect(ErrorBodySchema.parse(bad.body).errors[0]?.field).toBe('id');
    const badTree = await get('/categories/tree?page=2');
    expect(badTree.status).toBe(422);
  });

  it('translates names with Language-Preference', async () => {
    const en = await ok(CategorySchema, '/categories/1');
    const cs = await ok(CategorySchema, '/categories/1', { [apiHeaders.language]: 'cs' });
    expect(cs.name).not.toBe(en.name);
  });

  it('filters and sorts', async () => {
    const children = await ok(
      listEnvelopeSchema(CategorySchema),
      `/categories?paginate=0&sort=-name&filters=${encodeURIComponent(encodeFilters([['parent_id', 'eq', 1]]))}`,
    );
    expect(children.items.length).toBeGreaterThan(1);
    expect(children.items.every((c) => c.parent_id === 1)).toBe(true);
    const roots = await ok(
      listEnvelopeSchema(CategorySchema),
      `/categories?paginate=0&filters=${encodeURIComponent(encodeFilters([['parent_id', 'eq', null]]))}`,
    );
    expect(roots.items.every((c) => c.parent_id === null)).toBe(true);
  });

  it('hides group-restricted and inactive categories, and the subtree under a hidden parent', async () => {
    await t.db.update(categories).set({ customerGroupsRestriction: true }).where(eq(categories.id, 2));
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, 17));
    const tree = flatten((await ok(listEnvelopeSchema(CategoryTreeNodeSchema), '/categories/tree')).items).map(
      (c) => c.id,
    );
    expect(tree).not.toContain(2);
    expect(tree).not.toContain(9);
    expect(tree).not.toContain(17);
    const flat = (await ok(listEnvelopeSchema(CategorySchema), '/categories?paginate=0')).items.map((c) => c.id);
    expect(flat).not.toContain(2);
    expect(flat).not.toContain(17);
    expect((await get('/categories/2')).status).toBe(404);
  });
});

describe('brands', () => {
  it('lists brands with urls and product counts', async () => {
    const page = await ok(listEnvelopeSchema(BrandSchema.strict()), '/brands?embed=urls,products_count');
    expect(page.items.length).toBeGreaterThan(1);
    for (const brand of page.items) {
      const e = z.object({ urls: UrlsSchema, products_count: z.number().int() }).strict().parse(brand._embedded);
      expect(e.urls.en).toBe(brand.slug);
      expect(e.products_count).toBe(await productTotal(['brand_id', 'eq', brand.id]));
    }
  });

  it('answers the tree, one brand, 404 and 422', async () => {
    const tree = await ok(listEnvelopeSchema(BrandTreeNodeSchema), '/brands/tree');
    const flat = await ok(listEnvelopeSchema(BrandSchema), '/brands?paginate=0');
    expect(tree.items.length).toBeGreaterThan(0);
    expect(tree.items.every((b) => b.parent_id === null)).toBe(true);
    const count = (nodes: { children: unknown[] }[]): number =>
      nodes.reduce((n, node) => n + 1 + count(node.children as { children: unknown[] }[]), 0);
    expect(count(tree.items)).toBe(flat._meta.total);
    const brand = await ok(BrandSchema.pick({ id: true, name: true }).strict(), '/brands/1?only=name');
    expect(Object.keys(brand).sort()).toEqual(['id', 'name']);
    expect((await get('/brands/999999')).status).toBe(404);
    expect((await get('/brands/x')).status).toBe(422);
    expect((await get('/brands?sort=color')).status).toBe(422);
  });
});
