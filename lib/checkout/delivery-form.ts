import { z } from 'zod';
import { addressInputSchema, PatchCartBodySchema, type CartAddressInput } from '@contract/calls/cart';
import { CreateOrderBodySchema, type CreateOrderBody } from '@contract/calls/orders';
import {
  addressRequirements,
  basicAddressFields,
  missingAddressFields,
  parseAddressFieldPath,
  postalAddressFields,
  type AddressRequirement,
} from '@contract/codes/address-requirements';
import type { AddressType } from '@contract/codes/address-types';
import type { CartAddress } from '@contract/entities/address';
import { billingFieldSet, deliveryAddressForms, type AddressFieldSet } from './address-requirement';
import { missingFieldMessage } from './field-messages';

/**
 * The delivery phase's form (react-hook-form values) and its rules, which are the contract's: the
 * e-mail of `PATCH /carts/{id}`, the address fields of `addressInputSchema(country)` with the
 * fields a shipping method's requirement makes compulsory (`missingAddressFields`, the rule the
 * API's `POST /orders` checks), and the order form data of `CreateOrderBodySchema`. Pure, so the
 * form, its tests and the submit share one definition.
 */

export interface AddressFormValues {
  first_name: string;
  last_name: string;
  dial_code: string;
  phone: string;
  street: string;
  city: string;
  post_code: string;
  country_id: number;
  is_company: boolean;
  company_name: string;
  company_identification_number: string;
  company_vat_number: string;
}

export interface DeliveryFormValues {
  email: string;
  /** The main address: the billing address, or the delivery address when `differentBilling`. */
  address: AddressFormValues;
  /** Only where the shipping method's requirement is 2 ('both'): the billing address differs. */
  differentBilling: boolean;
  billingAddress: AddressFormValues;
  note: string;
  newsletter: boolean;
  createAccount: boolean;
  password: string;
}

export type AddressFormName = 'address' | 'billingAddress';

/** What the form needs to know beyond its values. */
export interface DeliveryFormContext {
  cartId: string;
  /** The chosen shipping method's address requirement; null before one is chosen (full billing address). */
  requirement: AddressRequirement | null;
  /** A country's ISO code (its own post code, phone and company id rules), from the shop's countries. */
  alpha2Of: (countryId: number) => string | undefined;
}

/** A country the form offers: its id, name and dial code. */
export interface FormCountry {
  id: number;
  name: string;
  dial_code: string;
  alpha2: string;
}

export function emptyAddressValues(country: Pick<FormCountry, 'id' | 'dial_code'> | null): AddressFormValues {
  return {
    first_name: '',
    last_name: '',
    dial_code: country?.dial_code ?? '',
    phone: '',
    street: '',
    city: '',
    post_code: '',
    country_id: country?.id ?? 0,
    is_company: false,
    company_name: '',
    company_identification_number: '',
    company_vat_number: '',
  };
}

/** A saved cart address as form values; the fallback country where it has none. */
export function addressValues(
  address: CartAddress | null,
  fallback: Pick<FormCountry, 'id' | 'dial_code'> | null,
): AddressFormValues {
  const empty = emptyAddressValues(fallback);
  if (!address) return empty;
  return {
    first_name: address.first_name ?? '',
    last_name: address.last_name ?? '',
    dial_code: address.dial_code ?? empty.dial_code,
    phone: address.phone ?? '',
    street: address.street ?? '',
    city: address.city ?? '',
    post_code: address.post_code ?? '',
    country_id: address.country_id ?? empty.country_id,
    is_company: address.is_company,
    company_name: address.company_name ?? '',
    company_identification_number: address.company_identification_number ?? '',
    company_vat_number: address.company_vat_number ?? '',
  };
}

/**
 * The form's first values from what the cart holds: its e-mail and addresses. With a different
 * delivery address saved, the main form shows it and the billing address goes below.
 */
export function deliveryDefaults(input: {
  email: string | null;
  hasShippingAddress: boolean;
  billing: CartAddress | null;
  shipping: CartAddress | null;
  fallbackCountry: FormCountry | null;
}): DeliveryFormValues {
  const different = input.hasShippingAddress && input.shipping !== null;
  const billing = addressValues(input.billing, input.fallbackCountry);
  return {
    email: input.email ?? '',
    address: different ? addressValues(input.shipping, input.fallbackCountry) : billing,
    differentBilling: different,
    billingAddress: different ? billing : emptyAddressValues(input.fallbackCountry),
    note: '',
    newsletter: false,
    createAccount: false,
    password: '',
  };
}

const trimmed = (value: string) => value.trim();
const orNull = (value: string) => value.trim() || null;

/**
 * The address body of `PATCH /carts/{id}/addresses/{type}` for a field set: the fields the set
 * asks for (a pickup point needs no street), empty ones left out so the API names them missing;
 * the company fields null unless `is_company`.
 */
export function toAddressInput(values: AddressFormValues, set: AddressFieldSet): CartAddressInput {
  const input: CartAddressInput = {
    is_company: values.is_company,
    company_name: values.is_company ? orNull(values.company_name) : null,
    company_identification_number: values.is_company ? orNull(values.company_identification_number) : null,
    company_vat_number: values.is_company ? orNull(values.company_vat_number) : null,
  };
  const fields = [...basicAddressFields, ...(set === 'full' ? postalAddressFields : [])];
  for (const field of fields) {
    if (field === 'country_id') continue;
    const value = trimmed(values[field]);
    if (value) input[field] = value;
  }
  if (values.country_id > 0) input.country_id = values.country_id;
  return input;
}

/** One address the delivery phase writes: its type on the cart, its form, its field set. */
export interface AddressWrite {
  type: AddressType;
  form: AddressFormName;
  set: AddressFieldSet;
  input: CartAddressInput;
}

