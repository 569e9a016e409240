'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AddressType } from '@contract/codes/address-types';
import type { FormCountry } from '@/lib/checkout/delivery-form';
import { addressLines, defaultFlag, sortAddresses, withDefault } from '@/lib/customer/address-book';
import type { addressBookBody } from '@/lib/customer/address-form';
import {
  createCustomerAddress,
  deleteCustomerAddress,
  listCustomerAddresses,
  updateCustomerAddress,
} from '@/lib/customer/customer-api';
import type { CustomerAddress } from '@contract/calls/customer-addresses';
import { customerKeys, useCustomerApi, useCustomerQuery } from '@/lib/customer/use-customer-api';
import { showNotice } from '@/lib/notices/notices';
import { primaryButton, QueryStatus, secondaryButton } from '../query-status';
import { AddressFormDialog } from './address-form-dialog';
import { DeleteAddressDialog } from './delete-address-dialog';

/** The address book: saved addresses with their defaults, adding, editing and deleting them. */
export function AddressBook({ countries }: { countries: readonly FormCountry[] }) {
  const t = useTranslations('addressBook');
  const api = useCustomerApi();
  const queryClient = useQueryClient();
  const addresses = useCustomerQuery(customerKeys.addresses, (client, signal) => listCustomerAddresses(client, signal));
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.addresses });

  const save = async (body: ReturnType<typeof addressBookBody>) => {
    if (editing === 'new') await createCustomerAddress(api, body);
    else if (editing) await updateCustomerAddress(api, editing.id, body);
    await refresh();
    void showNotice(t('saved'), undefined, { tone: 'success' });
  };

  const makeDefault = async (address: CustomerAddress, type: AddressType) => {
    // Shown at once (one default per type); the API's list replaces it.
    queryClient.setQueryData<{ items: CustomerAddress[] }>(customerKeys.addresses, (old) =>
      old ? { ...old, items: withDefault(old.items, address.id, type) } : old,
    );
    try {
      await updateCustomerAddress(api, address.id, { [defaultFlag(type)]: true });
      await refresh();
    } catch {
      await refresh();
      void showNotice(t('saveFailed'), undefined, { tone: 'error' });
    }
  };

  const countryName = (id: number | null) => countries.find((country) => country.id === id)?.name;
  const list = sortAddresses(addresses.data?.items ?? []);

  return (
    <div className="flex flex-col gap-4">
      <button type="button" className={`${primaryButton} self-start`} onClick={() => setEditing('new')}>
        {t('add')}
      </button>
      <QueryStatus query={addresses}>
        {list.length === 0 ? (
          <p className="text-neutral-700">{t('empty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2" data-testid="address-list">
            {list.map((address) => {
              const lines = addressLines(address);
              const label = lines.slice(0, 2).join(', ');
              return (
                <li
                  key={address.id}
                  data-testid="saved-address"
                  className="flex flex-col gap-3 rounded-md border border-neutral-300 p-4"
                >
                  <address className="not-italic">
                    {lines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                    {countryName(address.country_id) && (
                      <span className="block">{countryName(address.country_id)}</span>
                    )}
                  </address>
                  <p className="flex flex-wrap gap-2 text-sm">
                    {address.is_billing_default && (
                      <span className="rounded bg-brand-50 px-2 py-0.5">{t('isDefaultBilling')}</span>
                    )}
                    {address.is_shipping_default && (
                      <span className="rounded bg-brand-50 px-2 py-0.5">{t('isDefaultShipping')}</span>
                    )}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() => setEditing(address)}
                      aria-label={t('editLabel', { address: label })}
                    >
                      {t('edit')}
                    </button>
                    {!address.is_billing_default && (
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => void makeDefault(address, 'billing')}
                      >
                        {t('makeDefaultBilling')}
                      </button>
                    )}
                    {!address.is_shipping_default && (
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => void makeDefault(address, 'shipping')}
                      >
                        {t('makeDefaultShipping')}
                      </button>
                    )}
                    <DeleteAddressDialog
                      label={label}
                      onDelete={async () => {
                        await deleteCustomerAddress(api, address.id);
                        await refresh();
                      }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryStatus>
      {editing && (
        <AddressFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          countries={countries}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={save}
        />
      )}
    </div>
  );
}
