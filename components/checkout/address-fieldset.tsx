'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AddressFieldSet } from '@/lib/checkout/address-requirement';
import type { AddressFormName, DeliveryFormValues, FormCountry } from '@/lib/checkout/delivery-form';
import { FieldMessage } from '@/components/form/field-message';
import { Fieldset } from '@/components/form/fieldset';
import { FormCheckboxField, FormPhoneField, FormTextField } from '@/components/form/form-context-fields';
import { inputClass } from '@/components/form/input-class';
import type { DialCodeOption } from '@/components/form/phone-field';
import { useFormField } from '@/components/form/use-form-field';

type AddressField = keyof DeliveryFormValues['address'];

export interface AddressFieldsetProps {
  name: AddressFormName;
  legend: string;
  set: AddressFieldSet;
  countries: readonly FormCountry[];
  /** The autofill section (`shipping`, `billing`) so a browser fills each address from the right card. */
  section: 'billing' | 'shipping';
}

/** The dial codes of the shop's countries, each once, labelled with the first country that uses it (`+420 CZ`). */
function dialCodes(countries: readonly FormCountry[]): DialCodeOption[] {
  const seen = new Map<string, string>();
  for (const country of countries)
    if (!seen.has(country.dial_code)) seen.set(country.dial_code, `${country.dial_code} ${country.alpha2}`);
  return [...seen].map(([code, label]) => ({ code, label }));
}

/**
 * One address of the delivery form: name, the street, city and post code when the set is `full`,
 * the country from the shop's countries, the phone with its dial code, and the company fields
 * behind "ordering for a company"; a company in a `basic` set also gives its registered address.
 */
export function AddressFieldset({ name, legend, set, countries, section }: AddressFieldsetProps) {
  const t = useTranslations('checkout.delivery');
  const { register, setValue, getValues } = useFormContext<DeliveryFormValues>();
  const isCompany = useWatch<DeliveryFormValues, `${AddressFormName}.is_company`>({ name: `${name}.is_company` });
  const path = (field: AddressField) => `${name}.${field}` as const;
  const auto = (token: string) => `section-${name} ${section} ${token}`;
  const country = useFormField(path('country_id'));

  return (
    <Fieldset legend={legend}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField<DeliveryFormValues>
          name={path('first_name')}
          label={t('fields.first_name')}
          autoComplete={auto('given-name')}
        />
        <FormTextField<DeliveryFormValues>
          name={path('last_name')}
          label={t('fields.last_name')}
          autoComplete={auto('family-name')}
        />
      </div>
      {set === 'full' && <PostalFields name={name} section={section} />}
      <div>
        <label htmlFor={country.id} className="mb-1 block text-sm font-medium">
          {t('fields.country_id')}
        </label>
        <select
          id={country.id}
          autoComplete={auto('country')}
          aria-invalid={country.error ? true : undefined}
          aria-describedby={country.error ? `${country.id}-error` : undefined}
          className={inputClass}
          {...register(path('country_id'), {
            valueAsNumber: true,
            onChange: (event: { target: { value: string } }) => {
              const chosen = countries.find((c) => c.id === Number(event.target.value));
              if (chosen && !getValues(path('phone'))) setValue(path('dial_code'), chosen.dial_code);
            },
          })}
        >
          {countries.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <FieldMessage id={`${country.id}-error`} message={country.error} />
      </div>
      <FormPhoneField<DeliveryFormValues>
        name={path('phone')}
        dialCodeName={path('dial_code')}
        label={t('fields.phone')}
        dialCodeLabel={t('fields.dial_code')}
        dialCodes={dialCodes(countries)}
        autoComplete={{ dialCode: auto('tel-country-code'), phone: auto('tel-national') }}
      />
      <FormCheckboxField<DeliveryFormValues> name={path('is_company')} label={t('isCompany')} />
      {isCompany && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField<DeliveryFormValues>
            name={path('company_name')}
            label={t('fields.company_name')}
            autoComplete={auto('organization')}
            className="sm:col-span-2"
          />
          <FormTextField<DeliveryFormValues>
            name={path('company_identification_number')}
            label={t('fields.company_identification_number')}
          />
          <FormTextField<DeliveryFormValues>
            name={path('company_vat_number')}
            label={t('fields.company_vat_number')}
            optional={t('optional')}
          />
          {set === 'basic' && (
            <div className="sm:col-span-2">
              <Fieldset legend={t('legend.registered')}>
                <p className="-mt-2 text-sm text-neutral-700">{t('registeredHint')}</p>
                <PostalFields name={name} section={section} />
              </Fieldset>
            </div>
          )}
        </div>
      )}
    </Fieldset>
  );
}

/**
 * Street, city and post code: where a parcel goes in a full address, and a company's registered
 * address on its invoice when the parcel goes to a pickup point (docs/checkout.md).
 */
function PostalFields({ name, section }: Pick<AddressFieldsetProps, 'name' | 'section'>) {
  const t = useTranslations('checkout.delivery');
  const path = (field: AddressField) => `${name}.${field}` as const;
  const auto = (token: string) => `section-${name} ${section} ${token}`;
  return (
    <>
      <FormTextField<DeliveryFormValues>
        name={path('street')}
        label={t('fields.street')}
        autoComplete={auto('street-address')}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormTextField<DeliveryFormValues>
          name={path('city')}
          label={t('fields.city')}
          autoComplete={auto('address-level2')}
        />
        <FormTextField<DeliveryFormValues>
          name={path('post_code')}
          label={t('fields.post_code')}
          autoComplete={auto('postal-code')}
          inputMode="numeric"
        />
      </div>
    </>
  );
}
