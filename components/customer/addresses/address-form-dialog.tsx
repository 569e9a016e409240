'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { AddressFieldset } from '@/components/checkout/address-fieldset';
import { FormCheckboxField } from '@/components/form/form-context-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { ApiClientError } from '@/lib/api/api-client-error';
import type { FormCountry } from '@/lib/checkout/delivery-form';
import {
  addressBookBody,
  addressBookDefaults,
  addressBookFormSchema,
  type AddressBookFormValues,
} from '@/lib/customer/address-form';
import type { CustomerAddress } from '@contract/calls/customer-addresses';
import { primaryButton, secondaryButton } from '../query-status';

interface AddressFormDialogProps {
  /** The address to edit; null adds a new one. */
  address: CustomerAddress | null;
  countries: readonly FormCountry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the body; rejects with the API's error (its field errors land on the fields). */
  onSave: (body: ReturnType<typeof addressBookBody>) => Promise<void>;
}

/** Adding or editing a saved address in a dialog (focus stays inside, Escape closes it). */
export function AddressFormDialog({ address, countries, open, onOpenChange, onSave }: AddressFormDialogProps) {
  const t = useTranslations('addressBook');
  const [failed, setFailed] = useState(false);
  const alpha2Of = useMemo(() => {
    const byId = new Map(countries.map((country) => [country.id, country.alpha2]));
    return (id: number) => byId.get(id);
  }, [countries]);
  const form = useForm<AddressBookFormValues>({
    resolver: zodResolver(addressBookFormSchema(alpha2Of)),
    defaultValues: addressBookDefaults(address, countries[0] ?? null),
  });

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await onSave(addressBookBody(values));
      onOpenChange(false);
    } catch (error) {
      const fields = error instanceof ApiClientError ? error.fieldErrors : [];
      for (const fieldError of fields)
        form.setError(`address.${fieldError.field}` as 'address.first_name', { message: fieldError.message });
      if (fields.length === 0) setFailed(true);
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          data-testid="address-dialog"
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-6 wrap-anywhere shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{address ? t('editTitle') : t('addTitle')}</Dialog.Title>
          <Dialog.Description className="text-neutral-700">{t('formText')}</Dialog.Description>
          <FormProvider {...form}>
            <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
              {/* The checkout's address fields: a form of { address: … } reads the same paths. */}
              <AddressFieldset
                name="address"
                legend={t('address')}
                set="full"
                countries={countries}
                section="billing"
              />
              <FormCheckboxField<AddressBookFormValues> name="is_billing_default" label={t('defaultBilling')} />
              <FormCheckboxField<AddressBookFormValues> name="is_shipping_default" label={t('defaultShipping')} />
              {failed && (
                <p role="alert" className="text-red-800">
                  {t('saveFailed')}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <Dialog.Close type="button" className={secondaryButton}>
                  {t('cancel')}
                </Dialog.Close>
                <SubmitButton
                  pending={form.formState.isSubmitting}
                  pendingLabel={t('saving')}
                  className={primaryButton}
                >
                  {t('save')}
                </SubmitButton>
              </div>
            </form>
          </FormProvider>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
