'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { getInvoiceHtml } from '@/lib/customer/customer-api';
import { useCustomerApi } from '@/lib/customer/use-customer-api';

/**
 * Opens an invoice's printable page in a new tab. The API wants the bearer, which a link cannot
 * send, so the page is fetched and shown from a blob. The tab is opened at the click (before the
 * answer), so pop-up blockers let it through.
 */
export function InvoiceButton({ orderId, invoice }: { orderId: number; invoice: { id: number; number: string } }) {
  const t = useTranslations('customerArea.orderDetail');
  const api = useCustomerApi();
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setFailed(false);
    const tab = window.open('', '_blank');
    try {
      const html = await getInvoiceHtml(api, orderId, invoice.id);
      const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className="min-h-11 text-brand-700 underline" onClick={() => void open()}>
        {t('invoice', { number: invoice.number })}
      </button>
      {failed && (
        <span role="alert" className="ml-2 text-sm text-red-800">
          {t('invoiceFailed')}
        </span>
      )}
    </>
  );
}
