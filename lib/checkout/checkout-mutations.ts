'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import type { Cart } from '@contract/entities/cart';
import type { Locale } from '@contract/locales';
import { getBrowserApi } from '@/lib/api/browser-api';
import { clearCartId } from '@/lib/cart/cart-cookie';
import { cartKeys } from '@/lib/cart/cart-query-keys';
import { useRouter } from '@/lib/i18n/navigation';
import { showNotice } from '@/lib/notices/notices';
import { checkoutPhaseStore } from '@/stores/checkout-phase-store';
import { clearDeliveryDraft } from './delivery-draft-session';
import { leaveForGateway } from './leave-for-gateway';
import { startOrderPayment } from './start-payment';
import { submitDelivery, type SubmitDeliveryInput, type SubmitDeliveryResult } from './submit-delivery';

/**
 * The checkout's own mutations (the cart's are in `lib/cart/use-cart-mutations.ts`): placing the
 * order from the delivery phase, and paying an order again from the summary.
 */

/** `saving`: the cart and the order are being written; `paying`: the order is placed, the payment starts. */
export type PlaceOrderStage = 'idle' | 'saving' | 'paying';

/**
 * The ordered cart is gone from this browser: its id cookie is cleared and every cached "current
 * cart" becomes none, so the mini-cart shows zero and the next add creates a fresh, empty cart.
 */
function forgetOrderedCart(queryClient: QueryClient): void {
  clearCartId();
  queryClient.setQueriesData<Cart | null>(
    { queryKey: cartKeys.all, predicate: (query) => query.queryKey.at(-1) === 'current' },
    null,
  );
}

export interface PlaceOrderAction {
  /** Saves the form and places the order; null when an attempt is already running (a double submit). */
  run: (input: SubmitDeliveryInput) => Promise<SubmitDeliveryResult | null>;
  stage: PlaceOrderStage;
}

/**
 * Places the order of the delivery phase. On success: the order becomes the latest order (store
 * and cookie) and the checkout moves to the summary before the cart empties; the cart id is
 * forgotten; an online payment starts at its gateway (a full page load), and if it cannot be
 * started the shopper goes to the summary with `go_pay_load_error`; a pay-later order goes
 * straight to the summary. On failure the cart is fetched again (its totals and choices may have
 * changed) and the result says what to show.
 */
export function usePlaceOrder(): PlaceOrderAction {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const queryClient = useQueryClient();
  const t = useTranslations('checkout');
  const [stage, setStage] = useState<PlaceOrderStage>('idle');
  const running = useRef(false);

  const run = useCallback(
    async (input: SubmitDeliveryInput) => {
      if (running.current) return null;
      running.current = true;
      setStage('saving');
      const api = getBrowserApi(locale);
      const result = await submitDelivery(api, input);
      if (!result.ok) {
        running.current = false;
        setStage('idle');
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        return result;
      }
      const { order } = result;
      const latest = { id: order.id, token: order.access_token };
      checkoutPhaseStore.getState().orderPlaced(latest);
      clearDeliveryDraft();
      forgetOrderedCart(queryClient);
      setStage('paying');
      const payment = await startOrderPayment(
        api,
        { ...latest, paymentService: order.payment.payment_service },
        { origin: window.location.origin, locale },
      );
      if (payment.kind === 'gateway') {
        leaveForGateway(payment.url);
        return result;
      }
      if (payment.kind === 'failed')
        void showNotice(t('errors.title'), t('errors.go_pay_load_error'), { tone: 'error' });
      router.push({ pathname: '/cart/summary', query: { order: String(order.id) } });
      return result;
    },
    [locale, queryClient, router, t],
  );

  return { run, stage };
}

export interface PayAgainAction {
  run: () => Promise<void>;
  pending: boolean;
  /** True when the last try could not start a payment (`go_pay_load_error`). */
  failed: boolean;
}

/**
 * "Pay again" on the summary of an unpaid online order: a new payment of the same order at its
 * gateway (the API cancels the ones still open), with the token of the latest order cookie, or
 * for a signed-in customer's older order with the session's bearer (the browser client sends it).
 */
export function usePayAgain(order: { id: number; paymentService: number }): PayAgainAction {
  const locale = useLocale() as Locale;
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = useCallback(async () => {
    const latest = checkoutPhaseStore.getState().loadLatestOrder();
    // The latest order's token proves it; a customer's older order is proven by the session's bearer.
    const token = latest?.id === order.id ? latest.token : undefined;
    setPending(true);
    setFailed(false);
    const payment = await startOrderPayment(
      getBrowserApi(locale),
      { id: order.id, token, paymentService: order.paymentService },
      { origin: window.location.origin, locale },
    );
    if (payment.kind === 'gateway') {
      leaveForGateway(payment.url);
      return;
    }
    setPending(false);
    setFailed(true);
  }, [locale, order.id, order.paymentService]);

  return { run, pending, failed };
}
