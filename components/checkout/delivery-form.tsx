'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type Path } from 'react-hook-form';
import type { Cart } from '@contract/entities/cart';
import { allowsDifferentBillingAddress, deliveryAddressForms } from '@/lib/checkout/address-requirement';
import { usePlaceOrder } from '@/lib/checkout/checkout-mutations';
import { deliveryFormSchema, type DeliveryFormValues, type FormCountry } from '@/lib/checkout/delivery-form';
import { newIdempotencyKey } from '@/lib/checkout/idempotency-key';
import { paymentGateway } from '@contract/codes/card-gateways';
import type { DeliveryFormError } from '@/lib/checkout/submit-delivery';
import { AddressFieldset } from './address-fieldset';
import { DeliveryFormAlert } from './delivery-form-alert';
import { OrderTermsNote, type LegalPageHrefs } from './order-terms-note';
import { Fieldset } from '@/components/form/fieldset';
import { FormCheckboxField, FormTextAreaField, FormTextField } from '@/components/form/form-context-fields';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormField } from '@/components/form/use-form-field';
import { useSession } from '@/lib/auth/use-session';
import { useDeliveryMemory } from './use-delivery-memory';

export interface DeliveryFormProps {
  cart: Cart;
  countries: readonly FormCountry[];
  /** The terms and privacy policy the sentence above the order button links. */
  legalPages: LegalPageHrefs;
  defaultValues: DeliveryFormValues;
}

/**
 * The delivery phase's form (react-hook-form, the contract's rules through `zodResolver`). Saving
 * writes the cart's e-mail and addresses and places the order with one idempotency key per visit
 * of this page, so a double click or a resent form makes one order; the button stays disabled from
 * the first submit until the answer. Field errors of the API show on their fields and clear as
 * the shopper types (react-hook-form validates a field again on every change after a submit).
 */
export function DeliveryForm({ cart, countries, legalPages, defaultValues }: DeliveryFormProps) {
  const t = useTranslations('checkout.delivery');
  const requirement = cart.shipping_method?.address_requirement ?? null;
  const resolver = useMemo(
    () =>
      zodResolver(
        deliveryFormSchema({
          cartId: cart.id,
          requirement,
          alpha2Of: (id) => countries.find((country) => country.id === id)?.alpha2,
        }),
      ),
    [cart.id, requirement, countries],
  );
  const form = useForm<DeliveryFormValues>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [formError, setFormError] = useState<DeliveryFormError | 'fields' | null>(null);
  const placeOrder = usePlaceOrder();
  const session = useSession();
  useDeliveryMemory(form, session);
  const [differentBilling, createAccount] = useWatch({
    control: form.control,
    name: ['differentBilling', 'createAccount'],
  });
  const forms = deliveryAddressForms(requirement, differentBilling);
  const busy = placeOrder.stage !== 'idle';
  const online = paymentGateway(cart.payment_method?.payment_service) !== null;

  async function save(values: DeliveryFormValues) {
    setFormError(null);
    const result = await placeOrder.run({ cartId: cart.id, values, requirement, idempotencyKey });
    if (!result || result.ok) return;
    result.fieldErrors.forEach((issue, index) =>
      form.setError(
        issue.path as Path<DeliveryFormValues>,
        { type: 'server', message: issue.message },
        { shouldFocus: index === 0 },
      ),
    );
    setFormError(result.formError ?? (result.fieldErrors.length > 0 ? 'fields' : 'unknown_error'));
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          // The password is hidden again before the form goes (docs/checkout.md, "The delivery form").
          setPasswordVisible(false);
          void form.handleSubmit(save, () => setFormError('fields'))(event);
        }}
        className="flex flex-col gap-8"
      >
        <Fieldset legend={t('contactLegend')}>
          <FormTextField<DeliveryFormValues> name="email" type="email" label={t('fields.email')} autoComplete="email" />
        </Fieldset>

        <AddressFieldset
          name="address"
          legend={t(forms.shipping ? 'legend.shipping' : forms.billing === 'basic' ? 'legend.basic' : 'legend.full')}
          set={forms.shipping ?? forms.billing}
          countries={countries}
          section={forms.shipping ? 'shipping' : 'billing'}
        />
        {allowsDifferentBillingAddress(requirement) && (
          <FormCheckboxField<DeliveryFormValues> name="differentBilling" label={t('differentBilling')} />
        )}
        {forms.shipping && (
          <AddressFieldset
            name="billingAddress"
            legend={t('legend.billing')}
            set={forms.billing}
            countries={countries}
            section="billing"
          />
        )}

        <Fieldset legend={t('moreLegend')}>
          <FormTextAreaField<DeliveryFormValues> name="note" label={t('fields.note')} optional={t('optional')} />
          <FormCheckboxField<DeliveryFormValues> name="newsletter" label={t('newsletter')} />
          {session.status === 'guest' && (
            <FormCheckboxField<DeliveryFormValues> name="createAccount" label={t('createAccount')} />
          )}
          {session.status === 'guest' && createAccount && (
            <AccountPasswordField visible={passwordVisible} onVisibleChange={setPasswordVisible} />
          )}
        </Fieldset>

        <div className="flex flex-col gap-3">
          {formError && <DeliveryFormAlert error={formError} />}
          <OrderTermsNote id="order-terms-note" legalPages={legalPages} />
          <SubmitButton
            pending={busy}
            describedBy="order-terms-note"
            pendingLabel={placeOrder.stage === 'paying' ? t('redirecting') : t('submitting')}
            className="flex min-h-12 w-full items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:bg-neutral-500"
          >
            {t(online ? 'submitPay' : 'submit')}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * The new account's password (spec section 5: one field, its confirmation defaults to it), with the
 * kit's show/hide toggle; the form hides it again before it submits, so `visible` is the form's.
 */
function AccountPasswordField({
  visible,
  onVisibleChange,
}: {
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
}) {
  const t = useTranslations('checkout.delivery');
  const { register } = useFormContext<DeliveryFormValues>();
  const { id, error } = useFormField('password');
  return (
    <PasswordField
      id={id}
      label={t('password')}
      hint={t('passwordHint')}
      toggleLabel={t('showPassword')}
      autoComplete="new-password"
      visible={visible}
      onVisibleChange={onVisibleChange}
      error={error}
      {...register('password')}
    />
  );
}
