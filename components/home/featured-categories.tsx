import { pictureSizes } from '@/lib/images/picture-sizes';
import { ApiImage } from '@/components/images/api-image';
import { getTranslations } from 'next-intl/server';
import type { Category } from '@contract/entities/category';
import type { Locale } from '@contract/locales';
import { publicApiBaseUrl } from '@/lib/api/api-url';
import { catalogueHref } from '@/lib/routing/catalogue-href';

/** Category pictures are drawn square. */
const pictureSize = 1000;

/** The shop's top-level categories as picture tiles, the category's colour under its name. */
export async function FeaturedCategories({ categories, locale }: { categories: Category[]; locale: Locale }) {
  const t = await getTranslations('home');
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories" className="mb-4 text-xl font-semibold">
        {t('categories')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={catalogueHref(locale, category._embedded?.urls, category.slug)}
              className="group block overflow-hidden rounded-xl border border-neutral-200 hover:border-brand-600"
            >
              {category.image_id !== null ? (
                <ApiImage
                  src={`${publicApiBaseUrl()}/images/${category.image_id}.webp`}
                  sizes={pictureSizes.categoryTile}
                  alt=""
                  width={pictureSize}
                  height={pictureSize}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-neutral-100 object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
                />
              ) : (
                <span aria-hidden="true" className="block aspect-[4/3] w-full bg-brand-50" />
              )}
              <span
                className="block border-t-4 px-3 py-2.5 text-center font-medium group-hover:text-brand-700"
                style={{ borderTopColor: category.color ?? 'transparent' }}
              >
                {category.name}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
