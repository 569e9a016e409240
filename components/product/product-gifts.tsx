import { getLocale, getTranslations } from 'next-intl/server';
import { productRelationTypes, type ProductRelation } from '@contract/entities/product-extras';
import type { Locale } from '@contract/locales';
import { ProductLineItem } from './product-line-item';

/** The gifts that come with the product (relation type 4). */
export async function ProductGifts({ relations }: { relations: ProductRelation[] }) {
  const gifts = relations.filter((r) => r.relation_type === productRelationTypes.gift);
  if (gifts.length === 0) return null;
  const t = await getTranslations('product');
  const locale = (await getLocale()) as Locale;
  return (
    <section aria-labelledby="gifts-heading" className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h2 id="gifts-heading" className="font-semibold">
        {t('gifts')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {gifts.map((gift) => (
          <ProductLineItem
            key={gift.related_product_id}
            product={gift._embedded.product}
            locale={locale}
            after={
              <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t('giftFree')}</span>
            }
          />
        ))}
      </ul>
    </section>
  );
}
