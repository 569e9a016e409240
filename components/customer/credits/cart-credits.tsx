'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CustomerAccountBalance } from '@contract/calls/customer-accounts';
import type { Cart } from '@contract/entities/cart';
import type { Locale } from '@contract/locales';
import { ApiClientError } from '@/lib/api/api-client-error';
import { useSession } from '@/lib/auth/use-session';
import { storeCart } from '@/lib/cart/cart-cache';
import { useCartScope } from '@/lib/cart/use-cart-scope';
import { listCustomerAccounts, spendCartCredits } from '@/lib/customer/customer-api';
import { formatCredits } from '@/lib/customer/customer-format';
import { customerKeys, useCustomerApi, useCustomerQuery } from '@/lib/customer/use-customer-api';
import { inputClass } from '@/components/form/input-class';
import { secondaryButton } from '../query-status';

/**
 * Spending loyalty credits on the cart (signed-in customers with a balance): an amount per
 * account, 0 stops spending it. The cart's answer replaces the cached cart, totals included.
 */
export function CartCredits({ cart }: { cart: Cart }) {
  const { status } = useSession();
  const accounts = useCustomerQuery(customerKeys.accounts, (api, signal) => listCustomerAccounts(api, signal));
  const usable = (accounts.data?.items ?? []).filter((account) => account.amount > 0);
  if (status !== 'customer' || usable.length === 0) return null;
  return <CartCreditsForm cart={cart} accounts={usable} />;
}

function CartCreditsForm({ cart, accounts }: { cart: Cart; accounts: CustomerAccountBalance[] }) {
  const t = useTranslations('credits.cart');
  const locale = useLocale() as Locale;
  const api = useCustomerApi();
  const queryClient = useQueryClient();
  const scope = useCartScope();
  const [amounts, setAmounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(cart.customer_accounts.map((spent) => [spent.customer_account_id, String(spent.amount)])),
  );
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const spend = async (accountId: number) => {
    const amount = Number(amounts[accountId] ?? '0');
    if (!Number.isInteger(amount) || amount < 0) {
      setError(t('invalidAmount'));
      return;
    }
    const balance = accounts.find((account) => account.customer_account_id === accountId)?.amount;
    if (balance !== undefined && amount > balance) {
      setError(t('atMost', { count: balance }));
      return;
    }
    setPending(accountId);
    setError(null);
    try {
      storeCart(queryClient, scope, await spendCartCredits(api, cart.id, accountId, amount));
    } catch (failure) {
      // The API's refusal says the limit in the shopper's language; "try again" only when it can help.
      setError((failure instanceof ApiClientError && failure.refusal()) || t('failed'));
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby="cart-credits-heading" className="flex flex-col gap-3" data-testid="cart-credits">
      <h2 id="cart-credits-heading" className="font-semibold">
        {t('title')}
      </h2>
      {accounts.map((account) => (
        <div key={account.customer_account_id} className="flex flex-col gap-1">
          <label htmlFor={`credits-${account.customer_account_id}`} className="text-sm font-medium">
            {t('label', { name: account.name, available: formatCredits(account.amount, locale) })}
          </label>
          <div className="flex gap-2">
            <input
              id={`credits-${account.customer_account_id}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={account.amount}
              className={inputClass}
              value={amounts[account.customer_account_id] ?? ''}
              onChange={(event) => setAmounts({ ...amounts, [account.customer_account_id]: event.target.value })}
            />
            <button
              type="button"
              className={secondaryButton}
              disabled={pending === account.customer_account_id}
              onClick={() => void spend(account.customer_account_id)}
            >
              {t('apply')}
            </button>
          </div>
        </div>
      ))}
      {cart.customer_accounts.length > 0 && (
        <p className="text-sm" data-testid="cart-credits-paid">
          {t('paid', { value: cart.credits_amount.formatted })}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
