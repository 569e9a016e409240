'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AddressFieldSet } from '@/lib/checkout/address-requirement';
import type { AddressFormName, DeliveryFormValues, FormCountry } from '@/lib/checkout/delivery-form';
import { CheckboxField, FieldError, inputClass, TextField, useFieldError } from './form-field';

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
function dialCodes(countries: readonly FormCountry[]): { code: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const country of countries)
    if (!seen.has(country.dial_code)) seen.set(country.dial_code, `${country.dial_code} ${country.alpha2}`);
  return [...seen].map(([code, label]) => ({ code, label }));
}

/**
 * One address of the delivery form: name, the street, city and post code when the set is `full`,
 * the country from the shop's countries, the phone with its dial code, and the company fields
 * behind "ordering for a company".
 */
export function AddressFieldset({ name, legend, set, countries, section }: AddressFieldsetProps) {
  const t = useTranslations('checkout.delivery');
  const { register, setValue, getValues } = useFormContext<DeliveryFormValues>();
  const isCompany = useWatch<DeliveryFormValues, `${AddressFormName}.is_company`>({ name: `${name}.is_company` });
  const path = (field: AddressField) => `${name}.${field}` as const;
  const auto = (token: string) => `section-${name} ${section} ${token}`;
  const country = useFieldError(path('country_id'));
  const dial = useFieldError(path('dial_code'));
  const phone = useFieldError(path('phone'));

  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<DeliveryFormValues>
          name={path('first_name')}
          label={t('fields.first_name')}
          autoComplete={auto('given-name')}
        />
        <TextField<DeliveryFormValues>
          name={path('last_name')}
          label={t('fields.last_name')}
          autoComplete={auto('family-name')}
        />
      </div>
      {set === 'full' && (
        <>
          <TextField<DeliveryFormValues>
            name={path('street')}
            label={t('fields.street')}
            autoComplete={auto('street-address')}
          />
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <TextField<DeliveryFormValues>
              name={path('city')}
              label={t('fields.city')}
              autoComplete={auto('address-level2')}
            />
            <TextField<DeliveryFormValues>
              name={path('post_code')}
              label={t('fields.post_code')}
              autoComplete={auto('postal-code')}
              inputMode="numeric"
            />
          </div>
        </>
      )}
      <div>
        <label htmlFor={country.fieldId} className="mb-1 block text-sm font-medium">
          {t('fields.country_id')}
        </label>
        <select
          id={country.fieldId}
          autoComplete={auto('country')}
          aria-invalid={country.message ? true : undefined}
          aria-describedby={country.message ? country.errorId : undefined}
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
        <FieldError id={country.errorId} message={country.message} />
      </div>
      <div>
        <span id={`${phone.fieldId}-label`} className="mb-1 block text-sm font-medium">
          {t('fields.phone')}
        </span>
        <div className="grid grid-cols-[7.5rem_1fr] gap-2">
          <select
            id={dial.fieldId}
            aria-label={t('fields.dial_code')}
            autoComplete={auto('tel-country-code')}
            aria-invalid={dial.message ? true : undefined}
            aria-describedby={dial.message ? dial.errorId : undefined}
            className={inputClass}
            {...register(path('dial_code'))}
          >
            {dialCodes(countries).map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
          <input
            id={phone.fieldId}
            type="tel"
            aria-labelledby={`${phone.fieldId}-label`}
            autoComplete={auto('tel-national')}
            inputMode="tel"
            aria-invalid={phone.message ? true : undefined}
            aria-describedby={phone.message ? phone.errorId : undefined}
            className={inputClass}
            {...register(path('phone'))}
          />
        </div>
        <FieldError id={dial.errorId} message={dial.message} />
        <FieldError id={phone.errorId} message={phone.message} />
      </div>
      <CheckboxField<DeliveryFormValues> name={path('is_company')} label={t('isCompany')} />
      {isCompany && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<DeliveryFormValues>
            name={path('company_name')}
            label={t('fields.company_name')}
            autoComplete={auto('organization')}
            className="sm:col-span-2"
          />
          <TextField<DeliveryFormValues>
            name={path('company_identification_number')}
            label={t('fields.company_identification_number')}
          />
          <TextField<DeliveryFormValues>
            name={path('company_vat_number')}
            label={t('fields.company_vat_number')}
            optional={t('optional')}
          />
        </div>
      )}
    </fieldset>
  );
}
