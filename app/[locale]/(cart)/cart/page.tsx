import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartDetailIsland } from '@/components/cart/cart-detail-island';
import { routing } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[locale]/cart'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    namespace: 'cart',
  });
  return { title: t('detail'), robots: { index: false } };
}

/** The cart (detail phase). The page itself is the same for everyone; the cart is a client island. */
export default async function CartPage({ params }: PageProps<'/[locale]/cart'>) {
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const t = await getTranslations('cart');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('detail')}</h1>
      <CartDetailIsland />
    </div>
  );
}
