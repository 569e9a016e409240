import type { z } from 'zod';
import { ErrorBodySchema, isRetryableStatus, type ErrorType, type FieldError } from '@contract/api-error';
import { apiUnavailableDigest, isUnavailableStatus } from './api-unavailable';

export interface ApiClientErrorInit {
  /** HTTP status; 0 when no answer came (network failure or timeout). */
  status: number;
  type: ErrorType;
  message: string;
  fieldErrors?: FieldError[];
  /** Seconds the API asked to wait before trying again (its `Retry-After`, on a 429). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** The one error type of every failed call to the shop API. */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly status: number;
  readonly type: ErrorType;
  readonly fieldErrors: FieldError[];
  /** Whether sending the same request again later can succeed. */
  readonly retryable: boolean;
  /** Seconds to wait before trying again, when the API said (429 `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;
  /**
   * `api-unavailable` when the API could not serve the call now (lib/api/api-unavailable.ts), so
   * error boundaries show "the shop is busy". Declared only: any other error carries no such key,
   * and Next.js derives its digest as usual.
   */
  declare readonly digest?: string;

  constructor(init: ApiClientErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.type = init.type;
    this.fieldErrors = init.fieldErrors ?? [];
    this.retryable = isRetryableStatus(init.status);
    this.retryAfterSeconds = init.retryAfterSeconds;
    if (isUnavailableStatus(init.status)) this.digest = apiUnavailableDigest;
  }

  /** The first message for one form field, if the API rejected it. */
  fieldMessage(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field)?.message;
  }

  /** Outside a form: the first validation message, else the general message. */
  firstMessage(): string {
    return this.fieldErrors[0]?.message ?? this.message;
  }

  /**
   * The API's own words for a refusal a retry cannot help (a 4xx: "You can use at most 120
   * credits."), in the shopper's language (docs/messages.md); null when trying again may help
   * (no answer, 408, 429, 5xx), where the caller's "please try again" text fits.
   */
  refusal(): string | null {
    return this.retryable ? null : this.firstMessage();
  }

  /** Reads a non-2xx answer; a body that is not the contract's error body still gives the HTTP status. */
  static async fromResponse(response: Response): Promise<ApiClientError> {
    const text = await response.text().catch(() => '');
    const body = ErrorBodySchema.safeParse(parseJson(text));
    const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
    if (body.success) {
      return new ApiClientError({
        status: response.status,
        type: body.data.type,
        message: body.data.message,
        fieldErrors: body.data.errors,
        retryAfterSeconds,
      });
    }
    const statusText = response.statusText ? ` ${response.statusText}` : '';
    return new ApiClientError({
      status: response.status,
      type: 'internal_error',
      message: `The shop API answered ${response.status}${statusText} without an error body.`,
      retryAfterSeconds,
    });
  }

  /** No answer: the network failed or the API did not answer in time. */
  static network(cause: unknown, timeoutMs?: number): ApiClientError {
    return new ApiClientError({
      status: 0,
      type: 'service_unavailable',
      message:
        timeoutMs === undefined
          ? 'The shop API could not be reached.'
          : `The shop API did not answer within ${timeoutMs} ms.`,
      cause,
    });
  }

  /** A 2xx answer that breaks the contract is a server bug, reported like a bad gateway. */
  static contractMismatch(what: string, error: z.ZodError | SyntaxError): ApiClientError {
    const issue = 'issues' in error ? error.issues[0] : undefined;
    const detail = issue
      ? `does not match the contract at ${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`
      : 'is not JSON';
    return new ApiClientError({
      status: 502,
      type: 'internal_error',
      message: `The answer to ${what} ${detail}.`,
      cause: error,
    });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `Retry-After` in seconds (a number of seconds or an HTTP date), or undefined. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}
