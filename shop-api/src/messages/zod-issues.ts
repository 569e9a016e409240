import type { z } from 'zod';
import { contractTextMessage } from './contract-texts';
import { msg, type Message } from './message';

/** What a zod issue carries that its message needs (fastify-type-provider-zod passes the same fields). */
export type IssueFacts = Partial<z.core.$ZodIssue> & { code: string; input?: unknown; message?: string };

const expectedKeys: Record<string, Message['key']> = {
  number: 'validation.expectedNumber',
  int: 'validation.expectedNumber',
  bigint: 'validation.expectedNumber',
  string: 'validation.expectedText',
  boolean: 'validation.expectedBoolean',
  array: 'validation.expectedList',
  object: 'validation.expectedObject',
};

function sizeMessage(facts: IssueFacts, small: boolean): Message {
  const bound = Number(small ? (facts as { minimum?: unknown }).minimum : (facts as { maximum?: unknown }).maximum);
  const origin = (facts as { origin?: string }).origin;
  if (origin === 'string')
    return bound === 1 && small
      ? msg('validation.required')
      : msg(small ? 'validation.tooShort' : 'validation.tooLong', { count: bound });
  if (origin === 'array' || origin === 'set')
    return msg(small ? 'validation.tooFewItems' : 'validation.tooManyItems', { count: bound });
  return msg(small ? 'validation.tooSmall' : 'validation.tooBig', { limit: bound });
}

/**
 * A zod issue by its kind (too_small, too_big, invalid_type, invalid_format, …), with its limits
 * as the message's values; a kind without its own message is "not valid".
 */
export function zodIssueMessage(facts: IssueFacts): Message {
  switch (facts.code) {
    case 'invalid_type': {
      if (facts.input === undefined) return msg('validation.required');
      const expected = String((facts as { expected?: unknown }).expected);
      return msg(expectedKeys[expected] ?? 'validation.invalid');
    }
    case 'too_small':
      return sizeMessage(facts, true);
    case 'too_big':
      return sizeMessage(facts, false);
    case 'invalid_format': {
      const format = (facts as { format?: string }).format;
      return msg(format === 'email' ? 'validation.email' : format === 'url' ? 'validation.url' : 'validation.format');
    }
    case 'invalid_value':
      return msg('validation.oneOf', { values: ((facts as { values?: unknown[] }).values ?? []).join(', ') });
    case 'not_multiple_of':
      return msg('validation.multipleOf', { divisor: Number((facts as { divisor?: unknown }).divisor) });
    case 'unrecognized_keys':
      return msg('validation.unknownField');
    default:
      return msg('validation.invalid');
  }
}

/** Issues of a schema parsed in a service (an address, a batch item) as field errors: path joined by dots. */
export function zodFieldErrors(issues: readonly z.core.$ZodIssue[], fallbackField = 'body') {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.') || fallbackField,
    message: contractTextMessage(issue.message) ?? zodIssueMessage(issue as IssueFacts),
  }));
}
