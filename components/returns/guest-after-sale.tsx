'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { Complaint } from '@contract/entities/complaint';
import type { Refund } from '@contract/entities/refund';
import { primaryButtonClass } from '@/components/form/button-classes';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ApiClientError } from '@/lib/api/api-client-error';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import { proveOrder } from '@/lib/returns/after-sale-api';
import { saveGuestToken, type GuestToken } from '@/lib/returns/guest-token';
import { AfterSaleSummary } from './after-sale-summary';
import { ComplaintForm } from './complaint-form';
import { ReturnForm } from './return-form';
import { StartAfterSale } from './start-after-sale';
import { placeApiErrors, useIssueText } from './use-issue-text';

type Step =
  | { at: 'prove' }
  | { at: 'start'; proof: GuestToken }
  | { at: 'refund'; proof: GuestToken; refund: Refund }
  | { at: 'complaint'; proof: GuestToken; complaint: Complaint };

/**
 * A guest's return or complaint: the order number and e-mail prove the order (POST /order-access,
 * one answer for a wrong number and a wrong e-mail), then the same start buttons and forms as in
 * the customer area, their calls carrying the order's token.
 */
export function GuestAfterSale() {
  const [step, setStep] = useState<Step>({ at: 'prove' });
  if (step.at === 'prove') return <ProveOrder onProved={(proof) => setStep({ at: 'start', proof })} />;
  const access = { guestToken: step.proof.token };
  if (step.at === 'start')
    return (
      <GuestOrder code={step.proof.orderCode}>
        <StartAfterSale
          orderId={step.proof.orderId}
          access={access}
          canComplain
          onStarted={(started) =>
            setStep(
              started.kind === 'refund'
                ? { at: 'refund', proof: step.proof, refund: started.refund }
                : { at: 'complaint', proof: step.proof, complaint: started.complaint },
            )
          }
        />
      </GuestOrder>
    );
  if (step.at === 'refund')
    return (
      <GuestOrder code={step.proof.orderCode}>
        {step.refund.state === 'draft' ? (
          <ReturnForm refund={step.refund} access={access} onSent={(refund) => setStep({ ...step, refund })} />
        ) : (
          <Sent>
            <AfterSaleSummary kind="refund" item={step.refund} />
          </Sent>
        )}
      </GuestOrder>
    );
  return (
    <GuestOrder code={step.proof.orderCode}>
      {step.complaint.state === 'draft' ? (
        <ComplaintForm
          complaint={step.complaint}
          access={access}
          onSent={(complaint) => setStep({ ...step, complaint })}
        />
      ) : (
        <Sent>
          <AfterSaleSummary kind="complaint" item={step.complaint} />
        </Sent>
      )}
    </GuestOrder>
  );
}

function GuestOrder({ code, children }: { code: string; children: React.ReactNode }) {
  const t = useTranslations('returns.guest');
  return (
    <div className="flex flex-col gap-4">
      <p className="font-medium" data-testid="guest-order">
        {t('forOrder', { code })}
      </p>
      {children}
    </div>
  );
}

function Sent({ children }: { children: React.ReactNode }) {
  const t = useTranslations('returns.detail');
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-green-800">
        {t('thanks')}
      </p>
      {children}
    </div>
  );
}

function ProveOrder({ onProved }: { onProved: (proof: GuestToken) => void }) {
  const t = useTranslations('returns.guest');
  const api = useCustomerApi();
  const id = useId();
  const { apiText } = useIssueText();
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setAlert(null);
    try {
      const answer = await proveOrder(api, { code: code.trim(), email: email.trim() });
      const proof = {
        orderId: answer.order_id,
        orderCode: code.trim(),
        token: answer.access_token,
        expiresAt: answer.expires_at,
      };
      saveGuestToken(proof);
      onProved(proof);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 429) setAlert(t('tooMany'));
      else if (error instanceof ApiClientError && error.fieldErrors.length > 0)
        setErrors(placeApiErrors(error.fieldErrors, ['code', 'email'], apiText).byField);
      else setAlert(t('failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex max-w-md flex-col gap-4"
      data-testid="guest-order-form"
    >
      <p className="text-neutral-700">{t('intro')}</p>
      <TextField
        id={`${id}-code`}
        label={t('orderNumber')}
        value={code}
        error={errors.code}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
      />
      <TextField
        id={`${id}-email`}
        label={t('email')}
        type="email"
        value={email}
        error={errors.email}
        autoComplete="email"
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormAlert text={alert} />
      <SubmitButton pending={pending} pendingLabel={t('checking')} className={`${primaryButtonClass} self-start`}>
        {t('continue')}
      </SubmitButton>
    </form>
  );
}
