import { useTranslations } from 'next-intl';
import { isOrderPaid, type Order, type OrderAddress } from '@contract/entities/order';
import { lineName } from '@contract/codes/line-name';
import { shippingWaiver } from '@/lib/cart/shipping-waiver';

/**
 * An order's address; a company's shows its name, IČO, DIČ and (registered) address, as its
 * invoice and confirmation mail do.
 */
function AddressLines({ address }: { address: OrderAddress }) {
  const t = useTranslations('checkout.summary');
  const company = address.is_company;
  const lines = [
    company ? address.company_name : null,
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.street,
    [address.post_code, address.city].filter(Boolean).join(' '),
    company && address.company_identification_number
      ? `${t('companyId')}: ${address.company_identification_number}`
      : null,
    company && address.company_vat_number ? `${t('vatId')}: ${address.company_vat_number}` : null,
    [address.dial_code, address.phone].filter(Boolean).join(' '),
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * What was ordered: the items, shipping and payment with their prices, the vouchers, what loyalty
 * credits paid, the total to pay and the addresses.
 */
export function OrderRecap({ order }: { order: Order }) {
  const t = useTranslations('checkout.summary');
  const price = (money: { value: number; formatted: string }) => (money.value === 0 ? t('free') : money.formatted);
  const billing = order.addresses.find((address) => address.type === 'billing');
  const shipping = order.addresses.find((address) => address.type === 'shipping');
  const waiver = shippingWaiver(order.discounts);
  return (
    <section aria-labelledby="order-recap-title" className="rounded-lg border border-neutral-200 p-4">
      <h2 id="order-recap-title" className="text-lg font-semibold">
        {t('recapTitle')}
      </h2>
      <ul className="mt-3 divide-y divide-neutral-200 text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-2">
            <span>
              {item.amount}× {lineName(item.name, item.variation_name)}
            </span>
            <span className="font-medium whitespace-nowrap">{price(item.taxed_total_price)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-4 py-2">
          <span>
            {order.shipping.name}
            {order.shipping.shipping_option_name && (
              <span className="block text-neutral-600">{order.shipping.shipping_option_name}</span>
            )}
          </span>
          <span className="font-medium whitespace-nowrap">
            {price(waiver?.taxedAmount ?? order.shipping.taxed_price)}
          </span>
        </li>
        {waiver && (
          <li className="flex justify-between gap-4 py-2" data-testid="order-shipping-waiver">
            <span>{waiver.label}</span>
            <span className="font-medium whitespace-nowrap">−{waiver.taxedAmount.formatted}</span>
          </li>
        )}
        <li className="flex justify-between gap-4 py-2">
          <span>{order.payment.name}</span>
          <span className="font-medium whitespace-nowrap">{price(order.payment.taxed_price)}</span>
        </li>
        {order.discounted_taxed_amount.value > 0 && (
          <li className="flex justify-between gap-4 py-2">
            <span>{t('discounts')}</span>
            <span className="font-medium whitespace-nowrap">−{order.discounted_taxed_amount.formatted}</span>
          </li>
        )}
        {order.credits_amount.value > 0 && (
          <li className="flex justify-between gap-4 py-2" data-testid="order-credits">
            <span>{t('credits')}</span>
            <span className="font-medium whitespace-nowrap">−{order.credits_amount.formatted}</span>
          </li>
        )}
        <li className="flex justify-between gap-4 py-2 text-base font-bold">
          <span>{isOrderPaid(order) ? t('totalPaid') : t('total')}</span>
          <span className="whitespace-nowrap">{order.taxed_total_price.formatted}</span>
        </li>
      </ul>
      <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        {billing && (
          <div>
            <h3 className="font-semibold">{t('billingAddress')}</h3>
            <AddressLines address={billing} />
          </div>
        )}
        {shipping && (
          <div>
            <h3 className="font-semibold">{t('shippingAddress')}</h3>
            <AddressLines address={shipping} />
          </div>
        )}
      </div>
    </section>
  );
}
