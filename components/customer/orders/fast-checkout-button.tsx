'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { cartHasItems } from '@contract/codes/cart-has-items';
import type { ApiClient } from '@/lib/api/api-client';
import { batchAddCartItems, createCart } from '@/lib/cart/cart-api';
import { readCartId, writeCartId } from '@/lib/cart/cart-cookie';
import { cartKeys } from '@/lib/cart/cart-query-keys';
import { fastCheckout, getCustomerOrder } from '@/lib/customer/customer-api';
import { reorderItems } from '@/lib/customer/reorder-items';
import { isApiErrorType } from '@/lib/customer/api-error-type';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import { useRouter } from '@/lib/i18n/navigation';
import { showNotice } from '@/lib/notices/notices';
import { secondaryButton } from '../query-status';

/**
 * An empty cart takes the order's product lines again (a cart that already holds items keeps them
 * alone); answers whether some lines could not be added (gone, sold out).
 */
async function refillEmptyCart(api: ApiClient, cartId: string, orderId: number): Promise<boolean> {
  const items = reorderItems((await getCustomerOrder(api, orderId)).items);
  if (items.length === 0) return true;
  const answer = await batchAddCartItems(api, cartId, items);
  return Object.keys(answer._errors ?? {}).length > 0 || !cartHasItems(answer);
}

/**
 * "Order again the same way": the customer's cart takes the earlier order's addresses, shipping
 * and payment (and, when it is empty, the order's items), and the shopper goes on to the last
 * phase before placing the order.
 */
export function FastCheckoutButton({ orderId, orderCode }: { orderId: number; orderCode: string }) {
  const t = useTranslations('fastCheckout');
  const api = useCustomerApi();
  const { me } = useSession();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    try {
      const cartId = readCartId() ?? me?.customer_latest_cart_id ?? (await createCart(api)).id;
      writeCartId(cartId);
      const cart = await fastCheckout(api, cartId, orderId);
      const skipped = !cartHasItems(cart) && (await refillEmptyCart(api, cartId, orderId));
      if (skipped) void showNotice(t('items_skipped'), undefined, { tone: 'info' });
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      // The delivery phase is the last one before the order: the shopper checks what was filled in and confirms.
      router.push('/cart/delivery');
    } catch (error) {
      setPending(false);
      const missing = isApiErrorType(error, 'fast_checkout_missing_reference');
      void showNotice(t(missing ? 'fast_checkout_missing_reference' : 'fast_checkout_error'), undefined, {
        tone: 'error',
      });
    }
  };

  return (
    <button
      type="button"
      className={secondaryButton}
      disabled={pending}
      onClick={() => void run()}
      aria-label={t('buttonLabel', { code: orderCode })}
      data-testid="fast-checkout"
    >
      {pending ? t('pending') : t('button')}
    </button>
  );
}
