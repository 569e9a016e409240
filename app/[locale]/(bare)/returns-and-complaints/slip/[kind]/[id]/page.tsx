import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ReturnSlip } from '@/components/returns/return-slip';
import { localeOf, ReturnsPageFrame, returnsPageMetadata } from '@/components/returns/returns-page';
import { isOrderId } from '@/lib/customer/order-id';

type Props = PageProps<'/[locale]/returns-and-complaints/slip/[kind]/[id]'>;

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  return returnsPageMetadata(locale, 'slipTitle', id);
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The printable slip of a return or complaint (a mail links here with a signature). */
export default async function SlipPage({ params, searchParams }: Props) {
  const { locale: requested, kind, id } = await params;
  if ((kind !== 'refund' && kind !== 'complaint') || !isOrderId(id)) notFound();
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
}
