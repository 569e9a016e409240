'use client';

import { useTranslations } from 'next-intl';
import type { BankAccountField } from '@contract/rules/bank-account';
import { Fieldset } from '@/components/form/fieldset';
import { TextField } from '@/components/form/text-field';
import type { BankAccountDraft } from '@/lib/returns/bank-account-form';

const fields: { name: BankAccountField; label: 'number' | 'code' | 'iban' | 'swift'; autoComplete?: string }[] = [
  { name: 'bank_account_number', label: 'number' },
  { name: 'bank_code', label: 'code' },
  { name: 'bank_account_iban', label: 'iban' },
  { name: 'bank_swift_code', label: 'swift' },
];

/** The account money goes back to: a domestic number with its bank code, or an IBAN with its SWIFT. */
export function BankAccountFields({
  idPrefix,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  value: BankAccountDraft;
  errors: Partial<Record<BankAccountField, string>>;
  onChange: (value: BankAccountDraft) => void;
}) {
  const t = useTranslations('returns.bank');
  return (
    <Fieldset legend={t('legend')}>
      <p className="text-sm text-neutral-700">{t('hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={field.name}
            id={`${idPrefix}-${field.name}`}
            label={t(field.label)}
            value={value[field.name]}
            error={errors[field.name]}
            inputMode={field.name === 'bank_account_number' || field.name === 'bank_code' ? 'numeric' : undefined}
            autoComplete="off"
            onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
          />
        ))}
      </div>
    </Fieldset>
  );
}
