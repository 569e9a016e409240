'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@contract/locales';
import { useAuthActions } from '@/lib/auth/auth-actions';
import { registrationBody, RegistrationFormSchema, type RegistrationFormValues } from '@/lib/auth/auth-forms';
import { applyFieldErrors } from '@/components/form/api-field-errors';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { PhoneField } from '@/components/form/phone-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { usePasswordForm } from '@/components/form/use-password-form';
import { retryAfterSeconds, useAuthErrorText, useAuthFieldMessage } from './use-auth-messages';
import { ScriptRequiredNote } from '@/components/form/script-required-note';

const resolver = zodResolver(RegistrationFormSchema);
const fields = [
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
  'dial_code',
  'phone',
  'birth_at',
] as const;

const defaultDialCode: Record<string, string> = { cs: '+420', sk: '+421', en: '+420' };

/**
 * Registration with the spec's fields (`POST /customers`: names, e-mail, password twice, the
 * newsletter, birth date and phone). The API's 422 field errors show on their fields and clear as
 * the shopper types; success signs the new customer in (the automatic login).
 */
export function RegistrationForm({ onSuccess }: { onSuccess(): void }) {
  const t = useTranslations('auth.registration');
  const auth = useTranslations('auth');
  const id = useId();
  const locale = useLocale() as Locale;
  const { register } = useAuthActions();
  const fieldMessage = useAuthFieldMessage();
  const errorText = useAuthErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<RegistrationFormValues>({
    resolver,
    reValidateMode: 'onChange',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      dial_code: defaultDialCode[locale] ?? '+420',
      phone: '',
      birth_at: '',
      is_subscribed: false,
    },
  });
  const { visible, setVisible, onSubmit, waiting, waitFor } = usePasswordForm(form, submit);
  const { errors, isSubmitting } = form.formState;
  const error = (name: (typeof fields)[number]) => fieldMessage(errors[name]?.message);

  async function submit(values: RegistrationFormValues) {
    setAlert(null);
    const result = await register(registrationBody(values, locale));
    if (result.ok) {
      onSuccess();
      return;
    }
    if (result.error === 'too_many_requests') waitFor(retryAfterSeconds(result));
    const placed = applyFieldErrors(result.fieldErrors, fields, form.setError);
    setAlert(placed ? errorText({ error: 'validation_error' }) : errorText(result));
  }

  const today = new Date().toISOString().slice(0, 10);
  return (
    <form method="post" noValidate aria-busy={isSubmitting} className="flex flex-col gap-4" onSubmit={onSubmit}>
      <ScriptRequiredNote>{auth('needsJavaScript')}</ScriptRequiredNote>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-first-name`}
          autoComplete="given-name"
          label={t('firstName')}
          error={error('first_name')}
          {...form.register('first_name')}
        />
        <TextField
          id={`${id}-last-name`}
          autoComplete="family-name"
          label={t('lastName')}
          error={error('last_name')}
          {...form.register('last_name')}
        />
      </div>
      <TextField
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        label={t('email')}
        error={error('email')}
        {...form.register('email')}
      />
      <PasswordField
        id={`${id}-password`}
        autoComplete="new-password"
        label={t('password')}
        hint={t('passwordHint')}
        visible={visible}
        onVisibleChange={setVisible}
        error={error('password')}
        {...form.register('password')}
      />
      <PasswordField
        id={`${id}-password-confirmation`}
        autoComplete="new-password"
        label={t('passwordConfirmation')}
        visible={visible}
        onVisibleChange={setVisible}
        error={error('password_confirmation')}
        {...form.register('password_confirmation')}
      />
      <PhoneField
        id={`${id}-phone`}
        label={t('phone')}
        dialCodeLabel={t('dialCode')}
        optional={t('optional')}
        dialCodeProps={{ autoComplete: 'tel-country-code', ...form.register('dial_code') }}
        phoneProps={{ autoComplete: 'tel-national', ...form.register('phone') }}
        dialCodeError={error('dial_code')}
        phoneError={error('phone')}
      />
      <TextField
        id={`${id}-birth-at`}
        type="date"
        min="1900-01-01"
        max={today}
        autoComplete="bday"
        label={t('birthAt')}
        optional={t('optional')}
        error={error('birth_at')}
        {...form.register('birth_at')}
      />
      <CheckboxField id={`${id}-subscribed`} label={t('isSubscribed')} {...form.register('is_subscribed')} />
      <FormAlert text={alert} />
      <SubmitButton pending={isSubmitting} blocked={waiting} refuse="aria-disabled" pendingLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
