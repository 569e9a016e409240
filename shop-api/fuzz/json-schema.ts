/**
 * The part of JSON Schema (draft 2020-12, as zod 4's toJSONSchema writes it) the fuzzer reads, and
 * `$ref` resolution against an OpenAPI document's `components`.
 */
export type JsonSchema = boolean | JsonSchemaObject;

export interface JsonSchemaObject {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  nullable?: boolean;
  default?: unknown;
  examples?: unknown[];
  /** OpenAPI 3.0's single example. */
  example?: unknown;
  // strings
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  // numbers
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  // arrays
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  // objects
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema;
  propertyNames?: JsonSchema;
  $defs?: Record<string, JsonSchema>;
}

/** Whatever `#/…` pointers may lead into: the whole OpenAPI document, or a bare schema in tests. */
export type RefRoot = object;

export const jsonTypes = ['string', 'integer', 'number', 'boolean', 'null', 'array', 'object'] as const;
export type JsonType = (typeof jsonTypes)[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local JSON pointer (`#/components/schemas/Product`) from the root. */
export function resolvePointer(root: RefRoot, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`Only local $refs are supported, got "${ref}".`);
  const parts = ref
    .slice(1)
    .split('/')
    .filter((part, index) => index > 0 || part !== '');
  let node: unknown = root;
  for (const raw of parts) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isRecord(node)) node = node[key];
    else node = undefined;
    if (node === undefined) throw new Error(`Unresolvable $ref "${ref}".`);
  }
  return node;
}

/** The schema itself, or what its `$ref` chain points at (siblings of `$ref` are merged in, as 2020-12 allows). */
export function derefSchema(schema: JsonSchema, root: RefRoot, seen: string[] = []): JsonSchema {
  if (typeof schema === 'boolean' || schema.$ref === undefined) return schema;
  if (seen.includes(schema.$ref)) throw new Error(`Circular $ref "${schema.$ref}" with nothing in between.`);
  const target = resolvePointer(root, schema.$ref) as JsonSchema;
  const { $ref, ...siblings } = schema;
  const resolved = derefSchema(target, root, [...seen, $ref]);
  if (Object.keys(siblings).length === 0) return resolved;
  if (typeof resolved === 'boolean') return resolved ? siblings : false;
  return { ...resolved, ...siblings };
}

/** The JSON types a schema allows, from `type` (string or list), `nullable`, `const` or `enum`; undefined when unconstrained. */
export function allowedTypes(schema: JsonSchemaObject): JsonType[] | undefined {
  let types: string[] | undefined;
  if (typeof schema.type === 'string') types = [schema.type];
  else if (Array.isArray(schema.type)) types = schema.type;
  else if (schema.const !== undefined) types = [jsonTypeOf(schema.const)];
  else if (schema.enum) types = [...new Set(schema.enum.map(jsonTypeOf))];
  if (!types) return undefined;
  if (schema.nullable && !types.includes('null')) types = [...types, 'null'];
  return types.filter((type): type is JsonType => (jsonTypes as readonly string[]).includes(type));
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'object')
    return typeof value as JsonType;
  return 'null';
}

/** Shallow merge of `allOf` members: the tighter bound wins, properties and `required` are combined. */
export function mergeAllOf(schemas: JsonSchemaObject[]): JsonSchemaObject {
  const merged: JsonSchemaObject = {};
  for (const schema of schemas) {
    const { properties, required, minimum, maximum, minLength, maxLength, minItems, maxItems, ...rest } = schema;
    Object.assign(merged, rest);
    if (properties) merged.properties = { ...merged.properties, ...properties };
    if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
    const higher = (a: number | undefined, b: number | undefined) =>
      a === undefined ? b : b === undefined ? a : Math.max(a, b);
    const lower = (a: number | undefined, b: number | undefined) =>
      a === undefined ? b : b === undefined ? a : Math.min(a, b);
    merged.minimum = higher(merged.minimum, minimum);
    merged.maximum = lower(merged.maximum, maximum);
    merged.minLength = higher(merged.minLength, minLength);
    merged.maxLength = lower(merged.maxLength, maxLength);
    merged.minItems = higher(merged.minItems, minItems);
    merged.maxItems = lower(merged.maxItems, maxItems);
  }
  for (const key of Object.keys(merged) as (keyof JsonSchemaObject)[])
    if (merged[key] === undefined) delete merged[key];
  return merged;
}
