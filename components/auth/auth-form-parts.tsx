'use client';

import { useLocale, useTranslations } from 'next-intl';
import { forwardRef, useCallback, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import type { FieldError as ApiFieldError } from '@contract/api-error';
import { authFieldMessage, formFieldErrors } from '@/lib/auth/auth-forms';
import type { AuthFailure } from '@/lib/auth/auth-routes';
import { authInputClass } from './password-field';

/**
 * The password fields' shared visibility and the submit handler of a form that has them: the
 * passwords are hidden again before the form goes (spec section 4), and a second submit while one
 * runs does nothing.
 */
export function usePasswordForm<T extends FieldValues>(form: UseFormReturn<T>, submit: SubmitHandler<T>) {
  const [visible, setVisible] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setVisible(false);
    if (form.formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(submit)(event);
  };
  return { visible, setVisible, onSubmit };
}

/** A form error (a rule key or an API message) in the page's language. */
export function useAuthFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations('auth.fields');
  const locale = useLocale();
  return useCallback((message) => authFieldMessage(message, locale, (key) => t(key)), [locale, t]);
}

/** The text of a refused auth call (429 with the wait). */
export function useAuthErrorText(): (failure: Pick<AuthFailure, 'error' | 'retryAfter'>) => string {
  const t = useTranslations('auth.errors');
  return useCallback(
    (failure) =>
      failure.error === 'too_many_requests'
        ? t('too_many_requests', { seconds: failure.retryAfter ?? 60 })
        : t(failure.error),
    [t],
  );
}

/** Puts the API's 422 field errors on the form's fields; answers whether any was placed. */
export function applyFieldErrors<T extends string>(
  errors: ApiFieldError[],
  fields: readonly T[],
  setError: (name: T, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
): boolean {
  const placed = formFieldErrors(errors, fields);
  placed.forEach(([name, message], index) => setError(name, { type: 'server', message }, { shouldFocus: index === 0 }));
  return placed.length > 0;
}

export interface AuthTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  optional?: string;
}

/** A labelled input whose error shows under it and is announced with it (`aria-describedby`). */
export const AuthTextField = forwardRef<HTMLInputElement, AuthTextFieldProps>(function AuthTextField(
  { id, label, error, optional, className, ...input },
  ref,
) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-neutral-600"> {optional}</span>}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={authInputClass}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
});

/** A form's general error, on screen and read out (role alert). */
export function AuthAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {text}
    </p>
  );
}

export const primaryButtonClass =
  'min-h-11 w-full rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:opacity-70';

export const linkButtonClass =
  'min-h-11 text-sm font-medium text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700';
