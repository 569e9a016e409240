import { getTranslations } from 'next-intl/server';
import { SectionUnavailable } from '@/components/errors/section-unavailable';
import type { Locale } from '@contract/locales';
import { getCategoryTree } from '@/lib/data/categories';
import { secondaryRead } from '@/lib/data/secondary-read';
import { catalogueHref } from '@/lib/routing/catalogue-href';

/**
 * The root categories as crawlable links, from the shop API's category tree. The menu is not
 * what a page is about: when the tree cannot be read, a note stands in its place and the page
 * still renders. `bar` is the desktop header's row, `list` the phone menu drawer's column.
 */
export async function CategoryMenu({ locale, layout = 'bar' }: { locale: Locale; layout?: 'bar' | 'list' }) {
  const t = await getTranslations();
  const tree = await secondaryRead({ resource: 'categories/tree', section: 'header menu' }, () =>
    getCategoryTree(locale),
  );
  const list = layout === 'list';
  if (!tree.ok) {
    return (
      <div className={list ? '' : 'border-t border-neutral-100'}>
        <SectionUnavailable message={t('unavailable.categoryMenu')} className="mx-auto max-w-6xl px-4 py-2" />
      </div>
    );
  }
  if (tree.data.length === 0) return null;
  return (
    <nav aria-label={t('common.mainNavigation')} className={list ? '' : 'border-t border-neutral-100'}>
      <ul
        className={
          list
            ? 'flex flex-col text-base font-medium'
            : 'mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-1 px-4 py-2 text-sm font-medium'
        }
      >
        {tree.data.map((category) => (
          <li key={category.id}>
            <a
              href={catalogueHref(locale, category._embedded?.urls, category.slug)}
              className={
                list
                  ? 'flex min-h-11 items-center border-b border-neutral-100 text-neutral-800 hover:text-brand-700'
                  : 'inline-flex min-h-6 items-center text-neutral-700 hover:text-brand-700'
              }
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
