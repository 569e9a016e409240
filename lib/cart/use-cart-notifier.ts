'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { showNotice, type NoticeAction } from '@/lib/notices/notices';
import type { CartErrorKey } from './cart-action-result';

/** What a live notice or a cart answer's `notices` carry: a key with the item's name and amount. */
export interface CartChangeNotice {
  key: string;
  name?: string | null;
  amount?: number | null;
}

export interface CartNotifier {
  /**
   * An error notice: title "something went wrong", text of the key (docs/cart.md, "Data layer"),
   * or the API's own refusal when one is given (`refusalText`).
   */
  error(key: CartErrorKey, refusal?: string | null): void;
  /** A success notice: title "done", the given text, and an optional button (e.g. "View cart"). */
  success(text: string, action?: NoticeAction): void;
  /** What the cart changed on its own (`cart.notices`, live notices): one info notice each. */
  changes(notices: readonly CartChangeNotice[]): void;
}

/** The cart's notices in the page's language (sonner, loaded after hydration: `lib/notices`). */
export function useCartNotifier(): CartNotifier {
  const t = useTranslations('cart');
  return useMemo(
    () => ({
      error: (key, refusal) =>
        void showNotice(t('noticeTitle.error'), refusal ?? t(`errors.${key}`), { tone: 'error' }),
      success: (text, action) => void showNotice(t('noticeTitle.success'), text, { tone: 'success', action }),
      changes: (notices) => {
        for (const notice of notices) {
          const key = `notices.${notice.key}`;
          const values = { name: notice.name ?? '', amount: notice.amount ?? 0 };
          const text = t.has(key) ? t(key as 'notices.other', values) : t('notices.other');
          void showNotice(t('noticeTitle.info'), text, {
            tone: notice.key === 'cart_item_sold_out' ? 'error' : 'info',
          });
        }
      },
    }),
    [t],
  );
}
