'use client';

import { useLocale, useTranslations } from 'next-intl';
import { forwardRef, useCallback, useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import type { FieldError as ApiFieldError } from '@contract/api-error';
import { authFieldMessage, formFieldErrors } from '@/lib/auth/auth-forms';
import type { AuthFailure } from '@/lib/auth/auth-routes';
import { authInputClass } from './password-field';

/** The longest wait a timer keeps (setTimeout's limit is about 24.8 days); the API's are minutes. */
const longestWaitSeconds = 86_400;

/**
 * A form's submit handler that sends once: a second submit while one runs does nothing (a ref, so
 * even two clicks before React renders again count as one), and after a 429 nothing is sent until
 * the API's Retry-After has passed (`waitFor(seconds)`; `waiting` disables the submit button).
 */
export function useSubmitOnce<T extends FieldValues>(form: UseFormReturn<T>, submit: SubmitHandler<T>) {
  const running = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const waitFor = useCallback((seconds: number) => {
    clearTimeout(timer.current);
    setWaiting(true);
    timer.current = setTimeout(() => setWaiting(false), Math.min(seconds, longestWaitSeconds) * 1000);
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current || waiting) return;
    running.current = true;
    void form
      .handleSubmit(submit)(event)
      .finally(() => {
        running.current = false;
      });
  };
  return { onSubmit, waiting, waitFor };
}

/**
 * The password fields' shared visibility and the submit handler of a form that has them: the
 * passwords are hidden again before the form goes (docs/customer-accounts-storefront.md,
 * "Screens"), and the form sends once (`useSubmitOnce`).
 */
export function usePasswordForm<T extends FieldValues>(form: UseFormReturn<T>, submit: SubmitHandler<T>) {
  const [visible, setVisible] = useState(false);
  const once = useSubmitOnce(form, submit);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setVisible(false);
    once.onSubmit(event);
  };
  return { visible, setVisible, onSubmit, waiting: once.waiting, waitFor: once.waitFor };
}

/** A form error (a rule key or an API message) in the page's language. */
export function useAuthFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations('auth.fields');
  const locale = useLocale();
  return useCallback((message) => authFieldMessage(message, locale, (key) => t(key)), [locale, t]);
}

/** The text of a refused auth call; a 429 tells the wait, in minutes once it is longer than one. */
export function useAuthErrorText(): (failure: Pick<AuthFailure, 'error' | 'retryAfter'>) => string {
  const t = useTranslations('auth.errors');
  return useCallback(
    (failure) => {
      if (failure.error !== 'too_many_requests') return t(failure.error);
      const seconds = retryAfterSeconds(failure);
      return seconds > 60
        ? t('too_many_requests_minutes', { minutes: Math.ceil(seconds / 60) })
        : t('too_many_requests', { seconds });
    },
    [t],
  );
}

/** The seconds a refused call asks to wait (the API's Retry-After; a minute when it did not say). */
export const retryAfterSeconds = (failure: Pick<AuthFailure, 'retryAfter'>): number => failure.retryAfter ?? 60;

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
