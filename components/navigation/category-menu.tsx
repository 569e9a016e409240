import { getTranslations } from 'next-intl/server';
import { SectionUnavailable } from '@/components/errors/section-unavailable';
import type { Locale } from '@contract/locales';
import { getCategoryTree } from '@/lib/data/categories';
import { secondaryRead } from '@/lib/data/secondary-read';
import { catalogueHref } from '@/lib/routing/catalogue-href';

/**
 * The root categories as crawlable links, from the shop API's category tree. The menu is not
 * what a page is about: when the tree cannot be read, a note stands in its place and the page
 * still renders.
 */
export async function CategoryMenu({ locale }: { locale: Locale }) {
  const t = await getTranslations();
  const tree = await secondaryRead({ resource: 'categories/tree', section: 'header menu' }, () =>
    getCategoryTree(locale),
  );
  if (!tree.ok) {
    return (
      <div className="border-t border-neutral-100">
        <SectionUnavailable message={t('unavailable.categoryMenu')} className="mx-auto max-w-6xl px-4 py-2" />
      </div>
    );
  }
  if (tree.data.length === 0) return null;
  return (
    <nav aria-label={t('common.mainNavigation')} className="border-t border-neutral-100">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-1 px-4 py-2 text-sm font-medium">
        {tree.data.map((category) => (
          <li key={category.id}>
            <a
              href={catalogueHref(locale, category._embedded?.urls, category.slug)}
              className="text-neutral-700 hover:text-brand-700"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
