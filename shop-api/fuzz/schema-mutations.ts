/**
 * Values that break a JSON Schema in one way each: wrong type, out of range, too long or short,
 * pattern- or format-breaking, not in the enum, a missing required or unknown extra property.
 * `json` mode is for bodies; `text` mode for parameters, which travel as strings (so "wrong type"
 * means a string the declared type cannot be read from).
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
import { integerBounds, patternRegExp, schemaArbitrary } from './schema-arbitrary';

export interface Mutation {
  /** What was broken, e.g. `name: too long`, `missing required id`. */
  kind: string;
  value: unknown;
}

export type MutationMode = 'json' | 'text';

interface Context {
  root: RefRoot;
  mode: MutationMode;
}

/** One value per call that the schema rejects, or undefined when the schema accepts anything. */
export function invalidValueArbitrary(
  schema: JsonSchema,
  options: { root?: RefRoot; mode?: MutationMode } = {},
): fc.Arbitrary<Mutation> | undefined {
  const root = options.root ?? (typeof schema === 'object' ? schema : {});
  return mutations(schema, { root, mode: options.mode ?? 'json' }, 0);
}

function mutations(input: JsonSchema, ctx: Context, depth: number): fc.Arbitrary<Mutation> | undefined {
  let schema = derefSchema(input, ctx.root);
  if (typeof schema === 'boolean') return schema ? undefined : fc.constant({ kind: 'any value', value: null });
  if (schema.allOf) {
    const members = [schema, ...schema.allOf].map((member) => derefSchema(member, ctx.root));
    schema = mergeAllOf(members.filter((member): member is JsonSchemaObject => typeof member === 'object'));
    delete schema.allOf;
  }
  const options: fc.Arbitrary<Mutation>[] = [];
  const wrong = wrongType(schema, ctx);
  if (wrong) options.push(wrong);
  const types = unionTypes(schema, ctx) ?? [];
  const plain = !schema.anyOf && !schema.oneOf && schema.enum === undefined && schema.const === undefined;
  if (plain && types.includes('string')) options.push(...stringMutations(schema));
  if (plain && (types.includes('integer') || types.includes('number')))
    options.push(...numberMutations(schema, types.includes('number'), ctx.mode));
  if (ctx.mode === 'json' && plain && types.length === 1 && types[0] === 'array' && depth < 4)
    options.push(...arrayMutations(schema, ctx, depth));
  if (ctx.mode === 'json' && plain && types.length === 1 && types[0] === 'object' && depth < 4)
    options.push(...objectMutations(schema, ctx, depth));
  return options.length === 0 ? undefined : fc.oneof(...options);
}

/** The types every branch of a union allows together; undefined when unconstrained. */
function unionTypes(schema: JsonSchemaObject, ctx: Context): JsonType[] | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return allowedTypes(schema);
  const all = new Set<JsonType>();
  for (const branch of branches) {
    const resolved = derefSchema(branch, ctx.root);
    if (typeof resolved === 'boolean') return undefined;
    const types = unionTypes(resolved, ctx);
    if (!types) return undefined;
    for (const type of types) all.add(type);
  }
  return [...all];
}

const samplesByType: Record<JsonType, unknown[]> = {
  string: ['fuzz', ''],
  integer: [7, -1],
  number: [1.5],
  boolean: [true, false],
  null: [null],
  array: [[], ['fuzz']],
  object: [{}, { fuzz: 1 }],
};

function wrongType(schema: JsonSchemaObject, ctx: Context): fc.Arbitrary<Mutation> | undefined {
  const options = new Set<unknown>();
  if (schema.enum !== undefined || schema.const !== undefined) {
    const allowed = schema.enum ?? [schema.const];
    const seen = new Set(allowed.map((value) => JSON.stringify(value)));
    const candidates =
      ctx.mode === 'text'
        ? ['fuzz', '', 'NULL', String(allowed[0]).toUpperCase() + 'x']
        : ['fuzz', 12345, null, true, [], {}];
    for (const candidate of candidates) if (!seen.has(JSON.stringify(candidate))) options.add(candidate);
    return options.size === 0
      ? undefined
      : fc.constantFrom(...options).map((value) => ({ kind: 'not in enum', value }));
  }
  const types = unionTypes(schema, ctx);
  if (!types) return undefined;
  if (ctx.mode === 'text') {
    if (types.includes('string')) return undefined;
    const numeric = types.includes('integer') || types.includes('number');
    const samples = numeric
      ? ['abc', 'one', '1,5', '--1', '1e999']
      : types.includes('boolean')
        ? ['maybe', '2']
        : ['fuzz'];
    if (types.length === 1 && types[0] === 'integer') samples.push('1.5');
    return fc.constantFrom(...samples).map((value) => ({ kind: 'wrong type', value }));
  }
  for (const [type, samples] of Object.entries(samplesByType) as [JsonType, unknown[]][]) {
    const allowed = types.includes(type) || (type === 'integer' && types.includes('number'));
    if (!allowed) for (const sample of samples) options.add(sample);
  }
  // 1.5 is also a wrong type for an integer-only schema.
  if (types.includes('integer') && !types.includes('number')) options.add(1.5);
  return options.size === 0 ? undefined : fc.constantFrom(...options).map((value) => ({ kind: 'wrong type', value }));
}

const oddStrings = [
  '',
  ' ',
  '\u0000',
  '../',
  '💥',
  '%',
  'ÄÖÜ',
  '<b>',
  'a b',
  '-1',
  'null',
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
];

