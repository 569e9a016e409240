/**
 * JSON Schema → fast-check arbitrary of values that satisfy it, for the subset zod 4's
 * toJSONSchema writes: types (also lists), enum, const, anyOf/oneOf/allOf, local $refs, string
 * length/pattern/format, numeric bounds and multipleOf, array items/bounds, object properties.
 * (zod-fast-check only speaks zod 3, hence this.)
 */
import fc from 'fast-check';
import { formatChecker } from './ajv-instance';
import {
  allowedTypes,
  derefSchema,
  mergeAllOf,
  type JsonSchema,
  type JsonSchemaObject,
  type JsonType,
  type RefRoot,
} from './json-schema';

export interface ArbitraryOptions {
  /** What `#/…` refs point into (the OpenAPI document); defaults to the schema itself. */
  root?: RefRoot;
  /** Past this nesting, arrays get their fewest items and objects only required properties (recursive schemas). */
  maxDepth?: number;
}

interface Context {
  root: RefRoot;
  maxDepth: number;
}

/**
 * Control characters a text field may be sent: NUL (which PostgreSQL refuses in text), the other C0
 * controls, the three the API lets through (tab, line feed, carriage return), DEL and a C1 control.
 * Every free-text string may carry them, so a text that reaches the database unchecked shows up as
 * a 500 (docs/decisions.md, "Control characters").
 */
export const controlCharacter = fc.oneof(
  // NUL as often as all the others together: it is the one PostgreSQL refuses.
  { weight: 1, arbitrary: fc.constant('\u0000') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '\u0001',
      '\u0007',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u001f',
      '\t',
      '\n',
      '\r',
      '\u007f',
      '\u0085',
    ),
  },
);

/**
 * Single UTF-16 unit characters, mostly ASCII, so `minLength`/`maxLength` mean the same to zod and
 * Ajv; now and then a control character.
 */
const stringUnit = fc.oneof(
  { weight: 60, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: controlCharacter },
  {
    weight: 10,
    arbitrary: fc.constantFrom(
      'é',
      'ü',
      'č',
      'ř',
      'ž',
      'ß',
      '€',
      '中',
      'я',
      ' ',
      '-',
      '_',
      '/',
      '%',
      '&',
      '?',
      '#',
      '+',
    ),
  },
);

export function schemaArbitrary(schema: JsonSchema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const root = options.root ?? (typeof schema === 'object' ? schema : {});
  return build(schema, { root, maxDepth: options.maxDepth ?? 4 }, 0);
}

function build(input: JsonSchema, ctx: Context, depth: number): fc.Arbitrary<unknown> {
  if (depth > ctx.maxDepth + 8)
    throw new Error('Schema nests too deeply to generate a value (a required recursive property?).');
  const schema = derefSchema(input, ctx.root);
  if (schema === true) return anyJson();
  if (schema === false) throw new Error('The schema `false` allows no value.');
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.allOf) {
    const { allOf, ...rest } = schema;
    const members = [rest, ...allOf].map((member) => derefSchema(member, ctx.root));
    if (members.some((member) => member === false)) throw new Error('An allOf member is `false`.');
    return build(
      mergeAllOf(members.filter((member): member is JsonSchemaObject => typeof member === 'object')),
      ctx,
      depth + 1,
    );
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => build(branch, ctx, depth + 1)));
  const types = allowedTypes(schema) ?? inferTypes(schema);
  if (!types) return anyJson();
  return fc.oneof(...types.map((type) => byType(type, schema, ctx, depth)));
}

/** Types implied by keywords when `type` is missing. */
function inferTypes(schema: JsonSchemaObject): JsonType[] | undefined {
  if (schema.properties || schema.additionalProperties !== undefined || schema.required) return ['object'];
  if (schema.items || schema.prefixItems) return ['array'];
  if (
    schema.pattern !== undefined ||
    schema.format !== undefined ||
    schema.minLength !== undefined ||
    schema.maxLength !== undefined
  )
    return ['string'];
  if (schema.minimum !== undefined || schema.maximum !== undefined || schema.multipleOf !== undefined)
    return ['number'];
  return undefined;
}

