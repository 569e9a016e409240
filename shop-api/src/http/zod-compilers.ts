import type { FastifyInstance } from 'fastify';
import { ResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Requests are checked with the route's zod schemas (fastify-type-provider-zod's validator).
 * Answers are written as the handler built them; with `validateResponses` each JSON answer is
 * first checked against its declared schema, so a drift between code and contract fails loudly
 * (a logged 500) in development, tests and the fuzz run instead of reaching a client.
 */
export function registerZodCompilers(app: FastifyInstance, validateResponses: boolean): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema, method, url }) => {
    // Answers declared by media type (pictures, files) are bytes, never serialized here.
    const zodSchema = schema instanceof $ZodType ? schema : undefined;
    return (data) => {
      if (validateResponses && zodSchema) {
        const result = safeParse(zodSchema, data);
        if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      }
      return JSON.stringify(data);
    };
  });
}
