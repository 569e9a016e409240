'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Cart, CartShippingMethod, ShippingOption } from '@contract/entities/cart';
import { useCartShippingMethods } from '@/lib/cart/use-cart-choices';
import { offeredShippingMethods } from '@/lib/checkout/method-availability';
import { MethodRadio } from './method-radio';
import { PickupPointDialog } from './pickup-point-dialog';
import type { ChooseShipping } from './use-choose-shipping';

/**
 * The shipping methods this cart can use, as a radio group with prices and delivery times. A
 * method with options (a pickup point) is chosen together with its point: choosing it opens the
 * pickup dialog, and the choice is saved only when a point is picked.
 */
export function ShippingMethodChoice({ cart, shipping }: { cart: Cart; shipping: ChooseShipping }) {
  const t = useTranslations('checkout.shippingAndPayment');
  const methods = useCartShippingMethods();
  const [pending, setPending] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [pickupFor, setPickupFor] = useState<CartShippingMethod | null>(null);
  const offered = offeredShippingMethods(methods.data ?? []);
  const chosenId = pending ?? cart.shipping_method_id;

  async function choose(method: CartShippingMethod, option: ShippingOption | null) {
    setPending(method.id);
    setFailed(false);
    const result = await shipping.choose({ shipping_method_id: method.id, shipping_option_id: option?.id ?? null });
    setPending(null);
    if (!result.ok && result.error.key !== 'cart_missing') setFailed(true);
  }

  function pick(method: CartShippingMethod) {
    if (method.has_options) setPickupFor(method);
    else void choose(method, null);
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
    <fieldset aria-busy={shipping.isPending} className="min-w-0">
      <legend className="mb-3 text-lg font-semibold">{t('shippingLegend')}</legend>
      {offered.length === 0 ? (
        <p>{t('noShippingMethods')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {offered.map((method) => {
            const chosen = chosenId === method.id;
            const point = chosen && cart.shipping_method_id === method.id ? cart.shipping_option : null;
            return (
              <MethodRadio
                key={method.id}
                name="shipping_method"
                value={method.id}
                checked={chosen}
                onChange={() => pick(method)}
                label={method.name}
                price={method.taxed_price.value === 0 ? t('free') : method.taxed_price.formatted}
                details={
                  <>
                    {method.delivery_time && (
                      <span className="block">{t('deliveryTime', { time: method.delivery_time })}</span>
                    )}
                    {point && (
                      <span className="block font-medium text-neutral-900" data-testid="chosen-pickup-point">
                        {t('pickupPoint', { name: point.name, address: `${point.street}, ${point.city}` })}
                      </span>
                    )}
                  </>
                }
                after={
                  method.has_options && chosen ? (
                    <button
                      type="button"
                      onClick={() => pick(method)}
                      className="min-h-11 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      {point ? t('changePickupPoint') : t('choosePickupPoint')}
                    </button>
                  ) : undefined
                }
              />
            );
          })}
        </ul>
      )}
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('saveError')}
        </p>
      )}
      {pickupFor && (
        <PickupPointDialog
          method={pickupFor}
          open
          // Closed without a point, the radio goes back to the cart's method; Radix returns the focus.
          onOpenChange={(open) => {
            if (!open) setPickupFor(null);
          }}
          onChoose={(option) => {
            const method = pickupFor;
            setPickupFor(null);
            void choose(method, option);
          }}
        />
      )}
    </fieldset>
  );
}
