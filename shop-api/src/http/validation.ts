import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FieldError } from '@contract';

type ValidationContext = 'body' | 'params' | 'querystring' | 'headers' | string;

const unknownMessage: Record<string, string> = { querystring: 'Unknown query parameter.' };

function fieldOf(instancePath: string, context: ValidationContext): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || (context === 'body' ? 'body' : context);
}

/**
 * Turns the route schemas' validation issues (fastify-type-provider-zod keeps zod's issue in
 * `params`) into the contract's field errors: one per problem, the field named by its path
 * (`prices.0.currency`), an unknown key named by itself.
 */
export function fieldErrorsFromValidation(
  issues: FastifySchemaValidationError[],
  context: ValidationContext | undefined,
): FieldError[] {
  const where = context ?? 'body';
  return issues.flatMap((issue) => {
    const field = fieldOf(issue.instancePath, where);
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params as { keys?: string[] }).keys ?? [];
      const prefix = field === where ? '' : `${field}.`;
      return keys.map((key) => ({ field: `${prefix}${key}`, message: unknownMessage[where] ?? 'Unknown field.' }));
    }
    return [{ field, message: issue.message ?? 'Not valid.' }];
  });
}
