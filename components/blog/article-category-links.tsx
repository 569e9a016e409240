import type { ArticleCategory } from '@/lib/contract/entities/article';
import type { Locale } from '@/lib/contract/locales';
import { catalogueHref } from '@/lib/routing/catalogue-href';

/** Article categories as a row of links; `currentId` marks the one the shopper is on. */
export function ArticleCategoryLinks({ categories, locale, label, currentId }: { categories: ArticleCategory[]; locale: Locale; label: string; currentId?: number }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={catalogueHref(locale, category._embedded?.urls, category.slug)}
              aria-current={category.id === currentId ? 'page' : undefined}
              className="block rounded-full border border-neutral-300 px-4 py-1.5 text-sm hover:border-brand-600 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
