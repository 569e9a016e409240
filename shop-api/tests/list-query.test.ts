import { describe, expect, it } from 'vitest';
import { encodeFilters, type FieldError, type Filter } from '@contract';
import { ApiError } from '../src/http/api-error';
import type { QueryWhitelist } from '../src/list/definition';
import { IdParamsSchema } from '@contract/calls/request-parts';
import { maxFilters, maxInValues } from '../src/list/parse-filters';
import { parseListQuery, parseRecordQuery } from '../src/list/parse-query';
import { buildTree } from '../src/list/tree';

/** A small whitelist with one field of every type; the parser needs no database. */
const whitelist: QueryWhitelist = {
  fields: ['id', 'name', 'price', 'is_new', 'created_at'],
  sort: { id: true, name: true, price: true },
  defaultSort: [{ field: 'id', direction: 'asc' }],
  filters: {
    id: { type: 'integer' },
    name: { type: 'string' },
    code: { type: 'string', nullable: true },
    price: { type: 'decimal' },
    is_new: { type: 'boolean' },
    created_at: { type: 'date' },
    category_id: { type: 'integer', operators: ['eq', 'in'] },
  },
  embeds: { brand: { fields: ['id', 'name'] }, urls: { fields: ['cs', 'sk', 'en'] }, category_ids: {} },
};

function fieldErrors(run: () => unknown): FieldError[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    return apiError.toBody('en').errors;
  }
  throw new Error('expected a validation error');
}

function expectError(query: Record<string, unknown>, field: string): void {
  const errors = fieldErrors(() => parseListQuery(whitelist, query));
  expect(errors.map((e) => e.field)).toContain(field);
  for (const error of errors) expect(error.message.length).toBeGreaterThan(0);
}

const filtersParam = (...filters: unknown[]) => encodeFilters(filters as Filter[]);

