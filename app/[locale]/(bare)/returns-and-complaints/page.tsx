import { getTranslations } from 'next-intl/server';
import { GuestAfterSale } from '@/components/returns/guest-after-sale';
import { localeOf, ReturnsPageFrame, returnsPageMetadata } from '@/components/returns/returns-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/returns-and-complaints'>) {
  return returnsPageMetadata((await params).locale, 'guestTitle');
}

/** A guest starts a return or complaint with the order number and e-mail. */
export default async function GuestReturnsPage({ params }: PageProps<'/[locale]/returns-and-complaints'>) {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'returns' });
  return (
    <ReturnsPageFrame locale={locale} title={t('guestTitle')}>
      <GuestAfterSale />
    </ReturnsPageFrame>
  );
}
