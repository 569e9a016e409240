import type { CatalogueContext } from '@/lib/api/catalogue-api';
import { getLocale, getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/catalogue/product-grid';
import type { PageOfKind } from '@/lib/contract/page';
import type { Locale } from '@/lib/contract/locales';
import { catalogueHref } from '@/lib/routing/catalogue-href';

/** The home page: a welcome, the root categories, popular products and the latest articles. */
export async function HomeView({ context, model }: { context: CatalogueContext; model: PageOfKind<'homepage'>['model'] }) {
  const t = await getTranslations('home');
  const locale = (await getLocale()) as Locale;
  return (
    <>
      <section className="rounded-2xl bg-brand-50 px-6 py-10">
        <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-neutral-700">{t('lead')}</p>
      </section>
      {model.categories.length > 0 && (
        <section className="mt-10" aria-labelledby="home-categories">
          <h2 id="home-categories" className="mb-4 text-xl font-semibold">
            {t('categories')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-5">
            {model.categories.map((category) => (
              <li key={category.id}>
                <a
                  href={catalogueHref(locale, category._embedded?.urls, category.slug)}
                  className="block rounded-lg border border-neutral-200 px-4 py-6 text-center font-medium hover:border-brand-600"
                  style={category.color ? { borderTop: `4px solid ${category.color}` } : undefined}
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-10">
        <ProductGrid products={model.featured_products} heading={t('featuredProducts')} tax={context.tax} />
      </div>
      {model.articles.length > 0 && (
        <section className="mt-10" aria-labelledby="home-articles">
          <h2 id="home-articles" className="mb-4 text-xl font-semibold">
            {t('articles')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {model.articles.map((article) => (
              <li key={article.id} className="rounded-lg border border-neutral-200 p-4">
                <h3 className="font-medium">
                  <a href={catalogueHref(locale, article._embedded?.urls, article.slug)} className="hover:text-brand-700">
                    {article.name}
                  </a>
                </h3>
                {article.perex && <p className="mt-2 line-clamp-3 text-sm text-neutral-700">{article.perex}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
