import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ApiError } from './api-error';
import { fieldErrorsFromZod } from './validation';

function toApiError(error: FastifyError | Error): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return ApiError.validation(fieldErrorsFromZod(error));
  const fastifyError = error as FastifyError;
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new ApiError('bad_request', 'Unsupported content type.');
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ApiError('payload_too_large', 'The request body is too large.');
  if (fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return new ApiError('bad_request', 'The request body is not valid JSON.');
  }
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new ApiError('bad_request', error.message);
  }
  return undefined;
}

/** One place that turns every thrown error into the contract's error body; unexpected ones are logged and hidden. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError) {
      return reply.status(apiError.status).send(apiError.toBody());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(new ApiError('internal_error', 'Something went wrong on our side.').toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    const error = new ApiError('not_found', `No endpoint answers ${request.method} ${request.url.split('?')[0]}.`);
    return reply.status(404).send(error.toBody());
  });
}
