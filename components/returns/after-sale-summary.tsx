'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Complaint } from '@contract/entities/complaint';
import type { Refund } from '@contract/entities/refund';
import type { Locale } from '@contract/locales';
import { formatCustomerDate } from '@/lib/customer/customer-format';
import { Link } from '@/lib/i18n/navigation';
import { AfterSaleStateBadge } from './after-sale-state-badge';

const slipRoute = {
  refund: '/returns-and-complaints/return-slip/[id]',
  complaint: '/returns-and-complaints/complaint-slip/[id]',
} as const;

/** Where the courier collects a return, when one does (`has_shipping_address`). */
function PickupAddress({ refund }: { refund: Refund }) {
  const t = useTranslations('returns.detail');
  const address = refund.addresses.find((entry) => entry.type === 'shipping');
  if (!refund.has_shipping_address || !address?.street) return null;
  return (
    <section aria-labelledby="after-sale-pickup-address">
      <h2 id="after-sale-pickup-address" className="text-lg font-semibold">
        {t('pickupAddress')}
      </h2>
      <address className="mt-2 not-italic" data-testid="pickup-address">
        {address.first_name} {address.last_name}
        <br />
        {address.street}
        <br />
        {address.post_code} {address.city}
        {address.phone && (
          <>
            <br />
            {address.dial_code} {address.phone}
          </>
        )}
      </address>
    </section>
  );
}

/** A sent return or complaint as it stands: state, dates, items, the money and the slip. */
export function AfterSaleSummary(props: { kind: 'refund'; item: Refund } | { kind: 'complaint'; item: Complaint }) {
  const t = useTranslations('returns.detail');
  const locale = useLocale() as Locale;
  const { item } = props;
  const lines = props.kind === 'refund' ? props.item.items.filter((line) => line.amount > 0) : props.item.items;
  return (
    <div className="flex flex-col gap-4" data-testid="after-sale-summary">
      <p className="flex flex-wrap items-center gap-3">
        <AfterSaleStateBadge state={item.state} />
        <span>{t('order', { code: item.order_code })}</span>
        {item.submitted_at && <span>{t('sent', { date: formatCustomerDate(item.submitted_at, locale) })}</span>}
      </p>
      <section aria-labelledby="after-sale-items">
        <h2 id="after-sale-items" className="text-lg font-semibold">
          {t('items')}
        </h2>
        <ul className="mt-2 flex flex-col gap-1">
          {lines.map((line) => (
            <li key={line.id}>{t('itemLine', { amount: line.amount, name: line.name })}</li>
          ))}
        </ul>
      </section>
      {props.kind === 'refund' && <PickupAddress refund={props.item} />}
      {props.kind === 'refund' ? (
        <>
          <p>
            {t('total')}: <strong>{props.item.taxed_total_price.formatted}</strong>
          </p>
          {props.item.credits_refund.value > 0 && (
            <p data-testid="credits-back">
              {t('creditsBack', {
                amount: props.item.credit_amounts.reduce((sum, kind) => sum + kind.amount, 0),
                value: props.item.credits_refund.formatted,
              })}
            </p>
          )}
        </>
      ) : (
        <>
          <p>
            {t('value')}: <strong>{props.item.taxed_price.formatted}</strong>
          </p>
          {props.item.resolve_by && (
            <p>{t('resolveBy', { date: formatCustomerDate(props.item.resolve_by, locale) })}</p>
          )}
        </>
      )}
      {item.state !== 'draft' && item.state !== 'cancelled' && (
        <p>
          <Link
            href={{ pathname: slipRoute[props.kind], params: { id: String(item.id) } }}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
            data-testid="slip-link"
          >
            {t('slip')}
          </Link>
        </p>
      )}
    </div>
  );
}
