import { getTranslations } from 'next-intl/server';
import type { Locale } from '@contract/locales';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import type { SearchSuggestions } from '@contract/search/search-suggestions';

const sections = ['categories', 'brands', 'articles'] as const;

/** The categories, brands and articles that match, as link lists; sections without matches are left out. */
export async function SearchSectionList({ locale, result }: { locale: Locale; result: SearchSuggestions }) {
  const t = await getTranslations('search');
  const shown = sections.filter((section) => result[section].items.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-6 sm:grid-cols-3">
      {shown.map((section) => (
        <section key={section} aria-labelledby={`search-${section}-heading`}>
          <h2 id={`search-${section}-heading`} className="mb-2 text-lg font-semibold">
            {t(section)} <span className="text-sm font-normal text-neutral-600">({result[section].total})</span>
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {result[section].items.map((item) => (
              <li key={item.id}>
                <a
                  href={catalogueHref(locale, item._embedded?.urls, item.slug)}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
