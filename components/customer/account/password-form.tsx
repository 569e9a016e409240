'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useFieldMessage } from '@/components/form/use-field-message';
import { usePasswordForm } from '@/components/form/use-password-form';
import { ApiClientError } from '@/lib/api/api-client-error';
import { meQueryKey } from '@/lib/auth/use-session';
import { fieldMessageKey } from '@/lib/checkout/field-messages';
import { changeCustomerPassword } from '@/lib/customer/customer-api';
import { passwordFormSchema, type PasswordFormValues } from '@/lib/customer/profile-form';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import { showNotice } from '@/lib/notices/notices';
import { primaryButton } from '../query-status';

const fields = ['current_password', 'password', 'password_confirmation'] as const;

/** The error type of a current password the API refused: shown as `customerArea.password.wrongCurrent`. */
const wrongCurrentType = 'wrongCurrent';

/**
 * The password change (PUT /customers/{id}/password with the current password). An account without
 * a password (`hasPassword` false: the API's `has_password`, made by a third-party sign-in) sets its
 * first one instead: no current password asked or sent, then the session's customer is read again
 * and the form becomes the change. The fields are hidden again before the form submits
 * (docs/customer-accounts-storefront.md, "Screens"), and a double click sends once
 * (`usePasswordForm`, shared with the login, registration and reset forms).
 */
export function PasswordForm({ customerId, hasPassword }: { customerId: number; hasPassword: boolean }) {
  const t = useTranslations('customerArea.password');
  const localize = useFieldMessage();
  const api = useCustomerApi();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema(hasPassword)),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { visible, setVisible, onSubmit } = usePasswordForm(form, submit);
  const { errors, isSubmitting } = form.formState;

  async function submit(values: PasswordFormValues) {
    setFailed(false);
    try {
      const { current_password: current, ...password } = values;
      await changeCustomerPassword(
        api,
        customerId,
        hasPassword ? { current_password: current, ...password } : password,
      );
      form.reset();
      void showNotice(t(hasPassword ? 'saved' : 'setSaved'), undefined, { tone: 'success' });
      if (!hasPassword) await queryClient.invalidateQueries({ queryKey: meQueryKey });
    } catch (error) {
      const fieldErrors = error instanceof ApiClientError ? error.fieldErrors : [];
      if (!hasPassword && fieldErrors.some((fieldError) => fieldError.field === 'current_password')) {
        // A password was set meanwhile (another tab): the account is read again and the form
        // becomes the change, which asks for it.
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        return;
      }
      for (const fieldError of fieldErrors) {
        const field = fields.find((name) => name === fieldError.field);
        if (!field) continue;
        // The API checks the current password last, after the body's rules (whose messages are
        // known): any other message on that field says the password was not right.
        const wrongCurrent = field === 'current_password' && fieldMessageKey(fieldError.message) === null;
        form.setError(field, wrongCurrent ? { type: wrongCurrentType } : { message: fieldError.message });
      }
      if (fieldErrors.length === 0) setFailed(true);
    }
  }

  const label = {
    current_password: t('currentPassword'),
    password: t('newPassword'),
    password_confirmation: t('confirmPassword'),
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading" className="flex max-w-md flex-col gap-4">
      <h2 id="password-heading" className="text-xl font-semibold">
        {t(hasPassword ? 'title' : 'setTitle')}
      </h2>
      {!hasPassword && <p className="text-neutral-700">{t('setIntro')}</p>}
      {fields
        .filter((name) => hasPassword || name !== 'current_password')
        .map((name) => (
          <PasswordField
            key={name}
            id={`password-${name}`}
            label={label[name]}
            hint={name === 'password' ? t('hint') : undefined}
            autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
            visible={visible}
            onVisibleChange={setVisible}
            error={errors[name]?.type === wrongCurrentType ? t('wrongCurrent') : localize(errors[name]?.message)}
            {...form.register(name)}
          />
        ))}
      {failed && (
        <p role="alert" className="text-red-800">
          {t('failed')}
        </p>
      )}
      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t(hasPassword ? 'saving' : 'setSaving')}
        className={`${primaryButton} self-start`}
      >
        {t(hasPassword ? 'save' : 'setSave')}
      </SubmitButton>
    </form>
  );
}
