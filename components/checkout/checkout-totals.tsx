import { useTranslations } from 'next-intl';
import type { Cart } from '@contract/entities/cart';

/**
 * The cart's totals in the checkout: items, vouchers, the chosen shipping and payment methods'
 * prices, and the total to pay. Prices with tax: this is what the shopper pays.
 */
export function CheckoutTotals({ cart }: { cart: Cart }) {
  const t = useTranslations('checkout.totals');
  const methodPrice = (chosen: boolean, price: Cart['taxed_shipping_price']) =>
    !chosen ? t('notChosen') : price.value === 0 ? t('free') : price.formatted;
  const rows: [string, string, string][] = [
    ['items', t('items'), cart.taxed_items_price.formatted],
    ...(cart.discounted_taxed_amount.value > 0
      ? [['discounts', t('discounts'), `−${cart.discounted_taxed_amount.formatted}`] as [string, string, string]]
      : []),
    ['shipping', t('shipping'), methodPrice(cart.shipping_method !== null, cart.taxed_shipping_price)],
    ['payment', t('payment'), methodPrice(cart.payment_method !== null, cart.taxed_payment_price)],
  ];
  return (
    <section aria-labelledby="checkout-totals-title" className="rounded-lg border border-neutral-200 p-4">
      <h2 id="checkout-totals-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents" data-testid={`totals-${key}`}>
            <dt className="text-neutral-700">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
        <div className="contents text-base" data-testid="totals-total">
          <dt className="border-t border-neutral-200 pt-2 font-semibold">{t('total')}</dt>
          <dd className="border-t border-neutral-200 pt-2 text-right font-bold">{cart.taxed_total_price.formatted}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-neutral-600">{t('taxNote')}</p>
    </section>
  );
}
