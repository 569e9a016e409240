'use client';

import { useTranslations } from 'next-intl';
import type { Order } from '@contract/entities/order';

/**
 * The order's tracking numbers (links to the carrier when it has a tracking page) and its invoices,
 * each a plain link to the API's printable page that opens in a new tab (docs/customer-area.md).
 */
export function OrderDocuments({ order }: { order: Order }) {
  const t = useTranslations('customerArea.orderDetail');
  const { shipments, invoices } = order;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <section aria-labelledby="tracking-heading">
        <h2 id="tracking-heading" className="text-lg font-semibold">
          {t('tracking')}
        </h2>
        {shipments.length ? (
          <ul className="mt-2 flex flex-col gap-1" data-testid="tracking-numbers">
            {shipments.map((shipment) => (
              <li key={shipment.id}>
                <span className="text-neutral-700">{shipment.carrier}: </span>
                {shipment.tracking_url ? (
                  <a href={shipment.tracking_url} rel="noopener noreferrer" className="text-brand-700 underline">
                    {shipment.tracking_number}
                  </a>
                ) : (
                  shipment.tracking_number
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-neutral-700">{t('noTracking')}</p>
        )}
      </section>
      <section aria-labelledby="invoices-heading">
        <h2 id="invoices-heading" className="text-lg font-semibold">
          {t('invoices')}
        </h2>
        {invoices.length ? (
          <ul className="mt-2 flex flex-col gap-1" data-testid="invoices">
            {invoices.map((invoice) => (
              <li key={invoice.id}>
                {invoice.download_url ? (
                  // A signed link of the shop API (15 minutes): the invoice opens without the bearer.
                  <a
                    href={invoice.download_url}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex min-h-11 items-center text-brand-700 underline"
                  >
                    {t('invoice', { number: invoice.name })}
                    <span className="sr-only"> ({t('opensInNewTab')})</span>
                  </a>
                ) : (
                  t('invoice', { number: invoice.name })
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-neutral-700">{t('noInvoices')}</p>
        )}
      </section>
    </div>
  );
}
