/**
 * What an error report may hold (docs/error-reporting.md, "What is scrubbed"): no password, token,
 * card number, e-mail address, postal address or cookie leaves the process. Every event and
 * transaction passes `scrubEvent` (the SDK's `beforeSend`/`beforeSendTransaction`) and every
 * breadcrumb `scrubBreadcrumb`, on the storefront's server, in the browser and in the shop API.
 * Pure and typed structurally, so the contract stays free of the SDK.
 */

export const filtered = '[Filtered]';

/** Keys whose values are never sent, whatever they hold (compared lower-case, `-` and `_` ignored). */
const sensitiveKeys = new Set(
  [
    'password',
    'passwd',
    'pwd',
    'newpassword',
    'currentpassword',
    'secret',
    'clientsecret',
    'token',
    'accesstoken',
    'refreshtoken',
    'idtoken',
    'ordertoken',
    'authorization',
    'proxyauthorization',
    'cookie',
    'cookies',
    'setcookie',
    'apikey',
    'xapikey',
    'card',
    'cardnumber',
    'pan',
    'cvv',
    'cvc',
    'expiry',
    'iban',
    'email',
    'mail',
    'phone',
    'telephone',
    'street',
    'address',
    'addressline1',
    'addressline2',
    'city',
    'zip',
    'postcode',
    'postalcode',
    'firstname',
    'lastname',
    'fullname',
    'ipaddress',
    'code',
    'state',
  ].map((key) => key.toLowerCase()),
);

/** Request headers an event may keep; the others (cookies, authorization, session ids) go. */
const keptHeaders = new Set([
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'user-agent',
  'host',
  'sentry-trace',
  'baggage',
  'x-language',
  'x-currency',
  'x-tax',
]);

const emailPattern = /[\w.!#$%&'*+/=?^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
/** A query parameter inside a text: `?email=…`, `&token=…`. */
const queryValuePattern = /([?&][\w.[\]-]+=)[^&\s#"']*/g;
/** 13 to 19 digits, maybe grouped by spaces or dashes: a card number's shape. */
const cardPattern = /\b\d(?:[ -]?\d){12,18}\b/g;
const bearerPattern = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/** `password=…`, `token: …` inside a message or URL. */
const keyValuePattern =
  /\b(password|passwd|token|secret|authorization|cookie|email|card|cvc|cvv)(["']?\s*[:=]\s*["']?)[^\s&"',;]+/gi;

function normalKey(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, '');
}

export function isSensitiveKey(key: string): boolean {
  return sensitiveKeys.has(normalKey(key));
}

/** A text with every e-mail address, card number, bearer token and `secret=value` replaced. */
export function scrubText(text: string): string {
  return text
    .replace(bearerPattern, `$1 ${filtered}`)
    .replace(queryValuePattern, `$1${filtered}`)
    .replace(keyValuePattern, `$1$2${filtered}`)
    .replace(emailPattern, '[email]')
    .replace(cardPattern, '[card]');
}

/** A URL (absolute or a path) whose query values are all filtered and whose text is scrubbed. */
export function scrubUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return scrubText(url);
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${filtered}`);
  return `${scrubText(url.slice(0, queryAt))}?${names.join('&')}`;
}

/** Identifiers of traces, spans and events: hex that may look like a card number, kept whole. */
const identifierKeys = new Set([
  'trace_id',
  'span_id',
  'parent_span_id',
  'event_id',
  'segment_id',
  'replay_id',
  'profile_id',
]);

/** Any value with sensitive keys filtered and every string scrubbed; deep structures are cut. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return filtered;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (identifierKeys.has(key)) result[key] = item;
    else if (isSensitiveKey(key)) result[key] = filtered;
    else if (/url|href|referr?er|from|to$/i.test(key) && typeof item === 'string') result[key] = scrubUrl(item);
    else result[key] = scrubValue(item, depth + 1);
  }
  return result;
}

interface RequestLike {
  url?: string;
  method?: string;
  data?: unknown;
  query_string?: unknown;
  cookies?: unknown;
  headers?: Record<string, string>;
  env?: unknown;
  [key: string]: unknown;
}

/** An event's request: no body, no cookies, only the harmless headers, query values filtered. */
function scrubRequest(request: RequestLike): RequestLike {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    const lower = name.toLowerCase();
    if (lower === 'referer') headers[name] = scrubUrl(value);
    else if (keptHeaders.has(lower)) headers[name] = value;
  }
  return {
    ...(request.method ? { method: request.method } : {}),
    ...(request.url ? { url: scrubUrl(request.url) } : {}),
    ...(request.query_string ? { query_string: filtered } : {}),
    headers,
  };
}

interface BreadcrumbLike {
  message?: string;
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A breadcrumb (a click, a fetch, a console line) with its message and data scrubbed. */
export function scrubBreadcrumb<T extends object>(breadcrumb: T): T {
  const crumb = breadcrumb as BreadcrumbLike;
  return {
    ...crumb,
    ...(typeof crumb.message === 'string' ? { message: scrubText(crumb.message) } : {}),
    ...(crumb.data === undefined ? {} : { data: scrubValue(crumb.data) as Record<string, unknown> }),
  } as T;
}

interface EventLike {
  message?: unknown;
  request?: RequestLike;
  user?: { id?: unknown; [key: string]: unknown };
  breadcrumbs?: BreadcrumbLike[];
  exception?: { values?: Array<{ value?: string; stacktrace?: { frames?: Array<Record<string, unknown>> } }> };
  [key: string]: unknown;
}

/** Keys of an event the SDK fills with its own identifiers and code: kept as they are. */
const structuralKeys = new Set(['event_id', 'timestamp', 'start_timestamp', 'platform', 'level', 'sdk', 'type']);

/**
 * The event as it may leave: its request scrubbed (above), the user reduced to an id, every
 * message, exception value, breadcrumb, tag, context, extra and span scrubbed, and the local
 * variables of stack frames dropped.
 */
export function scrubEvent<T extends object>(event: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event)) {
    if (structuralKeys.has(key)) result[key] = value;
    else if (key === 'request') result[key] = scrubRequest(value as RequestLike);
    else if (key === 'user') {
      const id = (value as EventLike['user'])?.id;
      result[key] = id === undefined ? {} : { id };
    } else if (key === 'breadcrumbs') result[key] = (value as BreadcrumbLike[]).map(scrubBreadcrumb);
    else if (key === 'exception') result[key] = scrubException(value as EventLike['exception']);
    else if (key === 'transaction' && typeof value === 'string') result[key] = scrubUrl(value);
    else result[key] = scrubValue(value);
  }
  return result as T;
}

function scrubException(exception: EventLike['exception']): EventLike['exception'] {
  if (!exception?.values) return exception;
  return {
    ...exception,
    values: exception.values.map((entry) => ({
      ...entry,
      ...(entry.value === undefined ? {} : { value: scrubText(entry.value) }),
      ...(entry.stacktrace?.frames
        ? {
            stacktrace: {
              ...entry.stacktrace,
              frames: entry.stacktrace.frames.map(({ vars: _vars, ...frame }) => frame),
            },
          }
        : {}),
    })),
  };
}
