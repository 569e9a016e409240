import { and, eq } from 'drizzle-orm';
import type { AddressType } from '@contract/codes/address-types';
import { customerAddresses } from '../db/schema';
import { addressColumnsOf } from '../addresses/address-row';
import { ApiError } from '../http/api-error';
import type { Tx } from '../cart/cart-db';
import { upsertCartAddress, type CartAddressRow, type CartRow } from '../cart/cart.repository';
import { addressTypeCode } from './checkout.serializer';

/**
 * The delivery phase for customers: `customer_address_id` copies one of the signed-in customer's
 * saved addresses into the cart (its fields, and the id it came from). Another customer's address
 * is a 404, the same as an unknown id; without a bearer it is a 422 (saved addresses need a login).
 */
export async function copySavedAddress(
  tx: Tx,
  cart: CartRow,
  type: AddressType,
  customerAddressId: number,
  customerId: number | null,
): Promise<CartAddressRow> {
  if (customerId === null)
    throw ApiError.validation([{ field: 'customer_address_id', message: 'checkout.savedAddressSignIn' }]);
  const [saved] = await tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, customerAddressId), eq(customerAddresses.customerId, customerId)));
  if (!saved) throw ApiError.notFound('notFound.address');
  return upsertCartAddress(tx, cart.id, addressTypeCode(type), {
    customerAddressId: saved.id,
    ...addressColumnsOf(saved),
  });
}