export interface DeliveryPlan {
  email: string;
  has_shipping_address: boolean;
  /** The billing address first, then a different delivery address if there is one. */
  addresses: AddressWrite[];
}

/**
 * What saving the form writes to the cart. Requirement 2 with a different billing address: the
 * main form is the delivery (shipping) address and the second one the billing address; otherwise
 * the main form is the billing address (which is where the goods go, or who collects them).
 */
export function deliveryPlan(values: DeliveryFormValues, requirement: AddressRequirement | null): DeliveryPlan {
  const forms = deliveryAddressForms(requirement, values.differentBilling);
  const billingForm: AddressFormName = forms.shipping ? 'billingAddress' : 'address';
  const billingSet = billingFieldSet(forms, values[billingForm].is_company);
  const billing: AddressWrite = {
    type: 'billing',
    form: billingForm,
    set: billingSet,
    input: toAddressInput(values[billingForm], billingSet),
  };
  const addresses: AddressWrite[] = forms.shipping
    ? [
        billing,
        {
          type: 'shipping',
          form: 'address',
          set: forms.shipping,
          input: toAddressInput(values.address, forms.shipping),
        },
      ]
    : [billing];
  return { email: values.email.trim(), has_shipping_address: forms.has_shipping_address, addresses };
}

/**
 * The body of `POST /orders`. With "create an account" the password goes along and its confirmation
 * defaults to it (docs/checkout.md, "The delivery form"): the form has no second field to type it
 * again, since the shopper can show the password to check it.
 */
export function toOrderBody(values: DeliveryFormValues, cartId: string): CreateOrderBody {
  const body: CreateOrderBody = {
    cart_id: cartId,
    note: orNull(values.note),
    newsletter: values.newsletter,
    create_new_account: values.createAccount,
  };
  if (values.createAccount && values.password) {
    body.password = values.password;
    body.password_confirmation = values.password;
  }
  return body;
}

/** A problem of the form at a form path (`address.phone`, `email`). */
export interface FormIssue {
  path: string;
  message: string;
}

function addressIssues(
  write: AddressWrite,
  requirement: AddressRequirement,
  context: DeliveryFormContext,
): FormIssue[] {
  const missing = missingAddressFields(write.input, requirement, write.type);
  const issues = missing.map((field) => ({
    path: `${write.form}.${field}`,
    message: missingFieldMessage(field),
  }));
  const alpha2 = write.input.country_id === undefined ? undefined : context.alpha2Of(write.input.country_id);
  const checked = addressInputSchema(alpha2).safeParse(write.input);
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || (missing as readonly string[]).includes(field)) continue;
    const path = `${write.form}.${field}`;
    if (!issues.some((known) => known.path === path)) issues.push({ path, message: issue.message });
  }
  return issues;
}

const emailSchema = PatchCartBodySchema.shape.email.unwrap().unwrap();

/** Every problem of the values, by the contract's rules, at form paths. */
export function deliveryIssues(values: DeliveryFormValues, context: DeliveryFormContext): FormIssue[] {
  const issues: FormIssue[] = [];
  const plan = deliveryPlan(values, context.requirement);
  if (!plan.email) issues.push({ path: 'email', message: 'Enter your e-mail address.' });
  else {
    const email = emailSchema.safeParse(plan.email);
    if (!email.success)
      issues.push({ path: 'email', message: email.error.issues[0]?.message ?? 'Enter a valid e-mail address.' });
  }
  const requirement = context.requirement ?? addressRequirements.billingFull;
  for (const write of plan.addresses) issues.push(...addressIssues(write, requirement, context));
  const order = CreateOrderBodySchema.safeParse(toOrderBody(values, context.cartId));
  for (const issue of order.success ? [] : order.error.issues) {
    const field = String(issue.path[0] ?? '');
    const path = field === 'password_confirmation' ? 'password' : field;
    if (['note', 'password'].includes(path) && !issues.some((known) => known.path === path))
      issues.push({ path, message: issue.message });
  }
  return issues;
}

const addressValuesSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  dial_code: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  post_code: z.string(),
  country_id: z.number(),
  is_company: z.boolean(),
  company_name: z.string(),
  company_identification_number: z.string(),
  company_vat_number: z.string(),
});

/** The form's schema for `zodResolver`: the values' shape, and `deliveryIssues` as its refinement. */
export function deliveryFormSchema(context: DeliveryFormContext) {
  return z
    .object({
      email: z.string(),
      address: addressValuesSchema,
      differentBilling: z.boolean(),
      billingAddress: addressValuesSchema,
      note: z.string(),
      newsletter: z.boolean(),
      createAccount: z.boolean(),
      password: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const issue of deliveryIssues(values, context))
        ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
    });
}

/** Where an API call's field error belongs in the form; null when no field shows it (the form's own notice does). */
export function formPathOfApiField(
  field: string,
  source: { call: 'cart' | 'order' } | { call: 'address'; write: Pick<AddressWrite, 'form'> },
  plan: DeliveryPlan,
): string | null {
  if (source.call === 'address')
    return Object.hasOwn(addressValuesSchema.shape, field) ? `${source.write.form}.${field}` : null;
  if (field === 'email') return 'email';
  if (source.call === 'cart') return null;
  if (field === 'note' || field === 'password') return field;
  if (field === 'password_confirmation') return 'password';
  const named = parseAddressFieldPath(field);
  if (!named) return null;
  const write = plan.addresses.find((address) => address.type === named.type);
  return write && Object.hasOwn(addressValuesSchema.shape, named.field) ? `${write.form}.${named.field}` : null;
}
