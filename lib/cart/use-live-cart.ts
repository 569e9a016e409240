'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { showNotice } from '@/lib/notices/notices';
import { refreshCart } from './cart-cache';
import { useCartNotices } from './use-cart-notices';
import { useCartScope } from './use-cart-scope';

/**
 * The cart's live notices (docs/live-cart-notices.md) while a cart exists: `cart_item_sold_out`
 * and `cart_item_stock_decreased` (with the item's name and new amount) as notices, and the cart
 * fetched again so every island shows what the shop changed. The one place the storefront's cart
 * islands subscribe, so the socket can be switched here alone.
 */
export function useLiveCart(cartId: string | null): void {
  const t = useTranslations('cartNotices');
  const queryClient = useQueryClient();
  const scope = useCartScope();
  useCartNotices(cartId, ({ event, data }) => {
    const soldOut = event === 'cart-item-sold-out-message';
    const text = soldOut
      ? t('cart_item_sold_out', { name: data.name })
      : t('cart_item_stock_decreased', { name: data.name, amount: data.amount });
    void showNotice(t('changedTitle'), text, { tone: soldOut ? 'error' : 'info' });
    void refreshCart(queryClient, scope);
  });
}
