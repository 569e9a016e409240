'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { refundReasons, refundResolutions } from '@contract/codes/returns';
import type { Refund } from '@contract/entities/refund';
import type { Locale } from '@contract/locales';
import { primaryButtonClass } from '@/components/form/button-classes';
import { FormAlert } from '@/components/form/form-alert';
import { Fieldset } from '@/components/form/fieldset';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { formatCustomerDate } from '@/lib/customer/customer-format';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import {
  patchRefund,
  putRefundAddress,
  putRefundItems,
  refundShippingMethods,
  submitRefund,
  type AfterSaleAccess,
} from '@/lib/returns/after-sale-api';
import { bankAccountBody, emptyBankAccount } from '@/lib/returns/bank-account-form';
import { pickupAddressBody, pickupAddressPrefill, withCountryDefaults } from '@/lib/returns/pickup-address-form';
import {
  lineField,
  returnFormFields,
  returnIssues,
  returnItemsBody,
  type ReturnDraft,
  type ReturnIssues,
} from '@/lib/returns/return-form';
import { BankAccountFields } from './bank-account-fields';
import { ChoiceSelect } from './choice-select';
import { PickupAddressFields } from './pickup-address-fields';
import { ReturnMethodChoice } from './return-method-choice';
import { sendInSteps } from './submit-steps';
import { placeApiErrors, useIssueText } from './use-issue-text';
import { usePickupCountries } from './use-pickup-countries';

function draftOf(refund: Refund): ReturnDraft {
  return {
    lines: refund.items.map((item) => ({
      orderItemId: item.order_item_id,
      maxAmount: item.max_amount,
      amount: item.amount,
      reason: item.reason ?? '',
      // A withdrawal is paid back in money; an exchange is a new purchase.
      resolution: refund.is_withdrawal ? 'money_back' : (item.preferred_resolve ?? 'money_back'),
    })),
    method: {
      methodId: refund.shipping_method?.id ?? null,
      optionId: refund.shipping_option_id,
      optionName: refund.shipping_option_name,
      courier: refund.has_shipping_address,
    },
    pickupAddress: pickupAddressPrefill(refund.addresses),
    needsBankAccount: refund.needs_bank_account,
    bank: {
      bank_account_number: refund.bank_account_number ?? '',
      bank_code: refund.bank_code ?? '',
      bank_account_iban: refund.bank_account_iban ?? '',
      bank_swift_code: refund.bank_swift_code ?? '',
    },
  };
}

/**
 * A draft return (a withdrawal): how many of each item go back and why, what the shopper wants,
 * how the goods travel back (a courier's with its pick-up address) and, when the money goes back by
 * transfer, the bank account. Sending saves the items, then the way back and the account, then the
 * pick-up address, then submits (docs/returns-and-complaints.md).
 */
