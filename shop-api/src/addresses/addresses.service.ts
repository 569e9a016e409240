import type { z } from 'zod';
import {
  createCustomerAddressBodySchema,
  updateCustomerAddressBodySchema,
  type CreateCustomerAddressBody,
  type CustomerAddress,
  type UpdateCustomerAddressBody,
} from '@contract/calls/customer-addresses';
import type { ListEnvelope } from '@contract';
import type { Executor } from '../cart/cart-db';
import { findCountry } from '../checkout/checkout-methods.repository';
import type { Database } from '../db/client';
import { addressColumns } from './address-columns';
import { ApiError } from '../http/api-error';
import { zodFieldErrors } from '../messages/zod-issues';
import { addressFieldsOf } from './address-row';
import { heirOfDeletedAddress, rolesAfterUpdate, rolesOfNewAddress } from './address-defaults';
import {
  addressIdsNewestFirst,
  clearDefaults,
  deleteAddress,
  insertAddress,
  lockAddressBook,
  selectAddress,
  selectAddresses,
  updateAddress,
  type CustomerAddressColumns,
  type CustomerAddressRow,
} from './addresses.repository';

const addressNotFound = () => ApiError.notFound('notFound.address');

export function serializeCustomerAddress(row: CustomerAddressRow): CustomerAddress {
  return {
    id: row.id,
    customer_id: row.customerId,
    ...addressFieldsOf(row),
    is_billing_default: row.isBillingDefault,
    is_shipping_default: row.isShippingDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Zod's issues as the contract's field errors. */
const fieldErrors = (issues: readonly z.core.$ZodIssue[]) => zodFieldErrors(issues);

/** The country's ISO code; an unknown or inactive country is a field error. */
async function countryCode(db: Executor, countryId: number): Promise<string> {
  const country = await findCountry(db, countryId);
  if (!country) throw ApiError.validation([{ field: 'country_id', message: 'checkout.unknownCountry' }]);
  return country.alpha2;
}

/** Body fields as table columns (`addressColumns`). A private address drops its company fields. */
function customerAddressColumns(body: UpdateCustomerAddressBody, alpha2: string): CustomerAddressColumns {
  const columns: CustomerAddressColumns = addressColumns(body, alpha2);
  if (body.is_company === false)
    Object.assign(columns, { companyName: null, companyIdentificationNumber: null, companyVatNumber: null });
  return columns;
}

export async function listCustomerAddresses(db: Database, customerId: number): Promise<ListEnvelope<CustomerAddress>> {
  const items = (await selectAddresses(db, customerId)).map(serializeCustomerAddress);
  return {
    items,
    _meta: { page: 1, per_page: items.length, total: items.length, total_pages: Math.min(items.length, 1) },
    _errors: {},
  };
}

export async function showCustomerAddress(db: Database, customerId: number, id: number): Promise<CustomerAddress> {
  const row = await selectAddress(db, customerId, id);
  if (!row) throw addressNotFound();
  return serializeCustomerAddress(row);
}

/** Creates an address; the first one becomes both defaults, a later one moves the defaults it asks for. */
export async function createCustomerAddress(
  db: Database,
  customerId: number,
  body: CreateCustomerAddressBody,
): Promise<CustomerAddress> {
  const alpha2 = await countryCode(db, body.country_id);
  const checked = createCustomerAddressBodySchema(alpha2).safeParse(body);
  if (!checked.success) throw ApiError.validation(fieldErrors(checked.error.issues));
  const row = await db.transaction(async (tx) => {
    const existing = await lockAddressBook(tx, customerId);
    const roles = rolesOfNewAddress(existing, {
      billing: checked.data.is_billing_default,
      shipping: checked.data.is_shipping_default,
    });
    await clearDefaults(tx, customerId, 0, roles);
    const { firstName, lastName, street, city, postCode, countryId, ...rest } = customerAddressColumns(
      checked.data,
      alpha2,
    );
    return insertAddress(tx, customerId, {
      ...rest,
      firstName: firstName!,
      lastName: lastName!,
      street: street!,
      city: city!,
      postCode: postCode!,
      countryId: countryId!,
      isBillingDefault: roles.billing,
      isShippingDefault: roles.shipping,
    });
  });
  return serializeCustomerAddress(row);
}

/** Changes the fields sent; checks the address as it will be (country formats, company fields). */
export async function updateCustomerAddress(
  db: Database,
  customerId: number,
  id: number,
  body: UpdateCustomerAddressBody,
): Promise<CustomerAddress> {
  const row = await db.transaction(async (tx) => {
    await lockAddressBook(tx, customerId);
    const stored = await selectAddress(tx, customerId, id);
    if (!stored) throw addressNotFound();
    const alpha2 = await countryCode(tx, body.country_id ?? stored.countryId);
    const { is_billing_default, is_shipping_default, ...changed } = body;
    const whole = createCustomerAddressBodySchema(alpha2).safeParse({ ...addressFieldsOf(stored), ...changed });
    const checked = updateCustomerAddressBodySchema(alpha2).safeParse(body);
    if (!checked.success) throw ApiError.validation(fieldErrors(checked.error.issues));
    if (!whole.success) throw ApiError.validation(fieldErrors(whole.error.issues));
    const roles = rolesAfterUpdate(
      { billing: stored.isBillingDefault, shipping: stored.isShippingDefault },
      { billing: checked.data.is_billing_default, shipping: checked.data.is_shipping_default },
    );
    await clearDefaults(tx, customerId, id, roles);
    return updateAddress(tx, customerId, id, {
      ...customerAddressColumns(checked.data, alpha2),
      isBillingDefault: roles.billing,
      isShippingDefault: roles.shipping,
    });
  });
  if (!row) throw addressNotFound();
  return serializeCustomerAddress(row);
}

/** Deletes an address; the newest remaining one inherits the defaults it held. */
export async function deleteCustomerAddress(db: Database, customerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, customerId);
    const deleted = await deleteAddress(tx, customerId, id);
    if (!deleted) throw addressNotFound();
    const heir = heirOfDeletedAddress(
      { billing: deleted.isBillingDefault, shipping: deleted.isShippingDefault },
      await addressIdsNewestFirst(tx, customerId),
    );
    if (!heir) return;
    const roles: CustomerAddressColumns = {};
    if (heir.roles.billing) roles.isBillingDefault = true;
    if (heir.roles.shipping) roles.isShippingDefault = true;
    await updateAddress(tx, customerId, heir.id, roles);
  });
}
