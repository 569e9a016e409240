import { getLocale, getTranslations } from 'next-intl/server';
import type { ProductPackageItem } from '@contract/entities/product-extras';
import type { Locale } from '@contract/locales';
import { ProductLineItem } from './product-line-item';

/** What a package product (product_type 1–3) holds, each item with its count. */
export async function PackageItems({ items }: { items: ProductPackageItem[] }) {
  if (items.length === 0) return null;
  const t = await getTranslations('product');
  const locale = (await getLocale()) as Locale;
  return (
    <section aria-labelledby="package-heading" className="mt-12">
      <h2 id="package-heading" className="text-xl font-semibold">
        {t('packageItems')}
      </h2>
      <ul data-testid="package-items" className="mt-4 flex flex-col gap-3">
        {items.map((item) => (
          <ProductLineItem
            key={item.id}
            product={item._embedded.product}
            locale={locale}
            before={
              <span className="w-10 text-right font-semibold tabular-nums">
                {t('packageCount', { count: item.count })}
              </span>
            }
          />
        ))}
      </ul>
    </section>
  );
}
