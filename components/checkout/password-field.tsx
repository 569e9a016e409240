'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import type { DeliveryFormValues } from '@/lib/checkout/delivery-form';
import { FieldError, inputClass, useFieldError } from './form-field';

/**
 * The new account's password with a show/hide toggle (docs/checkout.md, "The delivery form": the
 * field toggles between hidden and visible, and the form hides it again before it submits, so
 * `visible` is the form's).
 */
export function PasswordField({
  visible,
  onVisibleChange,
}: {
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
}) {
  const t = useTranslations('checkout.delivery');
  const { register } = useFormContext<DeliveryFormValues>();
  const { message, errorId, fieldId } = useFieldError('password');
  const hintId = `${fieldId}-hint`;
  return (
    <div>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium">
        {t('password')}
      </label>
      <p id={hintId} className="mb-1 text-xs text-neutral-600">
        {t('passwordHint')}
      </p>
      <div className="flex gap-2">
        <input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          aria-invalid={message ? true : undefined}
          aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
          className={inputClass}
          {...register('password')}
        />
        <button
          type="button"
          aria-controls={fieldId}
          aria-pressed={visible}
          onClick={() => onVisibleChange(!visible)}
          className="min-h-11 shrink-0 rounded-md border border-neutral-400 px-3 text-sm font-medium hover:bg-neutral-100"
        >
          {t('showPassword')}
        </button>
      </div>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
