/**
 * Judges one answer against the operation's declared responses: 5xx, a status the document does
 * not declare, a content type it does not declare, or a JSON body its schema rejects.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from './ajv-instance';
import { isJsonMediaType, type OpenApiDocument, type OperationSpec, type ResponseSpec } from './openapi-operations';

export type FailureKind = 'server error' | 'undocumented status' | 'schema mismatch';

export interface Failure {
  kind: FailureKind;
  detail: string;
}

export interface Answer {
  status: number;
  contentType: string;
  body: Uint8Array;
}

/** The OpenAPI document is registered whole under this id, so `#/components/...` refs resolve as in the document. */
const documentId = 'https://fuzz.invalid/openapi.json';

export interface ResponseChecker {
  check: (op: OperationSpec, answer: Answer, method: string) => Failure | undefined;
  isValid: (schemaPointer: string, value: unknown) => boolean;
}

function formatErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 6)
    .map((error) => {
      const extra = 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : '';
      return `${error.instancePath || '/'} ${error.message ?? error.keyword}${extra}`;
    })
    .join('; ');
}

/** The response entry answering a status: exact code, then `4XX`-style range, then `default`. */
export function declaredResponse(op: OperationSpec, status: number): ResponseSpec | undefined {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.DEFAULT;
}

function mediaTypeMatches(declared: string, actual: string): boolean {
  const [type, subtype] = declared.split(';')[0]?.trim().toLowerCase().split('/') ?? [];
  const [actualType, actualSubtype] = actual.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

export function createResponseChecker(doc: OpenApiDocument): ResponseChecker {
  const ajv = createAjv();
  ajv.addSchema({ ...doc, $id: documentId });
  const compiled = new Map<string, ValidateFunction | Error>();
  const validator = (pointer: string): ValidateFunction | Error => {
    let validate = compiled.get(pointer);
    if (!validate) {
      try {
        validate = ajv.compile({ $ref: `${documentId}#${pointer.split('/').map(encodeURIComponent).join('/')}` });
      } catch (error) {
        validate = error instanceof Error ? error : new Error(String(error));
      }
      compiled.set(pointer, validate);
    }
    return validate;
  };

  const check = (op: OperationSpec, answer: Answer, method: string): Failure | undefined => {
    if (answer.status >= 500) return { kind: 'server error', detail: `answered ${answer.status}` };
    const declared = declaredResponse(op, answer.status);
    if (!declared) {
      const listed = Object.keys(op.responses).join(', ') || 'none';
      return {
        kind: 'undocumented status',
        detail: `${answer.status} is not among the declared responses (${listed})`,
      };
    }
    if (declared.content.length === 0 || answer.body.length === 0 || method === 'HEAD') return undefined;
    const actual = answer.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const media = declared.content.find((entry) => mediaTypeMatches(entry.mediaType, actual));
    if (!media) {
      const listed = declared.content.map((entry) => entry.mediaType).join(', ');
      return {
        kind: 'schema mismatch',
        detail: `content type "${actual || 'none'}" is not declared for ${answer.status} (${listed})`,
      };
    }
    if (!isJsonMediaType(actual) || !media.schemaPointer) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(answer.body));
    } catch {
      return { kind: 'schema mismatch', detail: 'the body is not valid JSON' };
    }
    const validate = validator(media.schemaPointer);
    if (validate instanceof Error)
      return { kind: 'schema mismatch', detail: `the declared schema does not compile: ${validate.message}` };
    return validate(body) ? undefined : { kind: 'schema mismatch', detail: formatErrors(validate.errors) };
  };

  const isValid = (schemaPointer: string, value: unknown): boolean => {
    const validate = validator(schemaPointer);
    return validate instanceof Error ? true : validate(value);
  };

  return { check, isValid };
}
