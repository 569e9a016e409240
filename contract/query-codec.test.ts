import { describe, expect, it } from 'vitest';
import { filterOperators, type Filter } from './query';
import { decodeEmbed, decodeFilters, decodeSort, encodeEmbed, encodeFilters, encodeSort } from './query-codec';

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

describe('filters codec', () => {
  const valueFor = (op: (typeof filterOperators)[number]): Filter[2] =>
    op === 'in' ? [1, 'two', true, null] : op === 'gt' ? 10 : 'Žluťoučký kůň';

  it.each(filterOperators)('round-trips the %s operator', (op) => {
    const filters: Filter[] = [['name', op, valueFor(op)]];
    const encoded = encodeFilters(filters);
    expect(decodeFilters(encoded)).toEqual({ ok: true, value: filters });
  });

  it('encodes UTF-8 JSON as base64 that any base64 decoder reads', () => {
    const filters: Filter[] = [['name', 'contains', 'Žluťoučký kůň']];
    const encoded = encodeFilters(filters);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe('[["name","contains","Žluťoučký kůň"]]');
  });

  it('decodes base64 made elsewhere, with surrounding whitespace', () => {
    expect(decodeFilters(` ${base64('[["price","lte",500],["brand_id","in",[1,2]]]')}\n`)).toEqual({
      ok: true,
      value: [
        ['price', 'lte', 500],
        ['brand_id', 'in', [1, 2]],
      ],
    });
  });

  it.each([
    ['invalid base64', '%%%not-base64', 'not valid base64'],
    ['invalid JSON', base64('[["name","eq",'), 'not valid JSON'],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe]).toString('base64'), 'not valid base64'],
    ['an unknown operator', base64('[["name","like","x"]]'), 'known operator'],
    ['a two-part tuple', base64('[["name","eq"]]'), '[field, operator, value]'],
    ['a four-part tuple', base64('[["name","eq","x","y"]]'), '[field, operator, value]'],
    ['an empty field', base64('[["","eq","x"]]'), '[field, operator, value]'],
    ['an object instead of a list', base64('{"name":"x"}'), '[field, operator, value]'],
    ['an object value', base64('[["name","eq",{"a":1}]]'), '[field, operator, value]'],
  ])('rejects %s with a message', (_, encoded, message) => {
    const result = decodeFilters(encoded);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe('embed codec', () => {
  it('encodes plain names and braces for only-these-fields', () => {
    expect(encodeEmbed([{ name: 'brand', fields: ['id', 'name'] }, 'urls'])).toBe('brand{id,name},urls');
    expect(encodeEmbed([{ name: 'brand', fields: [] }, { name: 'urls' }])).toBe('brand,urls');
  });

  it('decodes braces without splitting on the commas inside them', () => {
    expect(decodeEmbed('brand{id,name},urls')).toEqual({
      ok: true,
      value: [{ name: 'brand', fields: ['id', 'name'] }, { name: 'urls' }],
    });
  });

  it('round-trips', () => {
    const embeds = [{ name: 'default_image_url' }, { name: 'product_availability', fields: ['id', 'name', 'color'] }];
    expect(decodeEmbed(encodeEmbed(embeds))).toEqual({ ok: true, value: embeds });
  });

  it.each(['brand{', 'Brand!', 'brand{}', 'brand{id,}', 'brand{id}x'])(
    'rejects %s with a message naming it',
    (value) => {
      const result = decodeEmbed(value);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain('not a valid embed');
    },
  );
});

describe('sort codec', () => {
  it('decodes a leading - as descending', () => {
    expect(decodeSort('-price, name,,')).toEqual([
      { field: 'price', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
  });

  it('encodes a comma list and reads back', () => {
    expect(encodeSort(['-created_at', 'name'])).toBe('-created_at,name');
    expect(decodeSort(encodeSort(['-created_at', 'name'])).map((t) => t.direction)).toEqual(['desc', 'asc']);
  });
});
