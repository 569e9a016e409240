'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@contract/locales';
import { requestPasswordReset } from '@/lib/auth/account-calls';
import { ResetRequestFormSchema, type ResetRequestFormValues } from '@/lib/auth/auth-forms';
import { applyFieldErrors } from '@/components/form/api-field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useSubmitOnce } from '@/components/form/use-submit-once';
import { retryAfterSeconds, useAuthErrorText, useAuthFieldMessage } from './use-auth-messages';
import { ScriptRequiredNote } from '@/components/form/script-required-note';

const resolver = zodResolver(ResetRequestFormSchema);

/**
 * The password reset request (`POST /passwords/customer`): the answer is the same whether or not
 * the e-mail has an account, so the confirmation never tells who is a customer.
 */
export function ResetRequestForm() {
  const t = useTranslations('auth.resetRequest');
  const auth = useTranslations('auth');
  const id = useId();
  const locale = useLocale() as Locale;
  const fieldMessage = useAuthFieldMessage();
  const errorText = useAuthErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<ResetRequestFormValues>({ resolver, defaultValues: { email: '' }, reValidateMode: 'onChange' });
  const { onSubmit, waiting, waitFor } = useSubmitOnce(form, submit);
  const { errors, isSubmitting } = form.formState;

  async function submit(values: ResetRequestFormValues) {
    setAlert(null);
    const result = await requestPasswordReset(locale, values.email.trim());
    if (result.ok) {
      setSent(true);
      return;
    }
    if (result.error === 'too_many_requests') waitFor(retryAfterSeconds(result));
    if (!applyFieldErrors(result.fieldErrors, ['email'] as const, form.setError)) setAlert(errorText(result));
  }

  if (sent) {
    return (
      <p role="status" className="rounded-md border border-brand-600 bg-brand-50 p-3 text-sm">
        {t('sent')}
      </p>
    );
  }
  return (
    <form method="post" noValidate aria-busy={isSubmitting} className="flex flex-col gap-4" onSubmit={onSubmit}>
      <ScriptRequiredNote>{auth('needsJavaScript')}</ScriptRequiredNote>
      <p className="text-sm text-neutral-700">{t('intro')}</p>
      <TextField
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        label={t('email')}
        error={fieldMessage(errors.email?.message)}
        {...form.register('email')}
      />
      <FormAlert text={alert} />
      <SubmitButton pending={isSubmitting} blocked={waiting} refuse="aria-disabled" pendingLabel={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
