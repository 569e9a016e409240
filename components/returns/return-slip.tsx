'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { AfterSaleSlip } from '@contract/entities/after-sale';
import type { Locale } from '@contract/locales';
import { secondaryButton } from '@/components/customer/query-status';
import { formatCustomerDate } from '@/lib/customer/customer-format';
import { useCustomerApi } from '@/lib/customer/use-customer-api';
import { getSlip, type AfterSaleKind } from '@/lib/returns/after-sale-api';
import { readGuestToken } from '@/lib/returns/guest-token';

/**
 * The printable slip of a sent return or complaint. A mail's link carries a signature
 * (`?expires&signature`); otherwise the signed-in customer's bearer or this tab's guest token opens it.
 */
export function ReturnSlip({
  kind,
  id,
  signed,
}: {
  kind: AfterSaleKind;
  id: number;
  signed: { expires?: string; signature?: string };
}) {
  const t = useTranslations('returns.slip');
  const api = useCustomerApi();
  const slip = useQuery({
    queryKey: ['after-sale', 'slip', kind, id, signed.signature],
    queryFn: ({ signal }) => {
      const guest = readGuestToken();
      return getSlip(api, guest ? { guestToken: guest.token } : null, kind, id, signed, signal);
    },
    retry: false,
  });
  if (slip.isError)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
        {t('unavailable')}
      </p>
    );
  if (!slip.data) return <p aria-busy="true">…</p>;
  return <SlipSheet slip={slip.data} />;
}

export function SlipSheet({ slip }: { slip: AfterSaleSlip }) {
  const t = useTranslations('returns.slip');
  const locale = useLocale() as Locale;
  const sender = slip.sender;
  return (
    <article className="flex flex-col gap-4" data-testid="return-slip">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t('document')}</dt>
        <dd data-testid="slip-document-number">{slip.document_number}</dd>
        <dt className="font-medium">{t('order')}</dt>
        <dd>{slip.order_code}</dd>
        <dt className="font-medium">{t('date')}</dt>
        <dd>{formatCustomerDate(slip.submitted_at, locale)}</dd>
        {slip.shipping_method_name && (
          <>
            <dt className="font-medium">{t('method')}</dt>
            <dd>{slip.shipping_method_name}</dd>
          </>
        )}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="slip-send-to">
          <h2 id="slip-send-to" className="font-semibold">
            {t('sendTo')}
          </h2>
          <address className="not-italic">
            {slip.return_to.name}
            <br />
            {slip.return_to.street}
            <br />
            {slip.return_to.post_code} {slip.return_to.city}
            <br />
            {slip.return_to.country}
          </address>
        </section>
        <section aria-labelledby="slip-sender">
          <h2 id="slip-sender" className="font-semibold">
            {t('sender')}
          </h2>
          <address className="not-italic">
            {sender && (
              <>
                {sender.first_name} {sender.last_name}
                <br />
                {sender.street}
                <br />
                {sender.post_code} {sender.city}
                <br />
              </>
            )}
            {slip.email}
          </address>
        </section>
      </div>
      <table className="w-full border-collapse text-left">
        <caption className="mb-2 text-left font-semibold">{t('items')}</caption>
        <thead>
          <tr className="border-b border-neutral-400">
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('sku')}</th>
            <th scope="col" className="text-right">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.items.map((item, index) => (
            <tr key={index} className="border-b border-neutral-200">
              <td>{item.name}</td>
              <td>{item.sku ?? ''}</td>
              <td className="text-right">{item.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('instructions')}</p>
      <p className="print:hidden">
        <button type="button" className={secondaryButton} onClick={() => window.print()}>
          {t('print')}
        </button>
      </p>
    </article>
  );
}
