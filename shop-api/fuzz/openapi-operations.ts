/** Reads an OpenAPI 3.x document into the operations the fuzzer calls: parameters, body and responses. */
import { resolvePointer, type JsonSchema } from './json-schema';

export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, SecurityScheme> };
  security?: Record<string, string[]>[];
}

interface SecurityScheme {
  type?: string;
  scheme?: string;
}

export type ParamLocation = 'path' | 'query' | 'header';

export interface ParamSpec {
  name: string;
  in: ParamLocation;
  required: boolean;
  schema: JsonSchema;
  /** JSON pointer of the schema in the document, for validating known values against it. */
  schemaPointer: string;
  style?: string;
  explode?: boolean;
}

export interface BodySpec {
  required: boolean;
  mediaType: string;
  schema: JsonSchema;
}

export interface ResponseSpec {
  /** Media types the response declares, each with the JSON pointer of its schema in the document (if any). */
  content: { mediaType: string; schemaPointer?: string }[];
}

export interface OperationSpec {
  /** `GET /products/{id}` */
  key: string;
  method: string;
  path: string;
  params: ParamSpec[];
  body?: BodySpec;
  /** By status code (`200`), range (`4XX`) or `default`. */
  responses: Record<string, ResponseSpec>;
  /** Whether the operation asks for an HTTP bearer token. */
  bearerAuth: boolean;
  /** The name of its bearer scheme (`adminToken`, `customerToken`), when it asks for one. */
  bearerScheme?: string;
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface RawParameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  schema?: JsonSchema;
  content?: Record<string, { schema?: JsonSchema }>;
  style?: string;
  explode?: boolean;
}

interface RawOperation {
  parameters?: RawParameter[];
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The object itself, or where its `$ref` leads, with the JSON pointer of the place it was read from. */
function follow<T extends { $ref?: string }>(
  doc: OpenApiDocument,
  value: T,
  pointer: string,
): { value: T; pointer: string } {
  let current = value;
  let at = pointer;
  for (let hops = 0; current.$ref !== undefined; hops++) {
    if (hops > 20) throw new Error(`$ref chain too long at ${pointer}`);
    at = current.$ref.slice(1);
    current = resolvePointer(doc, current.$ref) as T;
  }
  return { value: current, pointer: at };
}

function readParam(doc: OpenApiDocument, raw: RawParameter, pointer: string): ParamSpec | undefined {
  const { value, pointer: at } = follow(doc, raw, pointer);
  if (value.in !== 'path' && value.in !== 'query' && value.in !== 'header') return undefined;
  if (value.name === undefined) return undefined;
  const [mediaType, media] = Object.entries(value.content ?? {})[0] ?? [];
  const schema = value.schema ?? media?.schema ?? {};
  const schemaPointer =
    value.schema !== undefined || mediaType === undefined
      ? `${at}/schema`
      : `${at}/content/${escapePointer(mediaType)}/schema`;
  const required = value.in === 'path' || value.required === true;
  return {
    name: value.name,
    in: value.in,
    required,
    schema,
    schemaPointer,
    style: value.style,
    explode: value.explode,
  };
}

export function isJsonMediaType(mediaType: string): boolean {
  return /^application\/(?:[\w.-]+\+)?json$/i.test(mediaType.split(';')[0]?.trim() ?? '');
}

function bearerSchemeOf(
  doc: OpenApiDocument,
  requirements: Record<string, string[]>[] | undefined,
): string | undefined {
  return (requirements ?? [])
    .flatMap((requirement) => Object.keys(requirement))
    .find((name) => {
      const scheme = doc.components?.securitySchemes?.[name];
      return scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer';
    });
}

/** Every path × method, except the paths `skip` says (documentation pages, the document itself). */
export function listOperations(doc: OpenApiDocument, skip: (path: string) => boolean = () => false): OperationSpec[] {
  const operations: OperationSpec[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (skip(path)) continue;
    const itemPointer = `/paths/${escapePointer(path)}`;
    const shared = (item.parameters ?? []) as RawParameter[];
    for (const method of methods) {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) continue;
      const opPointer = `${itemPointer}/${method}`;
      const params = new Map<string, ParamSpec>();
      shared.forEach((param, i) => {
        const spec = readParam(doc, param, `${itemPointer}/parameters/${i}`);
        if (spec) params.set(`${spec.in} ${spec.name.toLowerCase()}`, spec);
      });
      (raw.parameters ?? []).forEach((param, i) => {
        const spec = readParam(doc, param, `${opPointer}/parameters/${i}`);
        if (spec) params.set(`${spec.in} ${spec.name.toLowerCase()}`, spec);
      });
      let body: BodySpec | undefined;
      if (raw.requestBody) {
        const { value } = follow(doc, raw.requestBody, `${opPointer}/requestBody`);
        const entries = Object.entries(value.content ?? {});
        const [mediaType, media] = entries.find(([type]) => isJsonMediaType(type)) ?? entries[0] ?? [];
        if (mediaType) body = { required: value.required === true, mediaType, schema: media?.schema ?? {} };
      }
      const responses: Record<string, ResponseSpec> = {};
      for (const [status, rawResponse] of Object.entries(raw.responses ?? {})) {
        const { value, pointer } = follow(doc, rawResponse, `${opPointer}/responses/${escapePointer(status)}`);
        responses[status.toUpperCase()] = {
          content: Object.entries(value.content ?? {}).map(([mediaType, media]) => ({
            mediaType,
            schemaPointer:
              media.schema === undefined ? undefined : `${pointer}/content/${escapePointer(mediaType)}/schema`,
          })),
        };
      }
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params: [...params.values()],
        body,
        responses,
        bearerAuth: bearerSchemeOf(doc, raw.security ?? doc.security) !== undefined,
        bearerScheme: bearerSchemeOf(doc, raw.security ?? doc.security),
      });
    }
  }
  return operations;
}
