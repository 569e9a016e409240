/**
 * Test cases for one operation: valid requests built from its declared parameter and body
 * schemas (mixed with values known to exist), and invalid ones with exactly one thing broken.
 */
import fc from 'fast-check';
import { allowedTypes, derefSchema, type JsonSchema, type JsonSchemaObject } from './json-schema';
import type { KnownValues } from './known-values';
import type { OpenApiDocument, OperationSpec, ParamSpec } from './openapi-operations';
import { encodeComponent, encodePathValue, encodeQueryValue, headerText, percentBytes } from './param-encoding';
import { schemaArbitrary } from './schema-arbitrary';
import { invalidValueArbitrary } from './schema-mutations';
import { oneTextControl, withControlInOneText } from './text-mutations';

export interface FuzzRequest {
  method: string;
  /** Percent-encoded path and query, e.g. `/products/1?embed=urls`. */
  target: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

export interface FuzzCase {
  valid: boolean;
  /** For an invalid case, what was broken (`query per_page: above maximum`). */
  mutation?: string;
  /**
   * Whether the document rules the invalid input out. Odd but schema-conforming input (odd
   * Unicode in a free-text parameter, an extra query parameter) does not, so a 2xx to it is fine.
   */
  breaksSchema?: boolean;
  request: FuzzRequest;
}

export interface CaseContext {
  doc: OpenApiDocument;
  known: KnownValues;
  /** Sent as `Authorization: Bearer …` to operations that declare bearer security. */
  authToken?: string;
  /** Tokens by bearer scheme name (a customer's access token for `customerToken`); `authToken` otherwise. */
  authTokens?: Record<string, string>;
  /** Whether a value satisfies the schema at a JSON pointer of the document. */
  isValid: (schemaPointer: string, value: unknown) => boolean;
}

/** A request before it is written out; mutations edit it. */
interface Draft {
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

interface Change {
  kind: string;
  breaks: boolean;
  apply: (draft: Draft) => void;
}

const rawBytes = fc
  .uint8Array({ minLength: 1, maxLength: 24 })
  .filter((bytes) => !bytes.every((byte) => byte === 0x2e));
const oddUnicode = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u202e\u0041',
    '\ufeff',
    'e\u0301',
    '𝕏𝕐',
    '💥',
    "' OR 1=1 --",
    '<script>',
    '%',
    '%00',
    '../../etc/passwd',
    ' ',
    '\\',
    '{}',
    '[]',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
);

/** The schema's own hints: `examples`, `example` and `default`. */
function schemaHints(schema: JsonSchema): unknown[] {
  if (typeof schema !== 'object') return [];
  const { examples, example, default: fallback }: JsonSchemaObject = schema;
  return [
    ...(Array.isArray(examples) ? examples : []),
    ...(example === undefined ? [] : [example]),
    ...(fallback === undefined ? [] : [fallback]),
  ];
}

/**
 * Declared schema values, and (more often) the schema's examples, values known to exist under the
 * parameter's name, small ids for number-like parameters and slugs for string path parameters.
 * Parameters travel as text, so a known number also counts in its text form (`"12"`).
 */
function paramValues(param: ParamSpec, ctx: CaseContext, opPath = ''): fc.Arbitrary<unknown> {
  const generated = schemaArbitrary(param.schema, { root: ctx.doc, maxDepth: 2 });
  const schema = derefSchema(param.schema, ctx.doc);
  const valid = (value: unknown) => ctx.isValid(param.schemaPointer, value);
  const asValid = (value: unknown) =>
    valid(value) ? [value] : typeof value !== 'string' && valid(String(value)) ? [String(value)] : [];
  const numberLike = asValid(1).length > 0 && !valid('a');
  const candidates = [...schemaHints(schema), ...(ctx.known.byName.get(param.name) ?? [])];
  if (param.in === 'path' && !numberLike) candidates.push(...ctx.known.slugs);
  const pool = [...new Set(candidates.flatMap(asValid))];
  const options = [{ weight: 2, arbitrary: generated }];
  if (pool.length > 0) options.push({ weight: 3, arbitrary: fc.constantFrom(...pool) });
  // A record the harvest created (`POST /carts`) is what `/carts/{id}/…` operations most want.
  const created = ctx.known.created
    .filter((record) => param.in === 'path' && opPath.startsWith(`${record.path}/{${param.name}}`))
    .flatMap((record) => asValid(record.id));
  if (created.length > 0) options.push({ weight: 5, arbitrary: fc.constantFrom(...created) });
  if (numberLike) {
    // Small ids, the first few most often (page 1 of a sitemap, the first records).
    const ids = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 50 }));
    options.push({ weight: 2, arbitrary: ids.map((id) => asValid(id)[0] ?? id) });
  }
  return fc.oneof(...options);
}

