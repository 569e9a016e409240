import type { FieldError as ApiFieldError } from '@contract/api-error';

/** The API's 422 field errors for the fields a form has, first message per field. */
export function formFieldErrors<T extends string>(errors: ApiFieldError[], fields: readonly T[]): [T, string][] {
  const seen = new Map<T, string>();
  for (const { field, message } of errors) {
    const name = field as T;
    if (fields.includes(name) && !seen.has(name)) seen.set(name, message);
  }
  return [...seen];
}

/** Puts the API's 422 field errors on the form's fields (the first one focused); answers whether any was placed. */
export function applyFieldErrors<T extends string>(
  errors: ApiFieldError[],
  fields: readonly T[],
  setError: (name: T, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
): boolean {
  const placed = formFieldErrors(errors, fields);
  placed.forEach(([name, message], index) => setError(name, { type: 'server', message }, { shouldFocus: index === 0 }));
  return placed.length > 0;
}
