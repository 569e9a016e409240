'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AddressType } from '@contract/codes/address-types';
import { useSession } from '@/lib/auth/use-session';
import { cartKeys } from '@/lib/cart/cart-query-keys';
import { useCartScope } from '@/lib/cart/use-cart-scope';
import { addressLines, sortAddresses } from '@/lib/customer/address-book';
import { applySavedAddressToCart, listCustomerAddresses } from '@/lib/customer/customer-api';
import { customerKeys, useCustomerApi, useCustomerQuery } from '@/lib/customer/use-customer-api';

/**
 * The delivery phase's offer to a signed-in customer: a saved address becomes the cart's billing
 * or shipping address (`customer_address_id`), and the form below starts again from it.
 */
export function SavedAddresses({ cartId, onApplied }: { cartId: string; onApplied: () => void }) {
  const t = useTranslations('addressBook.checkout');
  const { status } = useSession();
  const api = useCustomerApi();
  const scope = useCartScope();
  const queryClient = useQueryClient();
  const addresses = useCustomerQuery(customerKeys.addresses, (client, signal) => listCustomerAddresses(client, signal));
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const list = sortAddresses(addresses.data?.items ?? []);
  if (status !== 'customer' || list.length === 0) return null;

  const apply = async (addressId: number, type: AddressType) => {
    setPending(`${addressId}-${type}`);
    setFailed(false);
    try {
      await applySavedAddressToCart(api, cartId, type, addressId);
      await queryClient.invalidateQueries({ queryKey: cartKeys.scope(scope) });
      onApplied();
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };

  return (
    <section
      aria-labelledby="saved-addresses-heading"
      className="mb-6 flex flex-col gap-3"
      data-testid="saved-addresses"
    >
      <h2 id="saved-addresses-heading" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {list.map((address) => {
          const lines = addressLines(address);
          return (
            <li key={address.id} className="flex flex-col gap-2 rounded-md border border-neutral-300 p-3 text-sm">
              <address className="not-italic">
                {lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <div className="flex flex-wrap gap-2">
                {(['billing', 'shipping'] as const).map((type) => (
                  <button
                    key={type}
                    type="button"
                    disabled={pending !== null}
                    aria-label={t(type === 'billing' ? 'useForBillingLabel' : 'useForShippingLabel', {
                      address: lines.slice(0, 2).join(', '),
                    })}
                    className="min-h-11 rounded-md border border-neutral-400 px-3 font-medium hover:bg-neutral-100 disabled:cursor-wait"
                    onClick={() => void apply(address.id, type)}
                  >
                    {t(type === 'billing' ? 'useForBilling' : 'useForShipping')}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p role="alert" className="text-red-800">
          {t('failed')}
        </p>
      )}
    </section>
  );
}
