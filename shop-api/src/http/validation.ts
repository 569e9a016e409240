import type { z, ZodError } from 'zod';
import type { FieldError } from '@contract';
import { ApiError } from './api-error';

export function fieldErrorsFromZod(error: ZodError, prefix = ''): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = [prefix, path].filter(Boolean).join('.') || prefix || 'body';
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [field === 'body' ? '' : field, key].filter(Boolean).join('.'), message: 'Unknown field.' }));
    }
    return [{ field, message: issue.message }];
  }).flat();
}

/** Parses input with a strict schema; failures become a 422 with one message per field. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, prefix = ''): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw ApiError.validation(fieldErrorsFromZod(result.error, prefix));
  return result.data;
}
