import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isOrderId } from '@/lib/customer/order-id';
import type { AfterSaleKind } from '@/lib/returns/after-sale-api';
import { ReturnSlip } from './return-slip';
import { localeOf, ReturnsPageFrame, returnsPageMetadata } from './returns-page';

interface Props {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The printable slip of a return or complaint; the "received" mail links here with a signature
 * (`?expires&signature`), the customer area and the guest page without one.
 */
export function slipPage(kind: AfterSaleKind) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale, id } = await params;
      return returnsPageMetadata(locale, 'slipTitle', id);
    },
    async Page({ params, searchParams }: Props) {
      const { locale: requested, id } = await params;
      if (!isOrderId(id)) notFound();
      const locale = localeOf(requested);
      const query = await searchParams;
      const t = await getTranslations({ locale, namespace: 'returns' });
      return (
        <ReturnsPageFrame locale={locale} title={t('slipTitle', { number: id })}>
          <ReturnSlip
            kind={kind}
            id={Number(id)}
            signed={{ expires: first(query.expires), signature: first(query.signature) }}
          />
        </ReturnsPageFrame>
      );
    },
  };
}