export function ReturnForm({
  refund,
  access,
  onSent,
}: {
  refund: Refund;
  access: AfterSaleAccess;
  onSent: (refund: Refund) => void;
}) {
  const t = useTranslations('returns');
  const locale = useLocale() as Locale;
  const api = useCustomerApi();
  const id = useId();
  const { issueText, apiText } = useIssueText();
  const [draft, setDraft] = useState<ReturnDraft>(() => draftOf(refund));
  const [issues, setIssues] = useState<ReturnIssues>({});
  const [apiErrors, setApiErrors] = useState<Partial<Record<string, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Two clicks before React renders again still send once.
  const running = useRef(false);
  const methods = useQuery({
    queryKey: ['after-sale', 'refund-shipping-methods', refund.id],
    queryFn: ({ signal }) => refundShippingMethods(api, access, refund.id, signal),
  });
  const countries = usePickupCountries();
  const alpha2Of = (countryId: number) => countries.find((country) => country.id === countryId)?.alpha2;
  const pickupAddress = withCountryDefaults(draft.pickupAddress, countries);
  const error = (field: string) => issueText(issues[field]) ?? apiErrors[field];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = { ...draft, pickupAddress };
    const found = returnIssues(sent, alpha2Of);
    setIssues(found);
    setApiErrors({});
    setAlert(null);
    if (Object.keys(found).length > 0 || running.current) return;
    running.current = true;
    setPending(true);
    const outcome = await sendInSteps(async () => {
      await putRefundItems(api, access, refund.id, returnItemsBody(draft));
      await patchRefund(api, access, refund.id, {
        shipping_method_id: draft.method.methodId ?? undefined,
        shipping_option_id: draft.method.optionId,
        ...(draft.needsBankAccount ? bankAccountBody(draft.bank) : {}),
      });
      if (sent.method.courier && pickupAddress.country_id !== null)
        await putRefundAddress(
          api,
          access,
          refund.id,
          'shipping',
          pickupAddressBody(pickupAddress, alpha2Of(pickupAddress.country_id)),
        );
      return submitRefund(api, access, refund.id);
    });
    running.current = false;
    setPending(false);
    if (outcome.ok) return onSent(outcome.value);
    const placed = placeApiErrors(outcome.fieldErrors, returnFormFields(draft), apiText);
    setApiErrors(placed.byField);
    setAlert(
      placed.unplaced ?? (outcome.fieldErrors.length > 0 ? t('form.failed') : (outcome.message ?? t('form.failed'))),
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6" data-testid="return-form">
      <p className="text-neutral-700">
        {t('form.deadline', { date: formatCustomerDate(refund.expiration_at, locale) })}
      </p>
      <Fieldset legend={t('form.items')}>
        <p className="text-sm text-neutral-700">{t('form.itemsHint')}</p>
        {error('items') && (
          <p id={`${id}-items-error`} className="text-sm text-red-700">
            {error('items')}
          </p>
        )}
        {refund.items.map((item, index) => {
          const line = draft.lines[index]!;
          const setLine = (change: Partial<typeof line>) =>
            setDraft({ ...draft, lines: draft.lines.map((l, i) => (i === index ? { ...l, ...change } : l)) });
          return (
            <div
              key={item.id}
              className="grid gap-3 rounded-md border border-neutral-300 p-4 sm:grid-cols-3"
              data-testid="return-line"
            >
              <p className="font-medium sm:col-span-3">
                {item.name}
                {item.sku && <span className="text-sm font-normal text-neutral-600"> · {item.sku}</span>}
              </p>
              {item.max_amount === 0 ? (
                <p className="text-neutral-700 sm:col-span-3">{t('form.none')}</p>
              ) : (
                <>
                  <TextField
                    id={`${id}-amount-${index}`}
                    label={t('form.amount', { max: item.max_amount })}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={item.max_amount}
                    value={String(line.amount)}
                    error={error(lineField(index, 'amount'))}
                    onChange={(event) => setLine({ amount: Number(event.target.value) })}
                  />
                  <ChoiceSelect
                    id={`${id}-reason-${index}`}
                    label={t('form.reason')}
                    placeholder={t('form.chooseReason')}
                    value={line.reason}
                    options={refundReasons.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }))}
                    error={error(lineField(index, 'reason'))}
                    onChange={(reason) => setLine({ reason: reason as typeof line.reason })}
                  />
                  {!refund.is_withdrawal && (
                    <ChoiceSelect
                      id={`${id}-resolution-${index}`}
                      label={t('form.resolution')}
                      value={line.resolution}
                      options={refundResolutions.map((resolution) => ({
                        value: resolution,
                        label: t(`resolutions.${resolution}`),
                      }))}
                      error={error(lineField(index, 'preferred_resolve'))}
                      onChange={(resolution) => setLine({ resolution: resolution as typeof line.resolution })}
                    />
                  )}
                </>
              )}
            </div>
          );
        })}
      </Fieldset>
      <ReturnMethodChoice
        methods={methods.data?.items ?? []}
        value={draft.method}
        error={error('shipping_method_id') ?? error('shipping_option_id')}
        onChange={(method) => setDraft({ ...draft, method })}
      />
      {draft.method.courier && (
        <PickupAddressFields
          idPrefix={id}
          value={pickupAddress}
          countries={countries}
          errors={{
            address: error('addresses.shipping'),
            first_name: error('first_name'),
            last_name: error('last_name'),
            street: error('street'),
            city: error('city'),
            post_code: error('post_code'),
            country_id: error('country_id'),
            dial_code: error('dial_code'),
            phone: error('phone'),
          }}
          onChange={(pickup) => setDraft({ ...draft, pickupAddress: pickup })}
        />
      )}
      {draft.needsBankAccount && (
        <BankAccountFields
          idPrefix={id}
          value={draft.bank ?? emptyBankAccount}
          errors={{
            bank_account_number: error('bank_account_number'),
            bank_code: error('bank_code'),
            bank_account_iban: error('bank_account_iban'),
            bank_swift_code: error('bank_swift_code'),
          }}
          onChange={(bank) => setDraft({ ...draft, bank })}
        />
      )}
      <FormAlert text={alert} />
      <SubmitButton pending={pending} pendingLabel={t('form.sending')} className={`${primaryButtonClass} self-start`}>
        {t('form.send')}
      </SubmitButton>
    </form>
  );
}
