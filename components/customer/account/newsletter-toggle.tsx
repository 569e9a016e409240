'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Customer } from '@contract/entities/customer';
import { updateCustomer } from '@/lib/customer/customer-api';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import { meQueryKey } from '@/lib/auth/use-session';
import { showNotice } from '@/lib/notices/notices';

/**
 * The customer's newsletter subscription (`is_subscribed` on the customer), one switch. Turning it
 * on for an e-mail that is not verified mails a confirmation link (double opt-in): the switch stays
 * off and says so until the link is followed.
 */
export function NewsletterToggle({ customer }: { customer: Customer }) {
  const t = useTranslations('newsletter');
  const api = useCustomerApi();
  const queryClient = useQueryClient();
  const [subscribed, setSubscribed] = useState(customer.is_subscribed ?? false);
  const [pending, setPending] = useState(false);

  const toggle = async (next: boolean) => {
    setPending(true);
    setSubscribed(next);
    try {
      const updated = await updateCustomer(api, customer.id, { is_subscribed: next });
      const now = updated.is_subscribed ?? false;
      setSubscribed(now);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      if (next && !now) void showNotice(t('toggleConfirm'), undefined, { tone: 'info' });
      else void showNotice(next ? t('subscribed') : t('unsubscribed'), undefined, { tone: 'success' });
    } catch {
      setSubscribed(!next);
      void showNotice(t('toggleFailed'), undefined, { tone: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="newsletter-heading" className="flex flex-col gap-2">
      <h2 id="newsletter-heading" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id="newsletter-subscribed"
          type="checkbox"
          role="switch"
          className="size-5 accent-brand-700"
          checked={subscribed}
          disabled={pending}
          aria-checked={subscribed}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <label htmlFor="newsletter-subscribed">{t('toggleLabel')}</label>
      </div>
    </section>
  );
}
