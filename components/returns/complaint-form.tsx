'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  complaintReasons,
  complaintResolutions,
  complaintTypes,
  type ComplaintPhotoType,
  type ComplaintType,
} from '@contract/codes/complaints';
import { hasBankAccount } from '@contract/rules/bank-account';
import type { Complaint } from '@contract/entities/complaint';
import { CheckboxField } from '@/components/form/checkbox-field';
import { primaryButtonClass } from '@/components/form/button-classes';
import { FormAlert } from '@/components/form/form-alert';
import { Fieldset } from '@/components/form/fieldset';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import {
  addComplaintPhoto,
  patchComplaint,
  putComplaintItems,
  submitComplaint,
  type AfterSaleAccess,
} from '@/lib/returns/after-sale-api';
import { bankAccountBody } from '@/lib/returns/bank-account-form';
import {
  complaintAsksForMoney,
  complaintFieldPath,
  complaintFormFields,
  complaintIssues,
  complaintItemsBody,
  type ComplaintDraft,
  type ComplaintIssues,
} from '@/lib/returns/complaint-form';
import { lineField } from '@/lib/returns/return-form';
import { BankAccountFields } from './bank-account-fields';
import { ChoiceSelect } from './choice-select';
import { PhotoField, readAsBase64 } from './photo-field';
import { sendInSteps } from './submit-steps';
import { placeApiErrors, useIssueText } from './use-issue-text';

function draftOf(complaint: Complaint): ComplaintDraft {
  return {
    type: complaint.type,
    lines: complaint.claimable_items.map((item) => ({
      orderItemId: item.order_item_id,
      maxAmount: item.max_amount,
      chosen: false,
      amount: 1,
      reason: '',
      description: '',
      resolution: '',
    })),
    photos: [],
    bank: {
      bank_account_number: complaint.bank_account_number ?? '',
      bank_code: complaint.bank_code ?? '',
      bank_account_iban: complaint.bank_account_iban ?? '',
      bank_swift_code: complaint.bank_swift_code ?? '',
    },
  };
}

/**
 * A draft complaint: the kind of fault, the claimed items (how many, what is wrong, what the
 * shopper asks for), photos and, for money back or a discount, the bank account. Sending saves
 * the items, the kind and account, uploads the photos, then submits.
 */
