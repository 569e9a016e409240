import { addressTypeCodes, type AddressType } from '@contract/codes/address-types';
import type { AfterSaleAddress } from '@contract/entities/after-sale';
import { addressFieldsOf } from '../addresses/address-row';
import type { RefundAddressRow } from './refunds.repository';

/** A stored return or complaint address as the contract names it (both tables have the same columns). */
export function toAfterSaleAddress(row: Omit<RefundAddressRow, 'refundId'>): AfterSaleAddress {
  const type: AddressType = row.type === addressTypeCodes.shipping ? 'shipping' : 'billing';
  return { type, customer_address_id: row.customerAddressId, ...addressFieldsOf(row) };
}
