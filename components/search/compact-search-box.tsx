import { getLocale, getTranslations } from 'next-intl/server';
import { routeTableLanguages, type Locale } from '@/lib/contract/locales';
import { getShopInfo } from '@/lib/data/shop-info';

/**
 * A search form that sends the shopper to the search page of the shop's route table, under its
 * localized path and localized query-parameter name. Without the route table (API down) it is left out.
 */
export async function CompactSearchBox({ defaultValue }: { defaultValue?: string }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('search');
  const route = await getShopInfo(locale)
    .then((info) => info.routes.search)
    .catch(() => undefined);
  const language = routeTableLanguages[locale];
  const slug = route?.slug[language];
  const param = route?.queries.query?.[language];
  if (!slug || !param) return null;
  return (
    <form role="search" action={`/${locale}/${slug}`} method="get" className="flex w-full max-w-sm gap-2">
      <label className="sr-only" htmlFor="compact-search">
        {t('label')}
      </label>
      <input
        id="compact-search"
        name={param}
        type="search"
        defaultValue={defaultValue}
        placeholder={t('placeholder')}
        className="min-w-0 flex-1 rounded-md border border-neutral-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
        {t('submit')}
      </button>
    </form>
  );
}