export function ComplaintForm({
  complaint,
  access,
  onSent,
}: {
  complaint: Complaint;
  access: AfterSaleAccess;
  onSent: (complaint: Complaint) => void;
}) {
  const t = useTranslations('returns');
  const api = useCustomerApi();
  const id = useId();
  const { issueText, apiText } = useIssueText();
  const [draft, setDraft] = useState<ComplaintDraft>(() => draftOf(complaint));
  const [files, setFiles] = useState<File[]>([]);
  // A card order is paid back to the card: the API says whether an account is needed once it has the items.
  const [bankRequired, setBankRequired] = useState(complaint.needs_bank_account);
  // The photos already uploaded: a second attempt after a refusal does not send them again.
  const uploaded = useRef(new Set<File>());
  const [issues, setIssues] = useState<ComplaintIssues>({});
  const [apiErrors, setApiErrors] = useState<Partial<Record<string, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Two clicks before React renders again still send once.
  const running = useRef(false);
  const error = (field: string) => issueText(issues[field]) ?? apiErrors[field];
  const asksForMoney = complaintAsksForMoney(draft);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = complaintIssues(draft, bankRequired);
    setIssues(found);
    setApiErrors({});
    setAlert(null);
    if (Object.keys(found).length > 0 || running.current) return;
    running.current = true;
    setPending(true);
    const outcome = await sendInSteps(async () => {
      const saved = await putComplaintItems(api, access, complaint.id, complaintItemsBody(draft));
      if (saved.needs_bank_account && !hasBankAccount(draft.bank)) return { needsBank: true as const };
      await patchComplaint(api, access, complaint.id, {
        type: draft.type,
        ...(asksForMoney && hasBankAccount(draft.bank) ? bankAccountBody(draft.bank) : {}),
      });
      for (const file of files.filter((picked) => !uploaded.current.has(picked))) {
        await addComplaintPhoto(api, access, complaint.id, {
          file_name: file.name,
          content_type: file.type as ComplaintPhotoType,
          data: await readAsBase64(file),
        });
        uploaded.current.add(file);
      }
      return { needsBank: false as const, sent: await submitComplaint(api, access, complaint.id) };
    });
    running.current = false;
    setPending(false);
    if (outcome.ok) {
      const { value } = outcome;
      if (!value.needsBank) return onSent(value.sent);
      setBankRequired(true);
      setIssues(complaintIssues(draft, true));
      return;
    }
    const placed = placeApiErrors(outcome.fieldErrors, complaintFormFields(draft), apiText, (path) =>
      complaintFieldPath(draft, path),
    );
    setApiErrors(placed.byField);
    setAlert(
      placed.unplaced ?? (outcome.fieldErrors.length > 0 ? t('form.failed') : (outcome.message ?? t('form.failed'))),
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-6"
      data-testid="complaint-form"
    >
      <ChoiceSelect
        id={`${id}-type`}
        label={t('form.type')}
        value={draft.type}
        options={complaintTypes.map((type) => ({ value: type, label: t(`complaintTypes.${type}`) }))}
        error={error('type')}
        onChange={(type) => setDraft({ ...draft, type: type as ComplaintType })}
      />
      <Fieldset legend={t('form.items')}>
        {error('items') && <p className="text-sm text-red-700">{error('items')}</p>}
        {complaint.claimable_items.map((item, index) => {
          const line = draft.lines[index]!;
          const setLine = (change: Partial<typeof line>) =>
            setDraft({ ...draft, lines: draft.lines.map((l, i) => (i === index ? { ...l, ...change } : l)) });
          return (
            <div
              key={item.order_item_id}
              className="flex flex-col gap-3 rounded-md border border-neutral-300 p-4"
              data-testid="complaint-line"
            >
              <p className="font-medium">
                {item.name}
                {item.sku && <span className="text-sm font-normal text-neutral-600"> · {item.sku}</span>}
              </p>
              {item.max_amount === 0 ? (
                <p className="text-neutral-700">{t('form.none')}</p>
              ) : (
                <CheckboxField
                  id={`${id}-claim-${index}`}
                  label={t('form.claimItem')}
                  checked={line.chosen}
                  onChange={(event) => setLine({ chosen: event.target.checked })}
                />
              )}
              {line.chosen && (
                <div className="grid gap-3 sm:grid-cols-3">
                  <TextField
                    id={`${id}-amount-${index}`}
                    label={t('form.amount', { max: item.max_amount })}
                    type="number"
                    inputMode="numeric"
                    min={1}
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
                    options={complaintReasons.map((reason) => ({
                      value: reason,
                      label: t(`complaintReasons.${reason}`),
                    }))}
                    error={error(lineField(index, 'reason'))}
                    onChange={(reason) => setLine({ reason: reason as typeof line.reason })}
                  />
                  <ChoiceSelect
                    id={`${id}-resolution-${index}`}
                    label={t('form.resolution')}
                    placeholder={t('form.chooseResolution')}
                    value={line.resolution}
                    options={complaintResolutions.map((resolution) => ({
                      value: resolution,
                      label: t(`complaintResolutions.${resolution}`),
                    }))}
                    error={error(lineField(index, 'preferred_resolve'))}
                    onChange={(resolution) => setLine({ resolution: resolution as typeof line.resolution })}
                  />
                  <TextAreaField
                    id={`${id}-description-${index}`}
                    label={t('form.description')}
                    optional={t('form.descriptionHint')}
                    rows={3}
                    className="sm:col-span-3"
                    value={line.description}
                    error={error(`items.${index}.description`)}
                    onChange={(event) => setLine({ description: event.target.value })}
                  />
                </div>
              )}
            </div>
          );
        })}
      </Fieldset>
      <PhotoField
        id={`${id}-photos`}
        error={error('photos') ?? error('data') ?? error('content_type')}
        onChange={(picked) => {
          setFiles(picked);
          setDraft({ ...draft, photos: picked.map((file) => ({ name: file.name, type: file.type, size: file.size })) });
        }}
      />
      {asksForMoney && (
        <BankAccountFields
          idPrefix={id}
          value={draft.bank}
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
