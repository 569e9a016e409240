import type { z } from 'zod';
import { listEnvelopeSchema, type ListEnvelope } from '@contract/envelope';
import { apiHeaders, type CurrencyCode, type Locale, type TaxMode } from '@contract/locales';
import { ApiClientError } from './api-client-error';
import { buildApiUrl, type ApiUrlOptions } from './api-url';
import { traceHeaders } from './trace-headers';

/** Next.js data-cache options of `fetch`. */
export interface NextFetchOptions {
  revalidate?: number | false;
  tags?: string[];
}

export interface ApiClientOptions {
  baseUrl: string;
  locale: Locale;
  currency?: CurrencyCode;
  tax?: TaxMode;
  token?: string;
  trackingId?: string;
  /** Called when the API hands out a tracking id other than the one sent. */
  onTrackingId?: (id: string) => void;
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
  timeoutMs?: number;
  next?: NextFetchOptions;
  cache?: RequestCache;
}

export interface RequestOptions extends ApiUrlOptions {
  /** Overrides the client's cache options for this call. */
  next?: NextFetchOptions;
  cache?: RequestCache;
  /** Cancels the call (e.g. React Query's signal); a cancelled call rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Headers of this call only, such as `Idempotency-Key` or `X-Order-Token` (contract's
   * `orderHeaders`). They cannot replace the client's own headers (language, currency, session).
   */
  headers?: Record<string, string>;
}

export interface BodyRequestOptions extends RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
}

/** `schema` validates the answer; `null` expects no body (204). */
export interface ApiCall<O> {
  <T>(schema: z.ZodType<T>, endpoint: string, options?: O): Promise<T>;
  (schema: null, endpoint: string, options?: O): Promise<void>;
}

export interface ApiClient {
  get: ApiCall<RequestOptions>;
  list<T>(itemSchema: z.ZodType<T>, endpoint: string, options?: RequestOptions): Promise<ListEnvelope<T>>;
  post: ApiCall<BodyRequestOptions>;
  put: ApiCall<BodyRequestOptions>;
  patch: ApiCall<BodyRequestOptions>;
  delete: ApiCall<BodyRequestOptions>;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `null` expects no body. */
type Send = <T>(
  method: HttpMethod,
  schema: z.ZodType<T> | null,
  endpoint: string,
  options: BodyRequestOptions,
) => Promise<T | undefined>;

const defaultTimeoutMs = 10_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  let trackingId = options.trackingId;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;

  function headersFor(hasBody: boolean, extra: Record<string, string> = {}): Headers {
    const headers = new Headers(extra);
    headers.set('Accept', 'application/json');
    headers.set(apiHeaders.language, options.locale);
    if (options.currency) headers.set(apiHeaders.currency, options.currency);
    if (options.tax) headers.set(apiHeaders.tax, options.tax);
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    if (trackingId) headers.set(apiHeaders.trackingId, trackingId);
    if (hasBody) headers.set('Content-Type', 'application/json');
    return headers;
  }

  function noteTrackingId(response: Response): void {
    const received = response.headers.get(apiHeaders.trackingId);
    if (!received || received === trackingId) return;
    trackingId = received;
    options.onTrackingId?.(received);
  }

  const send: Send = async <T>(
    method: HttpMethod,
    schema: z.ZodType<T> | null,
    endpoint: string,
    callOptions: BodyRequestOptions,
  ): Promise<T | undefined> => {
    const what = `${method} ${endpoint}`;
    let url: string;
    try {
      url = buildApiUrl(options.baseUrl, endpoint, callOptions);
    } catch (error) {
      throw new ApiClientError({
        status: 400,
        type: 'bad_request',
        message: `${what}: ${String(error)}`,
        cause: error,
      });
    }
    const hasBody = callOptions.body !== undefined;
    const cache = callOptions.cache ?? options.cache;
    const next = callOptions.next ?? options.next;
    const headers = headersFor(hasBody, callOptions.headers);
    // The trace's headers join the API's handler to this request's trace. Not on a call the data
    // cache keeps: its key holds the headers, so a per-request trace id would make every call a
    // miss (there the SDK adds them below the cache, when a miss reaches the network).
    const cached = next !== undefined || (cache !== undefined && cache !== 'no-store' && cache !== 'no-cache');
    if (!cached) for (const [name, value] of Object.entries(traceHeaders())) headers.set(name, value);
    // Next.js reads `next` from the init; a plain RequestInit type does not know it.
    const init: RequestInit & { next?: NextFetchOptions } = {
      method,
      headers,
      body: hasBody ? JSON.stringify(callOptions.body) : undefined,
      credentials: options.credentials,
      cache,
      next,
      signal: callOptions.signal,
    };
    const doFetch = options.fetch ?? fetch;

    const { status, text } = await withTimeout(timeoutMs, callOptions.signal, async () => {
      const response = await doFetch(url, init);
      noteTrackingId(response);
      if (!response.ok) throw await ApiClientError.fromResponse(response);
      return { status: response.status, text: await response.text() };
    });
    if (schema === null) return undefined;

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw ApiClientError.contractMismatch(
        `${what} (${status})`,
        error instanceof SyntaxError ? error : new SyntaxError(String(error)),
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw ApiClientError.contractMismatch(what, parsed.error);
    return parsed.data;
  };

  const get = apiCall<RequestOptions>('GET', send);
  return {
    get,
    list: (itemSchema, endpoint, callOptions) => get(listEnvelopeSchema(itemSchema), endpoint, callOptions),
    post: apiCall<BodyRequestOptions>('POST', send),
    put: apiCall<BodyRequestOptions>('PUT', send),
    patch: apiCall<BodyRequestOptions>('PATCH', send),
    delete: apiCall<BodyRequestOptions>('DELETE', send),
  };
}

function apiCall<O extends BodyRequestOptions>(method: HttpMethod, send: Send): ApiCall<O> {
  function call<T>(schema: z.ZodType<T>, endpoint: string, options?: O): Promise<T>;
  function call(schema: null, endpoint: string, options?: O): Promise<void>;
  async function call<T>(schema: z.ZodType<T> | null, endpoint: string, options?: O): Promise<T | undefined> {
    return send(method, schema, endpoint, options ?? {});
  }
  return call;
}

/**
 * Runs one exchange (answer and body) under a deadline. The deadline is a timer, not a signal
 * passed to fetch: Next.js stops deduplicating server fetches that carry a signal.
 * Network failures and the deadline become ApiClientError status 0; a caller's abort keeps its reason.
 */
async function withTimeout<T>(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  exchange: () => Promise<T>,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(ApiClientError.network(undefined, timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([exchange(), deadline]);
  } catch (error) {
    if (error instanceof ApiClientError) throw error;
    if (signal?.aborted) throw signal.reason;
    throw ApiClientError.network(error);
  } finally {
    clearTimeout(timer);
  }
}