function anyJson(): fc.Arbitrary<unknown> {
  return fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
}

function byType(type: JsonType, schema: JsonSchemaObject, ctx: Context, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, ctx, depth);
    case 'object':
      return objectArbitrary(schema, ctx, depth);
  }
}

function formatArbitrary(format: string): fc.Arbitrary<string> | undefined {
  const date = fc.date({
    min: new Date('1970-01-01T00:00:00Z'),
    max: new Date('2100-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  switch (format) {
    case 'date-time':
      return date.map((d) => d.toISOString());
    case 'date':
      return date.map((d) => d.toISOString().slice(0, 10));
    case 'time':
      return date.map((d) => d.toISOString().slice(11, 19) + 'Z');
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    case 'hostname':
      return fc.domain();
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
    default:
      return undefined;
  }
}

/** The pattern as a RegExp, or undefined when JavaScript cannot read it. */
export function patternRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

function lengthOf(value: string): number {
  return [...value].length;
}

function stringArbitrary(schema: JsonSchemaObject): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength;
  const fitsLength = (value: string) =>
    lengthOf(value) >= minLength && (maxLength === undefined || lengthOf(value) <= maxLength);
  const regexp = schema.pattern === undefined ? undefined : patternRegExp(schema.pattern);
  let base: fc.Arbitrary<string> | undefined;
  if (regexp) {
    try {
      base = fc.stringMatching(regexp);
    } catch {
      // fast-check cannot read lookarounds and a few other constructs: fall back to plain strings.
      base = undefined;
    }
  }
  const checkFormat = schema.format === undefined ? undefined : formatChecker(schema.format);
  if (base) {
    const matchesFormat = checkFormat ?? (() => true);
    return base.filter((value) => fitsLength(value) && matchesFormat(value));
  }
  const byFormat = schema.format === undefined ? undefined : formatArbitrary(schema.format);
  if (byFormat) return byFormat.filter(fitsLength);
  const max = maxLength === undefined ? Math.max(minLength, 24) : maxLength;
  return fc.string({ unit: stringUnit, minLength, maxLength: max });
}

/** The inclusive integer range a schema allows. */
export function integerBounds(schema: JsonSchemaObject): { min: number; max: number } {
  let min = Number.MIN_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  if (schema.minimum !== undefined) min = Math.max(min, Math.ceil(schema.minimum));
  if (schema.exclusiveMinimum !== undefined) min = Math.max(min, Math.floor(schema.exclusiveMinimum) + 1);
  if (schema.maximum !== undefined) max = Math.min(max, Math.floor(schema.maximum));
  if (schema.exclusiveMaximum !== undefined) max = Math.min(max, Math.ceil(schema.exclusiveMaximum) - 1);
  return { min, max };
}

function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  const exponent = /e-(\d+)$/.exec(String(value));
  return exponent ? Number(exponent[1]) + fraction.length : fraction.length;
}

/** `k × multipleOf` for k in the range, rounded to multipleOf's own decimals so 0.29 stays 0.29. */
function multiplesArbitrary(step: number, min: number, max: number, integer: boolean): fc.Arbitrary<number> {
  const lowest = Math.ceil(min / step);
  const highest = Math.floor(max / step);
  const digits = decimalsOf(step);
  const around = (k: number) => {
    const value = Number((k * step).toFixed(Math.min(digits, 100)));
    return integer ? Math.round(value) : value;
  };
  if (lowest > highest) throw new Error(`No multiple of ${step} lies in [${min}, ${max}].`);
  return fc
    .integer({ min: Math.max(lowest, Number.MIN_SAFE_INTEGER), max: Math.min(highest, Number.MAX_SAFE_INTEGER) })
    .map(around);
}

