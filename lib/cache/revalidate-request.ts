import { createHash, timingSafeEqual } from 'node:crypto';
import type { ErrorBody, FieldError } from '@contract/api-error';
import { maxRevalidateBodyBytes as maxBodyBytes, RevalidateBodySchema } from '@contract/cache/revalidate-body';

/** Compares in constant time (over fixed-length digests, so the length does not leak either). */
export function secretMatches(provided: string | null | undefined, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(provided ?? ''), digest(expected)) && provided !== undefined && provided !== null;
}

/** The secret of an `Authorization: Bearer <secret>` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

type FailureStatus = 401 | 413 | 422 | 503;
export type RevalidateCheck = { ok: true; tags: string[] } | { ok: false; status: FailureStatus; body: ErrorBody };

const failureTypes = {
  401: 'unauthorized',
  413: 'payload_too_large',
  422: 'validation_error',
  503: 'service_unavailable',
} as const;

function failure(status: FailureStatus, message: string, errors: FieldError[] = []): RevalidateCheck {
  return { ok: false, status, body: { status, type: failureTypes[status], message, errors } };
}

/**
 * Everything the revalidation route decides before touching the cache: the server has a secret
 * (else 503), the caller sent it (else 401, before the body is even read), the body is at most
 * 64 KiB (else 413) and a list of tags (else 422 with one message per field). Unique tags come back in the order sent.
 */
export async function checkRevalidateRequest(input: {
  authorization: string | null;
  secret: string | undefined;
  /** The Content-Length the caller declared, if any: a larger one is refused without reading. */
  declaredLength?: number;
  readBody: () => Promise<string>;
}): Promise<RevalidateCheck> {
  if (!input.secret) return failure(503, 'Revalidation is not configured on this storefront (REVALIDATE_SECRET).');
  if (!secretMatches(bearerToken(input.authorization), input.secret))
    return failure(401, 'The revalidation secret is missing or wrong.');
  const tooLarge = () => failure(413, `The request body is larger than ${maxBodyBytes} bytes.`);
  if ((input.declaredLength ?? 0) > maxBodyBytes) return tooLarge();
  const raw = await input.readBody();
  if (new TextEncoder().encode(raw).length > maxBodyBytes) return tooLarge();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return failure(422, 'The request body is not valid JSON.', [
      { field: 'body', message: 'Send a JSON object: { "tags": [...] }.' },
    ]);
  }
  const parsed = RevalidateBodySchema.safeParse(json);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || 'body',
      message: issue.message,
    }));
    return failure(422, 'The request body is not valid.', errors);
  }
  return { ok: true, tags: [...new Set(parsed.data.tags)] };
}
