import { getLocale, getTranslations } from 'next-intl/server';
import { SectionUnavailable } from '@/components/errors/section-unavailable';
import { categoryTrail } from '@/lib/catalogue/category-trail';
import type { Locale } from '@contract/locales';
import { getCategoryTree } from '@/lib/data/categories';
import { secondaryRead } from '@/lib/data/secondary-read';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

/**
 * The shop's name (not "Home": a category may be called so), then every category from the root
 * down to `categoryId`, then the current page when it is not that category. Without the category
 * tree the trail is the shop's name and the current page, with a note saying the categories are
 * missing.
 */
export async function CategoryBreadcrumbs({ categoryId, current }: { categoryId: number | null; current?: string }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations();
  const tree =
    categoryId === null
      ? null
      : await secondaryRead({ resource: 'categories/tree', section: 'breadcrumbs' }, () => getCategoryTree(locale));
  const trail = tree?.ok && categoryId !== null ? categoryTrail(tree.data, categoryId) : [];
  const items: Crumb[] = [
    { label: t('common.shopName'), href: `/${locale}` },
    ...trail.map((c) => ({ label: c.name, href: catalogueHref(locale, c._embedded?.urls, c.slug) })),
  ];
  if (current) items.push({ label: current });
  return (
    <>
      <Breadcrumbs items={items} />
      {tree?.ok === false && <SectionUnavailable message={t('unavailable.categoryTrail')} className="-mt-2 mb-4" />}
    </>
  );
}
