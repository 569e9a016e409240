'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@contract/entities/cart';
import { shippingWaiver } from '@/lib/cart/shipping-waiver';

type Money = Cart['total_price'];

function Row({ label, value, testId, strong }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * Loyalty credits spent on the cart, each kind on its own line after the total they pay from:
 * credits pay like money (with tax), so the lines are taxed amounts in either tax preference.
 */
function CreditLines({ cart }: { cart: Cart }) {
  const t = useTranslations('cartPage.totals');
  if (cart.customer_accounts.length === 0) return null;
  return (
    <dl className="flex flex-col gap-1 border-t border-neutral-300 pt-3 text-sm" data-testid="cart-credit-lines">
      <Row
        label={`${t('totalBeforeCredits')} ${t('withVat')}`}
        value={cart.taxed_total_price_without_credits.formatted}
        testId="cart-total-before-credits"
      />
      {cart.customer_accounts.map((spent) => (
        <Row
          key={spent.customer_account_id}
          label={t('credits', { name: spent.name, amount: spent.amount })}
          value={`−${spent.value.formatted}`}
          testId="cart-credits-line"
        />
      ))}
    </dl>
  );
}

/**
 * The cart's totals: items, vouchers, shipping and payment once chosen, the credits spent on it,
 * and the total to pay, first in the shopper's tax preference, then in the other.
 */
export function CartTotals({ cart, withTax }: { cart: Cart; withTax: boolean }) {
  const t = useTranslations('cartPage.totals');
  const pick = (taxed: Money, untaxed: Money) => (withTax ? taxed : untaxed).formatted;
  const minus = (money: string) => `−${money}`;
  const waiver = shippingWaiver(cart.discounts);
  return (
    <section aria-labelledby="cart-totals-heading" className="flex flex-col gap-3">
      <h2 id="cart-totals-heading" className="font-semibold">
        {t('heading')}
      </h2>
      <dl className="flex flex-col gap-1 text-sm">
        <Row label={t('items')} value={pick(cart.taxed_items_price, cart.items_price)} testId="cart-items-price" />
        {cart.discounted_taxed_amount.value > 0 && (
          <Row
            label={t('discounts')}
            value={minus(pick(cart.discounted_taxed_amount, cart.discounted_amount))}
            testId="cart-discounts"
          />
        )}
        {cart.shipping_method && (
          <Row
            label={cart.shipping_method.name}
            value={
              waiver ? pick(waiver.taxedAmount, waiver.amount) : pick(cart.taxed_shipping_price, cart.shipping_price)
            }
          />
        )}
        {waiver && (
          <Row
            label={waiver.label}
            value={minus(pick(waiver.taxedAmount, waiver.amount))}
            testId="cart-shipping-waiver"
          />
        )}
        {cart.payment_method && (
          <Row label={cart.payment_method.name} value={pick(cart.taxed_payment_price, cart.payment_price)} />
        )}
      </dl>
      <CreditLines cart={cart} />
      <dl className="flex flex-col gap-1 border-t border-neutral-300 pt-3">
        <Row
          label={`${t('total')} ${withTax ? t('withVat') : t('withoutVat')}`}
          value={pick(cart.taxed_total_price, cart.total_price)}
          testId="cart-total"
          strong
        />
        <div className="flex justify-between gap-4 text-sm text-neutral-700">
          <dt>{`${t('total')} ${withTax ? t('withoutVat') : t('withVat')}`}</dt>
          <dd>{pick(cart.total_price, cart.taxed_total_price)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-sm text-neutral-700">
          <dt>{t('vat')}</dt>
          <dd>{cart.tax_amount.formatted}</dd>
        </div>
      </dl>
    </section>
  );
}