describe('parseListQuery', () => {
  it('uses the defaults without parameters', () => {
    expect(parseListQuery(whitelist, {})).toEqual({
      page: 1,
      perPage: 24,
      paginate: true,
      sort: [{ field: 'id', direction: 'asc' }],
      filters: [],
      embeds: [],
      only: undefined,
      except: undefined,
    });
  });

  it('reads every parameter', () => {
    const query = parseListQuery(whitelist, {
      page: '2',
      per_page: '100',
      paginate: '0',
      sort: '-price,name',
      embed: 'brand{id},urls',
      only: 'name,price',
      filters: filtersParam(
        ['price', 'gte', 10.5],
        ['name', 'contains', 'tr'],
        ['created_at', 'lt', '2025-01-02'],
        ['id', 'in', [1, 2]],
      ),
    });
    expect(query.page).toBe(2);
    expect(query.perPage).toBe(100);
    expect(query.paginate).toBe(false);
    expect(query.sort).toEqual([
      { field: 'price', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
    expect(query.embeds).toEqual([{ name: 'brand', fields: ['id'] }, { name: 'urls' }]);
    expect(query.only).toEqual(['name', 'price']);
    expect(query.filters).toEqual([
      { field: 'price', operator: 'gte', value: 10.5 },
      { field: 'name', operator: 'contains', value: 'tr' },
      { field: 'created_at', operator: 'lt', value: '2025-01-02T00:00:00.000Z' },
      { field: 'id', operator: 'in', value: [1, 2] },
    ]);
  });

  it('rejects unknown and repeated parameters', () => {
    expect(fieldErrors(() => parseListQuery(whitelist, { foo: '1' }))).toEqual([
      { field: 'foo', message: 'Unknown query parameter.' },
    ]);
    expectError({ page: ['1', '2'] }, 'page');
    expectError({ sort: ['id', 'name'] }, 'sort');
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], [''], ['99999999999999999999']])('rejects page=%s', (page) =>
    expectError({ page }, 'page'),
  );
  it.each([['0'], ['101'], ['x'], ['']])('rejects per_page=%s', (perPage) =>
    expectError({ per_page: perPage }, 'per_page'),
  );
  it.each([['2'], ['true'], ['']])('rejects paginate=%s', (paginate) => expectError({ paginate }, 'paginate'));

  it('rejects unknown, repeated and empty sort fields', () => {
    expectError({ sort: 'weight' }, 'sort');
    expectError({ sort: 'name,-name' }, 'sort');
    expectError({ sort: '' }, 'sort');
    expectError({ sort: '-' }, 'sort');
    // Only whitelisted keys count, not what every object inherits.
    expectError({ sort: 'constructor' }, 'sort');
  });

  it('rejects filters that are not base64 of a JSON list', () => {
    expectError({ filters: '%%%' }, 'filters');
    expectError({ filters: btoa('not json') }, 'filters');
    expectError({ filters: btoa('{"a":1}') }, 'filters');
    expectError({ filters: btoa('[["name","like","x"]]') }, 'filters');
    expectError({ filters: '' }, 'filters');
  });

  it('names the filter by index for an unknown field, a disallowed operator or a wrong value', () => {
    const cases: [unknown, string][] = [
      [['weight', 'eq', 1], 'unknown field'],
      [['toString', 'eq', 1], 'inherited key'],
      [['name', 'gt', 'a'], 'ordering a text'],
      [['is_new', 'in', [true]], 'in on a boolean'],
      [['price', 'contains', '1'], 'contains on a number'],
      [['category_id', 'neq', 1], 'operator the field narrows away'],
      [['price', 'eq', 'cheap'], 'text for a number'],
      [['id', 'eq', 1.5], 'fraction for an integer'],
      [['id', 'eq', 3_000_000_000], 'beyond int4'],
      [['is_new', 'eq', 'yes'], 'text for a boolean'],
      [['name', 'eq', 5], 'number for a text'],
      [['name', 'eq', 'a\u0000b'], 'NUL in a text'],
      [['created_at', 'gt', 'yesterday'], 'not a date'],
      [['id', 'in', 1], 'in without a list'],
      [['id', 'in', []], 'empty in list'],
      [['id', 'in', [1, 'x']], 'wrong type in the list'],
      [['id', 'eq', [1]], 'list for eq'],
      [['id', 'eq', null], 'null on a field that is never null'],
      [['code', 'contains', null], 'null for contains'],
    ];
    for (const [filter] of cases) {
      const errors = fieldErrors(() => parseListQuery(whitelist, { filters: filtersParam(['id', 'gt', 0], filter) }));
      expect(errors).toHaveLength(1);
      expect(errors[0]?.field).toBe('filters.1');
    }
  });

  it('accepts null for eq and neq on nullable fields', () => {
    const query = parseListQuery(whitelist, { filters: filtersParam(['code', 'eq', null], ['code', 'neq', null]) });
    expect(query.filters.map((f) => f.value)).toEqual([null, null]);
  });

  it('bounds the number of filters and of in values', () => {
    expectError({ filters: filtersParam(...Array.from({ length: maxFilters + 1 }, () => ['id', 'gt', 0])) }, 'filters');
    expectError(
      { filters: filtersParam(['id', 'in', Array.from({ length: maxInValues + 1 }, (_, i) => i)]) },
      'filters.0',
    );
  });

  it('rejects unknown embeds, unknown embed fields, braces on embeds without fields and repeats', () => {
    expectError({ embed: 'owner' }, 'embed');
    expectError({ embed: 'brand{id,logo}' }, 'embed');
    expectError({ embed: 'category_ids{id}' }, 'embed');
    expectError({ embed: 'urls,urls' }, 'embed');
    expectError({ embed: 'brand{' }, 'embed');
  });

  it('rejects unknown only/except fields, empty lists and both together', () => {
    expectError({ only: 'weight' }, 'only');
    expectError({ except: 'weight' }, 'except');
    expectError({ only: '' }, 'only');
    expectError({ only: 'name', except: 'price' }, 'only');
  });

  it('reports every problem at once', () => {
    const errors = fieldErrors(() => parseListQuery(whitelist, { page: '0', per_page: '0', sort: 'x', embed: 'x' }));
    expect(errors.map((e) => e.field).sort()).toEqual(['embed', 'page', 'per_page', 'sort']);
  });
});

describe('parseRecordQuery', () => {
  it('takes embed, only and except', () => {
    expect(parseRecordQuery(whitelist, { embed: 'urls', except: 'price' })).toEqual({
      embeds: [{ name: 'urls' }],
      only: undefined,
      except: ['price'],
    });
  });

  it('rejects list parameters on a single record', () => {
    expect(fieldErrors(() => parseRecordQuery(whitelist, { page: '1' }))).toEqual([
      { field: 'page', message: 'Unknown query parameter.' },
    ]);
  });
});

describe('the id path parameter', () => {
  it('accepts a positive int4', () => {
    expect(IdParamsSchema.parse({ id: '42' }).id).toBe(42);
    expect(IdParamsSchema.parse({ id: '2147483647' }).id).toBe(2147483647);
  });

  it.each([['0'], ['-1'], ['abc'], ['1.5'], ['01'], ['2147483648'], ['99999999999']])(
    'rejects id %s on the field id',
    (id) => {
      const result = IdParamsSchema.safeParse({ id });
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['id']);
    },
  );
});

describe('buildTree', () => {
  it('nests children in the given order and drops subtrees under a missing parent', () => {
    const tree = buildTree([
      { id: 1, parent_id: null },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: null },
      { id: 4, parent_id: 2 },
      { id: 5, parent_id: 99 },
      { id: 6, parent_id: 5 },
    ]);
    expect(tree.map((n) => n.id)).toEqual([1, 3]);
    expect(tree[0]?.children.map((n) => n.id)).toEqual([2]);
    expect(tree[0]?.children[0]?.children.map((n) => n.id)).toEqual([4]);
  });
});
