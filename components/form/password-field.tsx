'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { fieldDescription, FieldFrame } from './field-frame';
import { inputClass } from './input-class';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: string;
  /** Whether the password shows as text; the form owns it so it can hide it again before submitting. */
  visible: boolean;
  onVisibleChange(visible: boolean): void;
  /** The field's error, already in the page's language. */
  error?: string;
  hint?: string;
  /** The toggle's name; "Show <label>" when not given. */
  toggleLabel?: string;
}

/**
 * A password input with a show/hide toggle (docs/customer-accounts-storefront.md, "Screens": the field toggles between hidden and
 * visible and is hidden again before submit; the form calls `onVisibleChange(false)` in its submit
 * handler, `usePasswordForm` does). The toggle is a real button whose pressed state
 * (`aria-pressed`) is the visibility, with a constant label naming the field.
 * The rest of the props go to the input, so `register(name)` of react-hook-form can be spread in.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { id, label, visible, onVisibleChange, error, hint, toggleLabel, className, ...input },
  ref,
) {
  const t = useTranslations('auth.password');
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <div className="flex gap-2">
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription(id, { hint, error })}
          className={inputClass}
          {...input}
        />
        <button
          type="button"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={toggleLabel ?? t('toggleLabel', { field: label })}
          onClick={() => onVisibleChange(!visible)}
          className="min-h-11 shrink-0 rounded-md border border-neutral-400 px-3 text-sm font-medium hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('show')}
        </button>
      </div>
    </FieldFrame>
  );
});
