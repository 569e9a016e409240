import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Locale } from '@contract/locales';
import { shopId as defaultShopId } from '@/lib/shop-config';
import { useCartSocketStore } from '@/stores/cart-socket-store';
import { configureCartSocket, subscribeToCart, type CartNotice } from './cart-socket';
import type { CartSocketStatus } from './cart-socket-status';

/**
 * Live notices of one cart (docs/live-cart-notices.md): subscribes to the cart's private channel
 * while `cartId` is set and calls `onEvent` with each `cart-item-sold-out-message` and
 * `cart-item-amount-changed-message` (validated data). When the socket cannot connect or the cart's
 * channel is refused, it shows `cant_connect_to_socket` / `cant_authenticate_socket_connection`.
 * `onEvent` may change between renders without resubscribing. Answers the socket's status.
 */
export function useCartNotices(
  cartId: string | null | undefined,
  onEvent: (notice: CartNotice) => void,
  options: { shopId?: number } = {},
): CartSocketStatus {
  const t = useTranslations('cartNotices');
  const locale = useLocale() as Locale;
  const shopId = options.shopId ?? defaultShopId;
  const latestOnEvent = useRef(onEvent);

  useEffect(() => {
    latestOnEvent.current = onEvent;
  });

  useEffect(() => {
    configureCartSocket({
      locale,
      texts: {
        title: t('errorTitle'),
        cantConnect: t('cant_connect_to_socket'),
        cantAuthenticate: t('cant_authenticate_socket_connection'),
      },
    });
  }, [locale, t]);

  useEffect(() => {
    if (!cartId) return;
    return subscribeToCart(shopId, cartId, (notice) => latestOnEvent.current(notice));
  }, [shopId, cartId]);

  return useCartSocketStore((state) => state.status);
}
