import { describe, expect, it } from 'vitest';
import { decodeEmbed, decodeFilters, decodeSort } from '@contract/query-codec';
import { encodeListQuery } from './list-query';

describe('encodeListQuery', () => {
  it('encodes every part in a fixed order, whatever order the query was built in', () => {
    const params = encodeListQuery({
      except: ['description'],
      only: ['id', 'name'],
      embed: [{ name: 'brand', fields: ['id', 'name'] }, 'urls'],
      filters: [['name', 'contains', 'Žluťoučký kůň']],
      sort: ['-price', 'name'],
      paginate: true,
      per_page: 24,
      page: 2,
    });
    expect([...params.keys()]).toEqual(['page', 'per_page', 'paginate', 'sort', 'filters', 'embed', 'only', 'except']);
    expect(params.get('page')).toBe('2');
    expect(params.get('per_page')).toBe('24');
    expect(params.get('paginate')).toBe('1');
    expect(params.get('sort')).toBe('-price,name');
    expect(params.get('embed')).toBe('brand{id,name},urls');
    expect(params.get('only')).toBe('id,name');
    expect(params.get('except')).toBe('description');
  });

  it('produces values the contract decoders read back', () => {
    const params = encodeListQuery({
      filters: [
        ['brand_id', 'in', [1, 2]],
        ['price', 'gte', 100],
      ],
      embed: [{ name: 'brand', fields: ['id'] }],
      sort: ['-price'],
    });
    expect(decodeFilters(params.get('filters') ?? '')).toEqual({
      ok: true,
      value: [
        ['brand_id', 'in', [1, 2]],
        ['price', 'gte', 100],
      ],
    });
    expect(decodeEmbed(params.get('embed') ?? '')).toEqual({ ok: true, value: [{ name: 'brand', fields: ['id'] }] });
    expect(decodeSort(params.get('sort') ?? '')).toEqual([{ field: 'price', direction: 'desc' }]);
  });

  it('survives URL encoding of base64 characters', () => {
    const params = encodeListQuery({ filters: [['name', 'eq', '???>>>']] });
    const reparsed = new URLSearchParams(params.toString());
    expect(decodeFilters(reparsed.get('filters') ?? '')).toEqual({ ok: true, value: [['name', 'eq', '???>>>']] });
  });

  it('encodes paginate false as 0', () => {
    expect(encodeListQuery({ paginate: false }).toString()).toBe('paginate=0');
  });

  it('omits absent and empty parts', () => {
    expect(encodeListQuery({}).toString()).toBe('');
    expect(encodeListQuery({ sort: [], filters: [], embed: [], only: [], except: [] }).toString()).toBe('');
  });
});
