import { contractFieldErrors } from '../messages/contract-texts';
import type { AfterSaleAddressBody } from '@contract/calls/after-sale';
import { countryIssues } from '@contract/calls/address-input';
import { addressColumnsOf } from '../addresses/address-row';
import { selectAddress } from '../addresses/addresses.repository';
import { findCountry } from '../checkout/checkout-methods.repository';
import type { Executor, OrderAddressRow } from '../orders/orders.repository';
import { refuseAll, refused } from './after-sale-context';
import type { RefundAddressColumns } from './refunds.repository';

/**
 * The columns of an address typed for a return or complaint, or copied from the customer's address
 * book; the country's own rules checked (post code, phone), each refusal a 422 on its field.
 */
export async function addressColumnsFromBody(
  db: Executor,
  body: AfterSaleAddressBody,
  customerId: number | null,
): Promise<RefundAddressColumns> {
  if (body.customer_address_id !== undefined) {
    const saved = customerId === null ? undefined : await selectAddress(db, customerId, body.customer_address_id);
    if (!saved) throw refused('customer_address_id', 'afterSale.notSavedAddress');
    return { ...addressColumnsOf(saved), customerAddressId: saved.id };
  }
  const country = body.country_id === undefined ? undefined : await findCountry(db, body.country_id);
  if (!country) throw refused('country_id', 'afterSale.country');
  refuseAll(contractFieldErrors(countryIssues(body, country.alpha2).map(([field, message]) => ({ field, message }))));
  return {
    customerAddressId: null,
    firstName: body.first_name ?? null,
    lastName: body.last_name ?? null,
    dialCode: body.dial_code ?? null,
    phone: body.phone ?? null,
    street: body.street ?? null,
    city: body.city ?? null,
    postCode: body.post_code ?? null,
    countryId: country.id,
    isCompany: body.is_company ?? false,
    companyName: body.company_name ?? null,
    companyIdentificationNumber: body.company_identification_number ?? null,
    companyVatNumber: body.company_vat_number ?? null,
  };
}

/** An order's address as a return's or complaint's starting address. */
export function addressColumnsFromOrder(address: OrderAddressRow): RefundAddressColumns & { type: number } {
  return { ...addressColumnsOf(address), customerAddressId: address.customerAddressId, type: address.type };
}

/** Whether an address has what a courier or a parcel needs. */
export function isPostalAddressComplete(
  address:
    Pick<RefundAddressColumns, 'firstName' | 'lastName' | 'street' | 'city' | 'postCode' | 'countryId'> | undefined,
): boolean {
  return Boolean(
    address?.firstName && address.lastName && address.street && address.city && address.postCode && address.countryId,
  );
}