function bodyText(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/**
 * A quarter of the valid cases send only the required parameters; the rest each optional one with
 * a chance of one in three, so that a loosely declared parameter (any string, where the API wants
 * one of a few words) does not turn nearly every valid case into a 4xx.
 */
function validDraft(op: OperationSpec, ctx: CaseContext): fc.Arbitrary<Draft> {
  const params = (sendOptional: boolean) =>
    op.params.map((param) => {
      const values = paramValues(param, ctx, op.path).map((value) => ({ param, value }));
      if (param.required) return values;
      return sendOptional
        ? fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: values })
        : fc.constant(undefined);
    });
  const paramSets = fc.oneof(
    { weight: 1, arbitrary: fc.tuple(...params(false)) },
    { weight: 3, arbitrary: fc.tuple(...params(true)) },
  );
  const body = op.body
    ? schemaArbitrary(op.body.schema, { root: ctx.doc, maxDepth: 4 }).map(bodyText)
    : fc.constant(undefined);
  const maybeBody = op.body && !op.body.required ? fc.option(body, { nil: undefined, freq: 4 }) : body;
  return fc.tuple(paramSets, maybeBody).map(([values, bodyValue]) => {
    const draft: Draft = { path: {}, query: [], headers: {} };
    for (const entry of values) {
      if (!entry) continue;
      const { param, value } = entry;
      if (param.in === 'path') draft.path[param.name] = encodePathValue(param, value);
      else if (param.in === 'query') draft.query.push(...encodeQueryValue(param, value));
      else draft.headers[param.name.toLowerCase()] = headerText(value);
    }
    const token = bearerTokenFor(op, ctx);
    if (token) draft.headers.authorization = `Bearer ${token}`;
    if (bodyValue !== undefined && op.body) {
      draft.body = bodyValue;
      draft.headers['content-type'] = op.body.mediaType;
    }
    return draft;
  });
}

function setParam(draft: Draft, param: ParamSpec, encoded: string | undefined): void {
  const name = param.in === 'header' ? param.name.toLowerCase() : encodeComponent(param.name);
  if (param.in === 'path') draft.path[param.name] = encoded ?? '_';
  else if (param.in === 'header') {
    if (encoded === undefined) delete draft.headers[name];
    else draft.headers[name] = encoded;
  } else {
    draft.query = draft.query.filter(([key]) => key !== name);
    if (encoded !== undefined) draft.query.push([name, encoded]);
  }
}

function paramChanges(param: ParamSpec, ctx: CaseContext): fc.Arbitrary<Change>[] {
  const label = `${param.in} ${param.name}`;
  const encode = (value: unknown) =>
    param.in === 'header'
      ? headerText(value)
      : param.in === 'path'
        ? encodePathValue(param, value)
        : encodeComponent(String(value));
  const fits = (text: string) => ctx.isValid(param.schemaPointer, text);
  const changes: fc.Arbitrary<Change>[] = [];
  const broken = invalidValueArbitrary(param.schema, { root: ctx.doc, mode: 'text' });
  if (broken)
    changes.push(
      broken.map(({ kind, value }) => ({
        kind: `${label}: ${kind}`,
        breaks: true,
        apply: (draft) => setParam(draft, param, encode(value)),
      })),
    );
  if (param.in === 'header') {
    changes.push(
      fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((value) => ({
        kind: `${label}: odd text`,
        breaks: !fits(value),
        apply: (draft) => setParam(draft, param, headerText(value)),
      })),
    );
  } else {
    changes.push(
      rawBytes.map((bytes) => ({
        kind: `${label}: random bytes`,
        breaks: !fits(new TextDecoder().decode(bytes)),
        apply: (draft) => setParam(draft, param, percentBytes(bytes)),
      })),
    );
    changes.push(
      oddUnicode.map((text) => ({
        kind: `${label}: odd unicode`,
        breaks: !fits(text),
        apply: (draft) => setParam(draft, param, encode(text)),
      })),
    );
  }
  if (param.required && param.in !== 'path')
    changes.push(
      fc.constant({ kind: `missing ${label}`, breaks: true, apply: (draft) => setParam(draft, param, undefined) }),
    );
  if (param.in === 'query' && !isArrayParam(param, ctx)) {
    changes.push(
      fc.tuple(paramValues(param, ctx), paramValues(param, ctx)).map(([first, second]) => ({
        kind: `repeated ${label}`,
        breaks: true,
        apply: (draft) => {
          setParam(draft, param, undefined);
          draft.query.push(...encodeQueryValue(param, first), ...encodeQueryValue(param, second));
        },
      })),
    );
  }
  return changes;
}

function isArrayParam(param: ParamSpec, ctx: CaseContext): boolean {
  const schema = derefSchema(param.schema, ctx.doc);
  return typeof schema === 'object' && (allowedTypes(schema) ?? []).includes('array');
}