function integerArbitrary(schema: JsonSchemaObject): fc.Arbitrary<number> {
  const { min, max } = integerBounds(schema);
  if (schema.multipleOf !== undefined) return multiplesArbitrary(schema.multipleOf, min, max, true);
  // Small values near the lower bound are the interesting ones (ids, pages); the whole range now and then.
  const small = fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 100) });
  return fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min, max }) });
}

function numberArbitrary(schema: JsonSchemaObject): fc.Arbitrary<number> {
  // In 2020-12 both bounds may be given; whichever is tighter decides, and whether it is exclusive.
  const tightMin =
    schema.exclusiveMinimum !== undefined &&
    (schema.minimum === undefined || schema.exclusiveMinimum >= schema.minimum);
  const tightMax =
    schema.exclusiveMaximum !== undefined &&
    (schema.maximum === undefined || schema.exclusiveMaximum <= schema.maximum);
  const lower = tightMin ? schema.exclusiveMinimum : schema.minimum;
  const upper = tightMax ? schema.exclusiveMaximum : schema.maximum;
  if (schema.multipleOf !== undefined) {
    const step = schema.multipleOf;
    const from = lower === undefined ? -1e9 : tightMin ? lower + step / 2 : lower;
    const to = upper === undefined ? 1e9 : tightMax ? upper - step / 2 : upper;
    return multiplesArbitrary(step, from, to, false);
  }
  const double = fc.double({
    min: lower,
    max: upper,
    minExcluded: tightMin,
    maxExcluded: tightMax,
    noNaN: true,
    noDefaultInfinity: true,
  });
  const wholeMin = lower === undefined ? -1e6 : Math.floor(lower) + 1;
  const wholeMax = upper === undefined ? 1e6 : Math.ceil(upper) - 1;
  if (wholeMin > wholeMax) return double;
  const whole = fc.integer({ min: Math.max(wholeMin, -1e15), max: Math.min(wholeMax, 1e15) });
  return fc.oneof(double, whole);
}

function arrayArbitrary(schema: JsonSchemaObject, ctx: Context, depth: number): fc.Arbitrary<unknown[]> {
  const prefix = (schema.prefixItems ?? []).map((item) => build(item, ctx, depth + 1));
  const minItems = Math.max(0, (schema.minItems ?? 0) - prefix.length);
  const deep = depth >= ctx.maxDepth;
  const cap = schema.maxItems === undefined ? undefined : Math.max(0, schema.maxItems - prefix.length);
  const maxItems = deep ? minItems : Math.min(cap ?? minItems + 4, minItems + 4);
  // Built lazily only when items can appear: a recursive `items` $ref ends where no items are needed.
  const rest =
    schema.items === false || maxItems === 0
      ? fc.constant([])
      : fc.array(build(schema.items ?? true, ctx, depth + 1), { minLength: minItems, maxLength: maxItems });
  return fc.tuple(fc.tuple(...prefix), rest).map(([head, tail]) => [...head, ...tail]);
}

function objectArbitrary(schema: JsonSchemaObject, ctx: Context, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const deep = depth >= ctx.maxDepth;
  const properties = Object.entries(schema.properties ?? {}).filter(([name]) => required.has(name) || !deep);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of properties) model[name] = build(property, ctx, depth + 1);
  for (const name of required) if (!(name in model)) model[name] = anyJson();
  const known = fc.record(model, { requiredKeys: [...required] });
  const extra = schema.additionalProperties;
  if (deep || extra === undefined || typeof extra === 'boolean') return known;
  const names =
    schema.propertyNames === undefined
      ? fc.string({ minLength: 1, maxLength: 12 })
      : build(schema.propertyNames, ctx, depth + 1);
  const keys = names.filter((key): key is string => typeof key === 'string' && !(key in model));
  const extras = fc.dictionary(keys, build(extra, ctx, depth + 1), { maxKeys: 3 });
  return fc.tuple(known, extras).map(([fixed, more]) => ({ ...more, ...fixed }));
}
