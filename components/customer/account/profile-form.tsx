'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormPhoneField, FormTextField } from '@/components/form/form-context-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { ApiClientError } from '@/lib/api/api-client-error';
import type { Customer } from '@contract/entities/customer';
import { updateCustomer } from '@/lib/customer/customer-api';
import { profileFormSchema, type ProfileFormValues } from '@/lib/customer/profile-form';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import { meQueryKey } from '@/lib/auth/use-session';
import { showNotice } from '@/lib/notices/notices';
import { primaryButton } from '../query-status';

/**
 * The customer's name and phone (PATCH /customers/{id}; the e-mail is shown, not changed here).
 * The API's field errors show on the fields; any other failure is `customer_update_error`.
 */
export function ProfileForm({ customer }: { customer: Customer }) {
  const t = useTranslations('customerArea.profile');
  const api = useCustomerApi();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      first_name: customer.first_name ?? '',
      last_name: customer.last_name ?? '',
      dial_code: customer.dial_code ?? '',
      phone: customer.phone ?? '',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await updateCustomer(api, customer.id, {
        ...values,
        dial_code: values.dial_code || null,
        phone: values.phone || null,
      });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      void showNotice(t('saved'), undefined, { tone: 'success' });
    } catch (error) {
      if (error instanceof ApiClientError && error.fieldErrors.length > 0) {
        for (const fieldError of error.fieldErrors)
          if (fieldError.field in values)
            form.setError(fieldError.field as keyof ProfileFormValues, { message: fieldError.message });
        return;
      }
      setFailed(true);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-4"
        aria-labelledby="profile-heading"
      >
        <h2 id="profile-heading" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <FormAlert text={failed ? t('customer_update_error') : null} />
        <p>
          <span className="font-medium">{t('email')}:</span> <span data-testid="customer-email">{customer.email}</span>
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField<ProfileFormValues> name="first_name" label={t('firstName')} autoComplete="given-name" />
          <FormTextField<ProfileFormValues> name="last_name" label={t('lastName')} autoComplete="family-name" />
          <FormPhoneField<ProfileFormValues>
            name="phone"
            dialCodeName="dial_code"
            label={t('phone')}
            dialCodeLabel={t('dialCode')}
            autoComplete={{ dialCode: 'tel-country-code', phone: 'tel-national' }}
          />
        </div>
        <SubmitButton
          pending={form.formState.isSubmitting}
          pendingLabel={t('saving')}
          className={`${primaryButton} self-start`}
        >
          {t('save')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
