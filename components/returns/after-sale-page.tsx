import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { customerCrumbs, CustomerPageFrame } from '@/components/customer/customer-page';
import { isOrderId } from '@/lib/customer/order-id';
import { getPathname } from '@/lib/i18n/localized-path';
import { routing } from '@/lib/i18n/routing';
import { CustomerComplaint, CustomerRefund } from './customer-after-sale';

type Kind = 'refund' | 'complaint';
interface Props {
  params: Promise<{ id: string; locale: string }>;
}

const titleKey = { refund: 'returnTitle', complaint: 'complaintTitle' } as const;

/** Metadata and page of one return or complaint in the customer area (its id in the path). */
export function afterSalePage(kind: Kind) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { id } = await params;
      const t = await getTranslations('returns');
      return { title: t(titleKey[kind], { number: id }), robots: { index: false } };
    },
    async Page({ params }: Props) {
      const { id, locale: requested } = await params;
      // Ids are whole numbers from 1, like order ids.
      if (!isOrderId(id)) notFound();
      const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
      setRequestLocale(locale);
      const t = await getTranslations({ locale, namespace: 'returns' });
      const customer = await getTranslations({ locale, namespace: 'customer' });
      const title = t(titleKey[kind], { number: id });
      const parents = [
        {
          label: customer('returnsAndComplaints'),
          href: getPathname({ locale, href: '/customer/returns-and-complaints' }),
        },
      ];
      return (
        <CustomerPageFrame crumbs={await customerCrumbs(locale, title, { parents })} title={title}>
          {kind === 'refund' ? <CustomerRefund id={Number(id)} /> : <CustomerComplaint id={Number(id)} />}
        </CustomerPageFrame>
      );
    },
  };
}
