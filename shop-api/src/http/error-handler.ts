import type { FastifyError, FastifyInstance } from 'fastify';
import { reportRequestError } from '../error-reporting/report-error';
import { msg } from '../messages/message';
import { ApiError } from './api-error';
import { trackAllowedMethods } from './method-not-allowed';
import { requestLocale } from './request-context';
import { fieldErrorsFromValidation } from './validation';

function toApiError(error: FastifyError | Error): ApiError | undefined {
  if (error instanceof ApiError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return ApiError.validation(fieldErrorsFromValidation(fastifyError.validation, fastifyError.validationContext));
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new ApiError('unsupported_media_type', 'http.jsonOnly');
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ApiError('payload_too_large', 'http.tooLarge');
  if (
    fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error instanceof SyntaxError
  ) {
    return new ApiError('bad_request', 'http.badJson');
  }
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new ApiError('bad_request', 'http.badRequest');
  }
  return undefined;
}

/**
 * One place that turns every thrown error into the contract's error body; unexpected ones (and
 * answers that do not match their declared schema) are logged and hidden behind a 500. A path that
 * exists under other methods answers 405 with `Allow`; any other unknown path 404.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  const allowedMethods = trackAllowedMethods(app);

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError) {
      return reply.status(apiError.status).send(apiError.toBody(requestLocale(request)));
    }
    request.log.error({ err: error }, 'unexpected error');
    reportRequestError(error, request);
    return reply.status(500).send(new ApiError('internal_error', 'http.internal').toBody(requestLocale(request)));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods(request.method, path);
    if (allowed.length > 0) {
      const error = new ApiError(
        'method_not_allowed',
        msg('http.methodNotAllowed', { path, method: request.method, allowed: allowed.join(', ') }),
      );
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send(error.toBody(requestLocale(request)));
    }
    const error = new ApiError('not_found', msg('http.noEndpoint', { method: request.method, path }));
    return reply.status(404).send(error.toBody(requestLocale(request)));
  });
}
