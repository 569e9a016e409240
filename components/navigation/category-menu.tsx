import { getLocale, getTranslations } from 'next-intl/server';
import type { CategoryTreeNode } from '@contract/entities/category';
import type { Locale } from '@contract/locales';
import { catalogueHref } from '@/lib/routing/catalogue-href';

/** Root categories as crawlable links; the tree comes from the shop API. */
export async function CategoryMenu({ categories }: { categories: CategoryTreeNode[] }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('common');
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('mainNavigation')} className="border-t border-neutral-100">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-1 px-4 py-2 text-sm font-medium">
        {categories.map((category) => (
          <li key={category.id}>
            <a href={catalogueHref(locale, category._embedded?.urls, category.slug)} className="text-neutral-700 hover:text-brand-700">
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
