import { getTranslations } from 'next-intl/server';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { ProductListing } from '@/components/catalogue/product-listing';
import { RichText } from '@/components/content/rich-text';
import { Breadcrumbs } from '@/components/navigation/breadcrumbs';
import type { Brand } from '@/lib/contract/entities/brand';
import { catalogueHref } from '@/lib/routing/catalogue-href';

export async function BrandDetail({ context, brand, pageParam }: { context: CatalogueContext; brand: Brand; pageParam: string | string[] | undefined }) {
  const { locale } = context;
  const t = await getTranslations();
  return (
    <>
      <Breadcrumbs items={[{ label: t('common.home'), href: `/${locale}` }, { label: brand.name }]} />
      <h1 className="text-3xl font-bold">{brand.meta_h1_title ?? brand.name}</h1>
      <RichText html={brand.description} className="mt-3 max-w-3xl text-neutral-700" />
      <div className="mt-8">
        <ProductListing
          context={context}
          filters={[['brand_id', 'eq', brand.id]]}
          basePath={catalogueHref(locale, brand._embedded?.urls, brand.slug)}
          pageParam={pageParam}
          heading={t('catalogue.brandProducts', { brand: brand.name })}
        />
      </div>
    </>
  );
}
