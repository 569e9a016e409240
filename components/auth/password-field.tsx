'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, type InputHTMLAttributes } from 'react';

export const authInputClass =
  'min-h-11 w-full rounded-md border border-neutral-400 bg-white px-3 aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-brand-700';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: string;
  /** Whether the password shows as text; the form owns it so it can hide it again before submitting. */
  visible: boolean;
  onVisibleChange(visible: boolean): void;
  /** The field's error, already in the page's language. */
  error?: string;
  hint?: string;
}

/**
 * A password input with a show/hide toggle (docs/customer-accounts-storefront.md, "Screens": the
 * field toggles between hidden and visible and is hidden again before submit; the form calls
 * `onVisibleChange(false)` in its submit handler). The toggle is a real button whose pressed state
 * (`aria-pressed`) is the visibility, with a constant label naming the field. The rest of the props
 * go to the input, so `register(name)` of react-hook-form can be spread in.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { id, label, visible, onVisibleChange, error, hint, className, ...input },
  ref,
) {
  const t = useTranslations('auth.password');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mb-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      <div className="flex gap-2">
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={authInputClass}
          {...input}
        />
        <button
          type="button"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={t('toggleLabel', { field: label })}
          onClick={() => onVisibleChange(!visible)}
          className="min-h-11 shrink-0 rounded-md border border-neutral-400 px-3 text-sm font-medium hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('show')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
});