function bodyChanges(op: OperationSpec, ctx: CaseContext): fc.Arbitrary<Change>[] {
  if (!op.body) return [];
  const { mediaType } = op.body;
  const setBody =
    (body: string | Uint8Array<ArrayBuffer> | undefined, contentType: string | undefined) => (draft: Draft) => {
      draft.body = body;
      if (contentType === undefined) delete draft.headers['content-type'];
      else draft.headers['content-type'] = contentType;
    };
  const changes: fc.Arbitrary<Change>[] = [];
  const broken = invalidValueArbitrary(op.body.schema, { root: ctx.doc, mode: 'json' });
  if (broken)
    changes.push(
      broken.map(({ kind, value }) => ({
        kind: `body ${kind}`,
        breaks: true,
        apply: setBody(bodyText(value), mediaType),
      })),
    );
  // One text of the valid body gets a control character (a NUL among them): the schema allows it, the API refuses it (422).
  changes.push(
    oneTextControl.map(({ which, control, at }) => ({
      kind: 'body: a control character in one text',
      breaks: false,
      apply: (draft: Draft) => {
        if (typeof draft.body === 'string') draft.body = withControlInOneText(draft.body, which, control, at);
      },
    })),
  );
  const notJson = fc.oneof(
    fc.constantFrom('{', '{"a":', 'not json', '[1,2', "{'a':1}", '{"a":1}}'),
    fc.string().map((text) => `{${text}`),
  );
  changes.push(notJson.map((text) => ({ kind: 'body: not JSON', breaks: true, apply: setBody(text, mediaType) })));
  changes.push(
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
      kind: 'body: random bytes',
      breaks: true,
      apply: setBody(Uint8Array.from([0xff, ...bytes]), mediaType),
    })),
  );
  changes.push(
    fc.constant({
      kind: 'body: text/plain content type',
      breaks: true,
      apply: (draft: Draft) => setBody(draft.body ?? '{}', 'text/plain')(draft),
    }),
  );
  if (op.body.required)
    changes.push(fc.constant({ kind: 'body: missing', breaks: true, apply: setBody(undefined, undefined) }));
  return changes;
}

function otherChanges(op: OperationSpec, ctx: CaseContext): fc.Arbitrary<Change>[] {
  const declared = new Set(op.params.filter((param) => param.in === 'query').map((param) => param.name));
  const names = ['fuzz', 'unknown_param', 'x', 'debug'].filter((name) => !declared.has(name));
  const changes: fc.Arbitrary<Change>[] = [
    fc.tuple(fc.constantFrom(...names), fc.constantFrom('1', 'fuzz', '')).map(([name, value]) => ({
      kind: 'unknown query parameter',
      breaks: false,
      apply: (draft) => draft.query.push([name, value]),
    })),
  ];
  if (bearerTokenFor(op, ctx)) {
    changes.push(
      fc.constant({ kind: 'missing bearer token', breaks: true, apply: (draft) => delete draft.headers.authorization }),
    );
    changes.push(
      fc.constant({
        kind: 'wrong bearer token',
        breaks: true,
        apply: (draft) => (draft.headers.authorization = 'Bearer wrong-token'),
      }),
    );
  }
  return changes;
}

/** The token an operation's bearer scheme gets, if the run has one. */
function bearerTokenFor(op: OperationSpec, ctx: CaseContext): string | undefined {
  if (!op.bearerAuth) return undefined;
  return (op.bearerScheme && ctx.authTokens?.[op.bearerScheme]) || ctx.authToken;
}

function render(op: OperationSpec, draft: Draft): FuzzRequest {
  const path = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => draft.path[name] ?? '_');
  const query = draft.query.map(([key, value]) => `${key}=${value}`).join('&');
  return {
    method: op.method,
    target: query ? `${path}?${query}` : path,
    headers: { ...draft.headers },
    body: draft.body,
  };
}

/** Arbitraries of valid and of invalid cases for the operation. */
export function caseArbitraries(
  op: OperationSpec,
  ctx: CaseContext,
): { valid: fc.Arbitrary<FuzzCase>; invalid: fc.Arbitrary<FuzzCase> } {
  const drafts = validDraft(op, ctx);
  const changes = [
    ...op.params.flatMap((param) => paramChanges(param, ctx)),
    ...bodyChanges(op, ctx),
    ...otherChanges(op, ctx),
  ];
  return {
    valid: drafts.map((draft) => ({ valid: true, request: render(op, draft) })),
    invalid: fc.tuple(drafts, fc.oneof(...changes)).map(([draft, change]) => {
      change.apply(draft);
      return { valid: false, mutation: change.kind, breaksSchema: change.breaks, request: render(op, draft) };
    }),
  };
}
