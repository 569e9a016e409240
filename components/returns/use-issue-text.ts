'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FieldError } from '@contract/api-error';
import { bankAccountMessageKey } from '@/lib/returns/bank-account-form';

/**
 * The texts of the forms' own findings (`issues.*`, `bank.errors.*` keys) and of the API's 422
 * field messages: a bank account message of the contract's rule is shown in the page's language,
 * any other as the API words it.
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
  const apiText = useCallback(
    (error: FieldError) => {
      const key = bankAccountMessageKey(error.message);
      return key ? t(`bank.errors.${key}`) : error.message;
    },
    [t],
  );
  return { issueText, apiText };
}

/** The form's texts by field: its own findings first, else what the API answered. */
export function fieldTexts(
  issues: Partial<Record<string, string>>,
  apiErrors: Partial<Record<string, string>>,
  issueText: (key: string | undefined) => string | undefined,
): (field: string) => string | undefined {
  return (field) => issueText(issues[field]) ?? apiErrors[field];
}

/** The API's field errors by field path, first message each. */
export function apiErrorsByField(
  errors: FieldError[],
  apiText: (error: FieldError) => string,
  mapPath: (path: string) => string = (path) => path,
): Partial<Record<string, string>> {
  const found: Partial<Record<string, string>> = {};
  for (const error of errors) found[mapPath(error.field)] ??= apiText(error);
  return found;
}
