'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FieldError } from '@contract/api-error';
import { formFieldErrors } from '@/components/form/api-field-errors';

/**
 * The texts of the forms' own findings (`issues.*`, `bank.errors.*` keys) and of the API's 422
 * field messages, which the API writes in the shopper's language (docs/messages.md) and the forms
 * show as they are.
 */
export function useIssueText() {
  const t = useTranslations('returns');
  const issueText = useCallback(
    (key: string | undefined) => {
      if (!key) return undefined;
      return key.startsWith('bank.')
        ? t(`bank.errors.${key.slice(5)}` as 'bank.errors.missing')
        : t(`issues.${key}` as 'issues.noItems');
    },
    [t],
  );
  const apiText = useCallback((error: FieldError) => error.message, []);
  return { issueText, apiText };
}

/**
 * The API's 422 field errors on the form's own fields (the kit's `formFieldErrors`, first message
 * each), and the first message of a field the form does not have (`order_id`, `state`), for its alert.
 */
export function placeApiErrors(
  errors: FieldError[],
  fields: readonly string[],
  apiText: (error: FieldError) => string,
  mapPath: (path: string) => string = (path) => path,
): { byField: Partial<Record<string, string>>; unplaced: string | null } {
  const mapped = errors.map((error) => ({ field: mapPath(error.field), message: apiText(error) }));
  const byField = Object.fromEntries(formFieldErrors(mapped, fields));
  const unplaced = mapped.find((error) => !fields.includes(error.field))?.message ?? null;
  return { byField, unplaced };
}
