'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuthActions } from '@/lib/auth/auth-actions';
import { LoginFormSchema, type LoginFormValues } from '@/lib/auth/auth-forms';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { usePasswordForm } from '@/components/form/use-password-form';
import { retryAfterSeconds, useAuthErrorText, useAuthFieldMessage } from './use-auth-messages';
import { ScriptRequiredNote } from '@/components/form/script-required-note';

const resolver = zodResolver(LoginFormSchema);

/**
 * The login form of the modal and the login page. Wrong credentials show one message for both
 * fields (the API does not say which was wrong); a 429 says how long to wait, and the button stays
 * disabled until then. The password is hidden again before the form goes, and a second submit
 * while one runs does nothing.
 */
export function LoginForm({
  onSuccess,
  onStart,
  onFailure,
}: {
  onSuccess(returnPath: string | null): void;
  onStart?(): void;
  onFailure?(): void;
}) {
  const t = useTranslations('auth.login');
  const auth = useTranslations('auth');
  const id = useId();
  const { login } = useAuthActions();
  const fieldMessage = useAuthFieldMessage();
  const errorText = useAuthErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LoginFormValues>({
    resolver,
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onChange',
  });
  const { visible, setVisible, onSubmit, waiting, waitFor } = usePasswordForm(form, submit);
  const { errors, isSubmitting } = form.formState;

  async function submit(values: LoginFormValues) {
    setAlert(null);
    onStart?.();
    const result = await login(values.email.trim(), values.password);
    if (result.ok) {
      onSuccess(result.returnPath);
      return;
    }
    onFailure?.();
    if (result.error === 'validation_error' && result.fieldErrors.length > 0) {
      for (const { field, message } of result.fieldErrors) {
        if (field === 'email' || field === 'password') form.setError(field, { type: 'server', message });
      }
    }
    if (result.error === 'too_many_requests') waitFor(retryAfterSeconds(result));
    setAlert(errorText(result));
    form.setValue('password', '');
  }

  return (
    <form method="post" noValidate aria-busy={isSubmitting} className="flex flex-col gap-4" onSubmit={onSubmit}>
      <ScriptRequiredNote>{auth('needsJavaScript')}</ScriptRequiredNote>
      <TextField
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        label={t('email')}
        error={fieldMessage(errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordField
        id={`${id}-password`}
        autoComplete="current-password"
        label={t('password')}
        visible={visible}
        onVisibleChange={setVisible}
        error={fieldMessage(errors.password?.message)}
        {...form.register('password')}
      />
      <FormAlert text={alert} />
      <SubmitButton pending={isSubmitting} blocked={waiting} refuse="aria-disabled" pendingLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
