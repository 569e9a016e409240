import { getLocale, getTranslations } from 'next-intl/server';
import { categoryTrail } from '@/lib/catalogue/category-trail';
import type { Locale } from '@contract/locales';
import { getCategoryTree } from '@/lib/data/catalogue';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

/** Home, then every category from the root down to `categoryId`, then the current page when it is not that category. */
export async function CategoryBreadcrumbs({ categoryId, current }: { categoryId: number | null; current?: string }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('common');
  const tree = await getCategoryTree(locale).catch(() => []);
  const trail = categoryId === null ? [] : categoryTrail(tree, categoryId);
  const items: Crumb[] = [
    { label: t('home'), href: `/${locale}` },
    ...trail.map((c) => ({ label: c.name, href: catalogueHref(locale, c._embedded?.urls, c.slug) })),
  ];
  if (current) items.push({ label: current });
  return <Breadcrumbs items={items} />;
}
