'use client';

import { useTranslations } from 'next-intl';
import { Fieldset } from '@/components/form/fieldset';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import type { PickupAddressDraft } from '@/lib/returns/pickup-address-form';
import { ChoiceSelect } from './choice-select';
import type { PickupCountry } from './use-pickup-countries';

/**
 * Where the DPD courier collects the return: the name, street, city, post code, country and the
 * phone the courier calls, in the form kit's fields; errors already in the page's language.
 */
export function PickupAddressFields({
  idPrefix,
  value,
  countries,
  errors,
  onChange,
}: {
  idPrefix: string;
  value: PickupAddressDraft;
  countries: readonly PickupCountry[];
  errors: Partial<Record<keyof PickupAddressDraft | 'address', string>>;
  onChange: (value: PickupAddressDraft) => void;
}) {
  const t = useTranslations('returns.pickupAddress');
  const text = (field: 'first_name' | 'last_name' | 'street' | 'city' | 'post_code', autoComplete: string) => (
    <TextField
      id={`${idPrefix}-pickup-${field}`}
      label={t(`fields.${field}`)}
      autoComplete={`section-pickup shipping ${autoComplete}`}
      value={value[field]}
      error={errors[field]}
      onChange={(event) => onChange({ ...value, [field]: event.target.value })}
    />
  );
  const dialCodes = [...new Map(countries.map((c) => [c.dial_code, `${c.dial_code} ${c.alpha2}`]))].map(
    ([code, label]) => ({ code, label }),
  );
  return (
    <Fieldset legend={t('legend')}>
      <p className="text-sm text-neutral-700">{t('hint')}</p>
      {errors.address && (
        <p className="text-sm text-red-700" data-testid="pickup-address-error">
          {errors.address}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('first_name', 'given-name')}
        {text('last_name', 'family-name')}
      </div>
      {text('street', 'street-address')}
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        {text('city', 'address-level2')}
        {text('post_code', 'postal-code')}
      </div>
      <ChoiceSelect
        id={`${idPrefix}-pickup-country_id`}
        label={t('fields.country_id')}
        placeholder={t('chooseCountry')}
        value={value.country_id === null ? '' : String(value.country_id)}
        options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
        error={errors.country_id}
        onChange={(chosen) => {
          const country = countries.find((c) => c.id === Number(chosen));
          onChange({
            ...value,
            country_id: country?.id ?? null,
            dial_code: country && value.phone.trim() === '' ? country.dial_code : value.dial_code,
          });
        }}
      />
      <PhoneField
        id={`${idPrefix}-pickup-phone`}
        label={t('fields.phone')}
        dialCodeLabel={t('fields.dial_code')}
        dialCodes={dialCodes}
        dialCodeProps={{
          value: value.dial_code,
          autoComplete: 'section-pickup shipping tel-country-code',
          onChange: (event) => onChange({ ...value, dial_code: event.target.value }),
        }}
        phoneProps={{
          value: value.phone,
          type: 'tel',
          autoComplete: 'section-pickup shipping tel-national',
          onChange: (event) => onChange({ ...value, phone: event.target.value }),
        }}
        dialCodeError={errors.dial_code}
        phoneError={errors.phone}
      />
    </Fieldset>
  );
}
