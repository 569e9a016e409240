'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Cart } from '@contract/entities/cart';
import { useCartPaymentMethods } from '@/lib/cart/use-cart-choices';
import { useSetCartPaymentMethod } from '@/lib/cart/use-cart-mutations';
import { offeredPaymentMethods } from '@/lib/checkout/method-availability';
import { MethodRadio } from './method-radio';

/**
 * The payment methods the chosen shipping method allows, as a radio group with prices. When a
 * shipping change dropped the chosen one (`droppedForShipping`), the group says so until the
 * shopper picks another (docs/checkout.md, "Shipping and payment";
 * `payment_method_not_available_for_shipping_method`).
 */
export function PaymentMethodChoice({
  cart,
  droppedForShipping,
  onChosen,
}: {
  cart: Cart;
  droppedForShipping: boolean;
  onChosen: () => void;
}) {
  const t = useTranslations('checkout.shippingAndPayment');
  const notices = useTranslations('checkout.payment.notices');
  const methods = useCartPaymentMethods();
  const setPayment = useSetCartPaymentMethod();
  const [pending, setPending] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const offered = offeredPaymentMethods(methods.data ?? []);
  const chosenId = pending ?? cart.payment_method_id;

  async function choose(id: number) {
    setPending(id);
    setFailed(false);
    onChosen();
    const result = await setPayment.run({ payment_method_id: id });
    setPending(null);
    if (!result.ok && result.error.key !== 'cart_missing') setFailed(true);
  }

  if (methods.isPending) return <p role="status">{t('loadingMethods')}</p>;
  if (methods.isError)
    return (
      <p role="alert" className="text-red-800">
        {t('loadError')}{' '}
        <button type="button" onClick={() => void methods.refetch()} className="font-semibold underline">
          {t('retry')}
        </button>
      </p>
    );

  return (
    <fieldset aria-busy={setPayment.isPending || methods.isFetching} className="min-w-0">
      <legend className="mb-3 text-lg font-semibold">{t('paymentLegend')}</legend>
      {droppedForShipping && (
        <p role="status" className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {notices('payment_method_not_available_for_shipping_method')}
        </p>
      )}
      {offered.length === 0 ? (
        <p>{t('noPaymentMethods')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {offered.map((method) => (
            <MethodRadio
              key={method.id}
              name="payment_method"
              value={method.id}
              checked={chosenId === method.id}
              onChange={() => void choose(method.id)}
              label={method.name}
              price={method.taxed_price.value === 0 ? t('free') : method.taxed_price.formatted}
              details={method.description ?? undefined}
            />
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('saveError')}
        </p>
      )}
    </fieldset>
  );
}
