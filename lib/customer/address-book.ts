import type { AddressType } from '@contract/codes/address-types';

interface BookAddress {
  id: number;
  first_name: string | null;
  last_name: string | null;
  street: string | null;
  city: string | null;
  post_code: string | null;
  dial_code: string | null;
  phone: string | null;
  is_company: boolean;
  company_name: string | null;
  is_billing_default: boolean;
  is_shipping_default: boolean;
}

/** The flag of the default address of a type. */
export function defaultFlag(type: AddressType): 'is_billing_default' | 'is_shipping_default' {
  return type === 'billing' ? 'is_billing_default' : 'is_shipping_default';
}

/** Defaults first (billing, then shipping), then the oldest first, so the list does not jump. */
export function sortAddresses<T extends BookAddress>(addresses: readonly T[]): T[] {
  const rank = (a: T) => (a.is_billing_default ? 0 : a.is_shipping_default ? 1 : 2);
  return [...addresses].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/**
 * Making an address the default of a type takes the flag from the others (one default per
 * type), which is what the list shows before the API answers.
 */
export function withDefault<T extends BookAddress>(addresses: readonly T[], id: number, type: AddressType): T[] {
  const flag = defaultFlag(type);
  return addresses.map((a) => ({ ...a, [flag]: a.id === id }));
}

/** The lines of an address as a postal label: name (or company), street, post code and city, phone. */
export function addressLines(
  address: Omit<BookAddress, 'id' | 'is_billing_default' | 'is_shipping_default'>,
): string[] {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const phone = [address.dial_code, address.phone].filter(Boolean).join(' ');
  const town = [address.post_code, address.city].filter(Boolean).join(' ');
  return [address.is_company ? address.company_name : null, name, address.street, town, phone].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
}
