'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Cart } from '@contract/entities/cart';
import { useCartAddresses } from '@/lib/cart/use-cart-choices';
import { useSession } from '@/lib/auth/use-session';
import { withDraft } from '@/lib/checkout/delivery-draft';
import { forgetDraftAddresses, readDeliveryDraft } from '@/lib/checkout/delivery-draft-storage';
import { deliveryDefaults, type FormCountry } from '@/lib/checkout/delivery-form';
import { Link } from '@/lib/i18n/navigation';
import { CheckoutPhaseSkeleton } from './checkout-phase-skeleton';
import { CheckoutTotals } from './checkout-totals';
import { DeliveryForm } from './delivery-form';
import type { LegalPageHrefs } from './order-terms-note';
import { SavedAddresses } from './saved-addresses';
import { useCheckoutCart } from './use-checkout-cart';
import { useCheckoutPhaseGuard } from './use-checkout-phase-guard';

/** The country a new address starts with: the cart's shipping country, else the shop's default, else the first. */
function startCountry(cart: Cart, countries: readonly (FormCountry & { is_default?: boolean })[]) {
  return (
    countries.find((country) => country.id === cart.shipping_country_id) ??
    countries.find((country) => country.is_default) ??
    countries[0] ??
    null
  );
}

/** What the shopper chose in the previous phase, with a way back to change it. */
function ChosenMethods({ cart }: { cart: Cart }) {
  const t = useTranslations('checkout.delivery');
  return (
    <section aria-labelledby="chosen-methods-title" className="rounded-lg border border-neutral-200 p-4 text-sm">
      <h2 id="chosen-methods-title" className="text-lg font-semibold">
        {t('chosenTitle')}
      </h2>
      <dl className="mt-2 flex flex-col gap-1">
        <dt className="text-neutral-600">{t('shippingMethod')}</dt>
        <dd className="font-medium">
          {cart.shipping_method?.name}
          {cart.shipping_option && <span className="block font-normal">{cart.shipping_option.name}</span>}
        </dd>
        <dt className="mt-1 text-neutral-600">{t('paymentMethod')}</dt>
        <dd className="font-medium">{cart.payment_method?.name}</dd>
      </dl>
      <Link href="/cart/shipping-and-payment" className="mt-2 inline-block font-medium text-brand-700 underline">
        {t('changeMethods')}
      </Link>
    </section>
  );
}

/**
 * The delivery phase: the contact, address and order form, beside the chosen methods and the
 * totals. The form starts from what the cart holds (its e-mail and addresses), overlaid with what
 * the shopper typed in this tab before (the session storage's draft); opened before the
 * cart has its methods, the guard sends the shopper back to the last phase it can enter.
 */
export function DeliveryStep({
  countries,
  legalPages,
}: {
  countries: readonly (FormCountry & { is_default?: boolean })[];
  legalPages: LegalPageHrefs;
}) {
  const t = useTranslations('checkout.delivery');
  const { cart } = useCheckoutCart();
  const guard = useCheckoutPhaseGuard('delivery', cart);
  const addresses = useCartAddresses();
  const { status } = useSession();
  // The account offer and a customer's own data depend on who the shopper is: wait until that is known.
  const ready = guard.allowed && cart && !addresses.isPending && status !== 'unknown';
  // A saved address written to the cart starts the form again from the cart's addresses.
  const [formVersion, setFormVersion] = useState(0);

  return (
    <section aria-labelledby="delivery-title">
      <h1 id="delivery-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <div className="mt-6">
        {!ready ? (
          <CheckoutPhaseSkeleton />
        ) : (
          <div className="grid gap-8 md:grid-cols-[1fr_20rem]">
            <div>
              <SavedAddresses
                cartId={cart.id}
                onApplied={() => {
                  forgetDraftAddresses();
                  setFormVersion((version) => version + 1);
                }}
              />
              <DeliveryForm
                key={`${cart.id}-${formVersion}`}
                cart={cart}
                countries={countries}
                legalPages={legalPages}
                defaultValues={withDraft(
                  deliveryDefaults({
                    email: cart.email,
                    hasShippingAddress: cart.has_shipping_address,
                    billing: addresses.data?.billing ?? null,
                    shipping: addresses.data?.shipping ?? null,
                    fallbackCountry: startCountry(cart, countries),
                  }),
                  readDeliveryDraft(),
                  countries.map((country) => country.id),
                )}
              />
            </div>
            <div className="flex flex-col gap-4">
              <ChosenMethods cart={cart} />
              <CheckoutTotals cart={cart} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
