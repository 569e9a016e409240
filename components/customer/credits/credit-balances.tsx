'use client';

import { useTranslations } from 'next-intl';
import { listCustomerAccounts } from '@/lib/customer/customer-api';
import { customerKeys, useCustomerQuery } from '@/lib/customer/use-customer-api';
import { QueryStatus } from '../query-status';

/** The customer's loyalty credit accounts: balance and what it is worth. */
export function CreditBalances() {
  const t = useTranslations('credits');
  const accounts = useCustomerQuery(customerKeys.accounts, (api, signal) => listCustomerAccounts(api, signal));
  return (
    <section aria-labelledby="credit-balances-heading" className="flex flex-col gap-2">
      <h2 id="credit-balances-heading" className="text-xl font-semibold">
        {t('balances')}
      </h2>
      <QueryStatus query={accounts}>
        {accounts.data?.items.length ? (
          <ul className="flex flex-col gap-1" data-testid="credit-balances">
            {accounts.data.items.map((account) => (
              <li key={account.customer_account_id} className="flex flex-wrap gap-2">
                <span className="font-medium">{account.name}:</span>
                <span>{t('amount', { amount: account.amount })}</span>
                <span className="text-neutral-700">({t('worth', { value: account.value.formatted })})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-neutral-700">{t('noAccounts')}</p>
        )}
      </QueryStatus>
    </section>
  );
}
