'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@contract/locales';
import { resetPassword } from '@/lib/auth/account-calls';
import { NewPasswordFormSchema, type NewPasswordFormValues } from '@/lib/auth/auth-forms';
import { useRouter } from '@/lib/i18n/navigation';
import { openAuthModal } from '@/stores/auth-modal-store';
import { useSessionStore } from '@/stores/session-store';
import { applyFieldErrors } from '@/components/form/api-field-errors';
import { linkButtonClass } from '@/components/form/button-classes';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { usePasswordForm } from '@/components/form/use-password-form';
import { useAuthErrorText, useAuthFieldMessage } from './use-auth-messages';
import { ScriptRequiredNote } from '@/components/form/script-required-note';

const resolver = zodResolver(NewPasswordFormSchema);
const fields = ['new_password', 'new_password_confirmation'] as const;

/**
 * The password reset page's body (`?token=` from the e-mailed link): the new password twice
 * (`PUT /passwords/customer`), then the login page with a success notice. A missing, used or
 * expired token offers a new link (the modal's reset request).
 */
export function PasswordResetPage({ token }: { token: string | null }) {
  const t = useTranslations('auth.resetPage');
  const auth = useTranslations('auth');
  const id = useId();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const fieldMessage = useAuthFieldMessage();
  const errorText = useAuthErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const [tokenInvalid, setTokenInvalid] = useState(token === null);
  const form = useForm<NewPasswordFormValues>({
    resolver,
    reValidateMode: 'onChange',
    defaultValues: { new_password: '', new_password_confirmation: '' },
  });
  const { visible, setVisible, onSubmit } = usePasswordForm(form, submit);
  const { errors, isSubmitting } = form.formState;

  async function submit(values: NewPasswordFormValues) {
    if (!token) return;
    setAlert(null);
    const result = await resetPassword(locale, { token, ...values });
    if (result.ok) {
      useSessionStore.getState().addNotice('password_changed');
      router.push('/login');
      return;
    }
    if (result.tokenInvalid) {
      setTokenInvalid(true);
      return;
    }
    if (!applyFieldErrors(result.fieldErrors, fields, form.setError)) setAlert(errorText(result));
  }

  if (tokenInvalid) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {token === null ? t('missingToken') : t('invalidToken')}
        </p>
        <button
          type="button"
          className={`${linkButtonClass} self-start`}
          onClick={() => openAuthModal('password-reset')}
        >
          {t('requestNew')}
        </button>
      </div>
    );
  }
  return (
    <form method="post" noValidate aria-busy={isSubmitting} className="flex flex-col gap-4" onSubmit={onSubmit}>
      <ScriptRequiredNote>{auth('needsJavaScript')}</ScriptRequiredNote>
      <p className="text-neutral-700">{t('intro')}</p>
      <PasswordField
        id={`${id}-new-password`}
        autoComplete="new-password"
        label={t('newPassword')}
        visible={visible}
        onVisibleChange={setVisible}
        error={fieldMessage(errors.new_password?.message)}
        {...form.register('new_password')}
      />
      <PasswordField
        id={`${id}-new-password-confirmation`}
        autoComplete="new-password"
        label={t('newPasswordConfirmation')}
        visible={visible}
        onVisibleChange={setVisible}
        error={fieldMessage(errors.new_password_confirmation?.message)}
        {...form.register('new_password_confirmation')}
      />
      <FormAlert text={alert} />
      <SubmitButton pending={isSubmitting} refuse="aria-disabled" pendingLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
