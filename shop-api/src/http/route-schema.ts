import { ErrorBodySchema } from '@contract/api-error';
import { ApiRequestHeadersSchema } from '@contract/calls/request-parts';

const errorMeanings: Record<number, string> = {
  400: 'The request is malformed (its URL or its JSON body).',
  401: 'A valid bearer token is required (unauthenticated: refresh the session and retry).',
  403: 'The record belongs to someone else (a customer’s cart needs that customer signed in).',
  404: 'No such record or path.',
  409: 'The request conflicts with the current state (stock taken meanwhile): one field error per problem.',
  413: 'The request body is too large.',
  415: 'The body is not application/json.',
  422: 'A header, parameter or body field is not valid: one field error per problem.',
  429: 'Too many attempts: the Retry-After header says how many seconds to wait.',
  503: 'The service is switched off or unavailable.',
};

/** The contract's error body under each status a call can give, with what the status means. */
export function errorAnswers<S extends number>(...statuses: S[]) {
  const answer = (status: number) => ({
    description: errorMeanings[status] ?? 'An error.',
    content: { 'application/json': { schema: ErrorBodySchema } },
  });
  return Object.fromEntries(statuses.map((status) => [status, answer(status)])) as Record<S, ReturnType<typeof answer>>;
}

/**
 * Fragments every route declaration shares. Any call can answer 400 (a malformed URL or body)
 * and 422 (a bad preference header or parameter); a call that looks a record up also 404.
 */
export const preferenceHeaders = ApiRequestHeadersSchema;
export const readErrors = errorAnswers(400, 422);
export const lookupErrors = errorAnswers(400, 404, 422);
