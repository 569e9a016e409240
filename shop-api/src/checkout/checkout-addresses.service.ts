import type { z } from 'zod';
import { addressInputSchema, type CartAddressInput } from '@contract/calls/cart';
import { addressColumns } from '../addresses/address-columns';
import type { AddressType } from '@contract/codes/address-types';
import type { CartAddress } from '@contract/entities/address';
import { ApiError } from '../http/api-error';
import { zodFieldErrors } from '../messages/zod-issues';
import { cartNotFound, findAccessibleCart, isCartId, assertCartAccess } from '../cart/cart-access';
import { copySavedAddress } from './saved-address';
import { followShippingCountry } from './checkout-choices';
import type { RequestCartContext } from '../cart/cart-context';
import { lockCart, selectCartAddresses, upsertCartAddress } from '../cart/cart.repository';
import { addressTypeCode, serializeCartAddress } from './checkout.serializer';
import { findCountry } from './checkout-methods.repository';

type Ctx = RequestCartContext;

export async function getCartAddresses(ctx: Ctx, cartId: string) {
  const cart = await findAccessibleCart(ctx.db, cartId, ctx.requester);
  const rows = await selectCartAddresses(ctx.db, cart.id);
  const of = (type: AddressType) => {
    const row = rows.find((r) => r.type === addressTypeCode(type));
    return row ? serializeCartAddress(row) : null;
  };
  return { billing: of('billing'), shipping: of('shipping') };
}

/** Zod's issues as the contract's field errors. */
const fieldErrors = (issues: readonly z.core.$ZodIssue[]) => zodFieldErrors(issues);

/**
 * `PATCH /carts/{id}/addresses/billing|shipping`: writes the fields sent. The address's country
 * (sent or stored) adds its own formats; a different country moves the cart's shipping country.
 */
export async function patchCartAddress(
  ctx: Ctx,
  cartId: string,
  type: AddressType,
  body: CartAddressInput,
): Promise<CartAddress> {
  if (!isCartId(cartId)) throw cartNotFound();
  const row = await ctx.db.transaction(async (tx) => {
    const cart = await lockCart(tx, cartId.toLowerCase());
    if (!cart || cart.orderedAt !== null) throw cartNotFound();
    assertCartAccess(cart, ctx.requester);
    if (body.customer_address_id !== undefined) {
      if (Object.keys(body).length > 1)
        throw ApiError.validation([{ field: 'customer_address_id', message: 'checkout.savedAddressAlone' }]);
      const copied = await copySavedAddress(tx, cart, type, body.customer_address_id, ctx.requester.customerId);
      await followShippingCountry({ ...ctx, db: tx }, cart);
      return copied;
    }
    const stored = (await selectCartAddresses(tx, cart.id)).find((r) => r.type === addressTypeCode(type));
    const countryId = body.country_id ?? stored?.countryId ?? null;
    const country = countryId === null ? undefined : await findCountry(tx, countryId);
    if (countryId !== null && !country)
      throw ApiError.validation([{ field: 'country_id', message: 'checkout.unknownCountry' }]);
    const checked = addressInputSchema(country?.alpha2).safeParse(body);
    if (!checked.success) throw ApiError.validation(fieldErrors(checked.error.issues));
    const saved = await upsertCartAddress(
      tx,
      cart.id,
      addressTypeCode(type),
      addressColumns(checked.data, country?.alpha2 ?? null),
    );
    await followShippingCountry({ ...ctx, db: tx }, cart);
    return saved;
  });
  return serializeCartAddress(row);
}