function stringMutations(schema: JsonSchemaObject): fc.Arbitrary<Mutation>[] {
  const options: fc.Arbitrary<Mutation>[] = [];
  const { minLength, maxLength, pattern, format } = schema;
  if (maxLength !== undefined) {
    options.push(
      fc
        .string({ unit: 'grapheme-ascii', minLength: maxLength + 1, maxLength: maxLength + 40 })
        .map((value) => ({ kind: 'too long', value })),
    );
  }
  if (minLength !== undefined && minLength > 0) {
    options.push(
      fc.string({ unit: 'grapheme-ascii', maxLength: minLength - 1 }).map((value) => ({ kind: 'too short', value })),
    );
  }
  const regexp = pattern === undefined ? undefined : patternRegExp(pattern);
  if (regexp) {
    const misses = oddStrings.filter((value) => !regexp.test(value));
    if (misses.length > 0) {
      const fallback = misses[0] ?? '';
      const random = fc.string().map((value) => (regexp.test(value) ? fallback : value));
      options.push(fc.oneof(fc.constantFrom(...misses), random).map((value) => ({ kind: 'pattern mismatch', value })));
    }
  }
  const checkFormat = format === undefined ? undefined : formatChecker(format);
  if (checkFormat) {
    const misses = ['not-a-' + format, '', '2024-13-45T25:61:00Z', 'http//', '@example', ...oddStrings].filter(
      (value) => !checkFormat(value),
    );
    if (misses.length > 0)
      options.push(fc.constantFrom(...misses).map((value) => ({ kind: `not a ${format}`, value })));
  }
  return options;
}

function numberMutations(schema: JsonSchemaObject, fractional: boolean, mode: MutationMode): fc.Arbitrary<Mutation>[] {
  const wrong: [string, number][] = [];
  if (fractional) {
    if (schema.minimum !== undefined)
      wrong.push(['below minimum', schema.minimum - Math.max(1, Math.abs(schema.minimum) * 1e-6)]);
    if (schema.maximum !== undefined)
      wrong.push(['above maximum', schema.maximum + Math.max(1, Math.abs(schema.maximum) * 1e-6)]);
    if (schema.exclusiveMinimum !== undefined) wrong.push(['not above exclusiveMinimum', schema.exclusiveMinimum]);
    if (schema.exclusiveMaximum !== undefined) wrong.push(['not below exclusiveMaximum', schema.exclusiveMaximum]);
  } else {
    const { min, max } = integerBounds(schema);
    if (min > Number.MIN_SAFE_INTEGER) wrong.push(['below minimum', min - 1], ['far below minimum', min - 1_000_000]);
    if (max < Number.MAX_SAFE_INTEGER) wrong.push(['above maximum', max + 1], ['far above maximum', max + 1_000_000]);
    // Near zero, where x.5 is still exact (at ±2^53 it would round back to a whole number).
    const inRange = Math.min(Math.max(0, min), max);
    if (Math.abs(inRange) < 2 ** 50) wrong.push(['not an integer', inRange + 0.5]);
  }
  const step = schema.multipleOf;
  if (step !== undefined) {
    const base = fractional ? (schema.minimum ?? 0) : integerBounds(schema).min;
    const start = Math.ceil(Math.max(base, -1e9) / step) * step;
    wrong.push(['not a multiple', start + step / 2]);
  }
  if (wrong.length === 0) return [];
  return [fc.constantFrom(...wrong).map(([kind, value]) => ({ kind, value: mode === 'text' ? String(value) : value }))];
}

function arrayMutations(schema: JsonSchemaObject, ctx: Context, depth: number): fc.Arbitrary<Mutation>[] {
  const options: fc.Arbitrary<Mutation>[] = [];
  const item = schema.items === undefined || typeof schema.items === 'boolean' ? undefined : schema.items;
  const validItem = schemaArbitrary(item ?? {}, { root: ctx.root, maxDepth: 2 });
  if (schema.maxItems !== undefined) {
    const count = schema.maxItems + 1;
    options.push(
      fc.array(validItem, { minLength: count, maxLength: count }).map((value) => ({ kind: 'too many items', value })),
    );
  }
  if (schema.minItems !== undefined && schema.minItems > 0) {
    options.push(
      fc.array(validItem, { maxLength: schema.minItems - 1 }).map((value) => ({ kind: 'too few items', value })),
    );
  }
  const badItem = item ? mutations(item, ctx, depth + 1) : undefined;
  if (badItem) options.push(badItem.map((mutation) => ({ kind: `item: ${mutation.kind}`, value: [mutation.value] })));
  return options;
}

function objectMutations(schema: JsonSchemaObject, ctx: Context, depth: number): fc.Arbitrary<Mutation>[] {
  const valid = schemaArbitrary(schema, { root: ctx.root, maxDepth: 3 }).map((value) => ({
    ...(value as Record<string, unknown>),
  }));
  const options: fc.Arbitrary<Mutation>[] = [];
  const required = schema.required ?? [];
  if (required.length > 0) {
    options.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, name]) => {
        delete value[name];
        return { kind: `missing required ${name}`, value };
      }),
    );
  }
  if (schema.additionalProperties === false) {
    const unknown = fc
      .constantFrom('fuzz_extra', 'unknownField', '__proto__x', 'constructor')
      .filter((name) => !(name in (schema.properties ?? {})));
    options.push(
      fc
        .tuple(valid, unknown)
        .map(([value, name]) => ({ kind: `unknown field ${name}`, value: { ...value, [name]: 'fuzz' } })),
    );
  }
  const fields = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const broken = mutations(property, ctx, depth + 1);
    return broken ? [broken.map((mutation) => ({ name, mutation }))] : [];
  });
  if (fields.length > 0) {
    options.push(
      fc.tuple(valid, fc.oneof(...fields)).map(([value, { name, mutation }]) => ({
        kind: `${name}: ${mutation.kind}`,
        value: { ...value, [name]: mutation.value },
      })),
    );
  }
  return options;
}
