import { getLocale, getTranslations } from 'next-intl/server';
import { ProductListing } from '@/components/catalogue/product-listing';
import { RichText } from '@/components/content/rich-text';
import { Breadcrumbs } from '@/components/navigation/breadcrumbs';
import type { Brand } from '@/lib/contract/entities/brand';
import type { Locale } from '@/lib/contract/locales';
import { catalogueHref } from '@/lib/routing/catalogue-href';

export async function BrandDetail({ brand, pageParam }: { brand: Brand; pageParam: string | string[] | undefined }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations();
  return (
    <>
      <Breadcrumbs items={[{ label: t('common.home'), href: `/${locale}` }, { label: brand.name }]} />
      <h1 className="text-3xl font-bold">{brand.meta_h1_title ?? brand.name}</h1>
      <RichText html={brand.description} className="mt-3 max-w-3xl text-neutral-700" />
      <div className="mt-8">
        <ProductListing
          filters={[['brand_id', 'eq', brand.id]]}
          basePath={catalogueHref(locale, brand._embedded?.urls, brand.slug)}
          pageParam={pageParam}
          heading={t('catalogue.brandProducts', { brand: brand.name })}
        />
      </div>
    </>
  );
}
