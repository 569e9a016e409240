import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { msg, type Message } from '../messages/message';
import { contractTextMessage } from '../messages/contract-texts';
import { zodIssueMessage, type IssueFacts } from '../messages/zod-issues';
import type { ApiFieldError } from './api-error';

type ValidationContext = 'body' | 'params' | 'querystring' | 'headers' | string;

function fieldOf(instancePath: string, context: ValidationContext): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || (context === 'body' ? 'body' : context);
}

/** A schema issue as a catalogue message: the contract's own wording when it has one, else by the issue's kind. */
function issueMessage(issue: FastifySchemaValidationError): Message {
  return (
    contractTextMessage(issue.message) ??
    zodIssueMessage({ ...(issue.params as object), code: issue.keyword } as IssueFacts)
  );
}

/**
 * Turns the route schemas' validation issues (fastify-type-provider-zod keeps zod's issue in
 * `params`) into field errors: one per problem, the field named by its path
 * (`prices.0.currency`), an unknown key named by itself; the messages come from the catalogue.
 */
export function fieldErrorsFromValidation(
  issues: FastifySchemaValidationError[],
  context: ValidationContext | undefined,
): ApiFieldError[] {
  const where = context ?? 'body';
  return issues.flatMap((issue) => {
    const field = fieldOf(issue.instancePath, where);
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params as { keys?: string[] }).keys ?? [];
      const prefix = field === where ? '' : `${field}.`;
      const message = msg(where === 'querystring' ? 'validation.unknownParameter' : 'validation.unknownField');
      return keys.map((key) => ({ field: `${prefix}${key}`, message }));
    }
    return [{ field, message: issueMessage(issue) }];
  });
}
