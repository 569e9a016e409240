import { z } from 'zod';
import type { AddressFormValues, DeliveryFormValues } from './delivery-form';

/**
 * What the delivery form remembers of what the shopper typed, so Back, Forward and a reload do
 * not lose it (docs/checkout.md, "What the delivery form remembers"). Pure: the browser's session
 * storage is read and written by `delivery-draft-storage.ts`.
 *
 * The draft is everything the form holds except the password: a password is never written
 * anywhere, and a draft read back never brings one along.
 */
export type DeliveryDraft = Omit<DeliveryFormValues, 'password'>;

const addressDraftSchema = z.object({
  first_name: z.string().max(200),
  last_name: z.string().max(200),
  dial_code: z.string().max(10),
  phone: z.string().max(50),
  street: z.string().max(300),
  city: z.string().max(200),
  post_code: z.string().max(20),
  country_id: z.number().int().nonnegative(),
  is_company: z.boolean(),
  company_name: z.string().max(300),
  company_identification_number: z.string().max(50),
  company_vat_number: z.string().max(50),
});

/**
 * A stored draft as it must look; unknown keys (a password planted in the storage) are stripped.
 * The addresses may be missing: a draft whose shopper then picked a saved address keeps the rest.
 */
const storedDraftSchema = z.object({
  email: z.string().max(300),
  address: addressDraftSchema.optional(),
  differentBilling: z.boolean().optional(),
  billingAddress: addressDraftSchema.optional(),
  note: z.string().max(2000),
  newsletter: z.boolean(),
  createAccount: z.boolean(),
});

/** The draft as it is stored: without its addresses after a saved address was picked. */
export type StoredDraft = z.infer<typeof storedDraftSchema>;

/** The draft of the form's values: all of them but the password. */
export function draftOf(values: DeliveryFormValues): DeliveryDraft {
  const { password: _password, ...draft } = values;
  return draft;
}

/** The draft stored as text, or null for nothing, broken JSON or a shape that is not a draft. */
export function parseDeliveryDraft(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The draft without its addresses: what is left once the shopper picks a saved address. */
export function withoutAddresses(draft: StoredDraft): StoredDraft {
  return { email: draft.email, note: draft.note, newsletter: draft.newsletter, createAccount: draft.createAccount };
}

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

type TextField = Exclude<keyof AddressFormValues, 'country_id' | 'is_company' | 'dial_code'>;
const textFields: readonly TextField[] = [
  'first_name',
  'last_name',
  'phone',
  'street',
  'city',
  'post_code',
  'company_name',
  'company_identification_number',
  'company_vat_number',
];

function mergeAddress(
  start: AddressFormValues,
  draft: AddressFormValues | undefined,
  countryIds: readonly number[],
): AddressFormValues {
  if (!draft) return start;
  const merged = { ...start, is_company: draft.is_company };
  for (const field of textFields) if (filled(draft[field])) merged[field] = draft[field];
  // A country the shop no longer offers keeps the start's country and its dial code.
  if (countryIds.includes(draft.country_id)) {
    merged.country_id = draft.country_id;
    if (filled(draft.dial_code)) merged.dial_code = draft.dial_code;
  }
  return merged;
}

/**
 * The form's first values: what the shopper typed in this tab wins over what the cart holds,
 * field by field; where the draft's field is empty, the cart's value stays. The choices
 * (company, different billing address, note, newsletter, account) are the draft's. The password
 * always starts empty.
 */
export function withDraft(
  start: DeliveryFormValues,
  draft: StoredDraft | null,
  countryIds: readonly number[],
): DeliveryFormValues {
  if (!draft) return start;
  return {
    email: filled(draft.email) ? draft.email.trim() : start.email,
    address: mergeAddress(start.address, draft.address, countryIds),
    differentBilling: draft.differentBilling ?? start.differentBilling,
    billingAddress: mergeAddress(start.billingAddress, draft.billingAddress, countryIds),
    note: filled(draft.note) ? draft.note : start.note,
    newsletter: draft.newsletter ?? start.newsletter,
    createAccount: draft.createAccount ?? start.createAccount,
    password: '',
  };
}

/** What the form takes from a signed-in customer's account. */
export interface CustomerContact {
  email: string;
  first_name: string;
  last_name: string;
  dial_code: string | null;
  phone: string | null;
}

/** One value the form sets: its path and the value. */
export interface Prefill {
  path: 'email' | 'address.first_name' | 'address.last_name' | 'address.dial_code' | 'address.phone';
  value: string;
}

/**
 * What a signed-in customer's account fills in: the e-mail and the name, and the phone with its
 * dial code, each only where the form's field is still empty (what was typed or is in the cart
 * wins).
 */
export function customerPrefill(values: DeliveryFormValues, customer: CustomerContact): Prefill[] {
  const prefill: Prefill[] = [];
  if (!filled(values.email) && filled(customer.email)) prefill.push({ path: 'email', value: customer.email });
  if (!filled(values.address.first_name) && filled(customer.first_name))
    prefill.push({ path: 'address.first_name', value: customer.first_name });
  if (!filled(values.address.last_name) && filled(customer.last_name))
    prefill.push({ path: 'address.last_name', value: customer.last_name });
  const phone = customer.phone ?? undefined;
  const dialCode = customer.dial_code ?? undefined;
  if (!filled(values.address.phone) && filled(phone)) {
    prefill.push({ path: 'address.phone', value: phone });
    if (filled(dialCode)) prefill.push({ path: 'address.dial_code', value: dialCode });
  }
  return prefill;
}
