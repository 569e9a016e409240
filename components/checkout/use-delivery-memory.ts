'use client';

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SessionView } from '@/lib/auth/use-session';
import { customerPrefill, draftOf } from '@/lib/checkout/delivery-draft';
import { saveDeliveryDraft } from '@/lib/checkout/delivery-draft-storage';
import type { DeliveryFormValues } from '@/lib/checkout/delivery-form';

/**
 * The delivery form's memory (docs/checkout.md, "What the delivery form remembers"): every change
 * is written to the tab's session storage (without the password), and a signed-in customer's
 * e-mail, name and phone fill the fields that are still empty once the account is known.
 */
export function useDeliveryMemory(
  form: UseFormReturn<DeliveryFormValues>,
  { status, customer }: Pick<SessionView, 'status' | 'customer'>,
) {
  useEffect(() => {
    const subscription = form.watch(() => saveDeliveryDraft(draftOf(form.getValues())));
    return () => subscription.unsubscribe();
  }, [form]);

  // A customer has an account: the offer to create one is hidden and off, also when a guest's draft had it on.
  useEffect(() => {
    if (status === 'customer' && form.getValues('createAccount')) form.setValue('createAccount', false);
  }, [status, form]);

  useEffect(() => {
    if (!customer) return;
    for (const { path, value } of customerPrefill(form.getValues(), customer)) form.setValue(path, value);
  }, [customer, form]);
}
