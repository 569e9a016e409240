import { getTranslations } from 'next-intl/server';
import { ArticleCard } from '@/components/articles/article-card';
import { blogHref } from '@/components/articles/blog-path';
import { homeBannerSlots } from '@/components/banners/banner-selection';
import { HeroBanners, PromoBanners } from '@/components/banners/home-banners';
import { ProductCardsSection } from '@/components/catalogue/product-cards-section';
import { HomeJsonLd } from '@/components/seo/home-json-ld';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import type { PageOfKind } from '@contract/page';
import { FeaturedCategories } from './featured-categories';

/**
 * The home page: the shop's heading, hero banners, the root categories, promo tiles, popular
 * products (prices as the shopper chose) and the latest articles. Everything comes with the page
 * lookup's answer, so nothing here waits on a second read.
 */
export async function HomeView({
  context,
  model,
}: {
  context: CatalogueContext;
  model: PageOfKind<'homepage'>['model'];
}) {
  const t = await getTranslations('home');
  const { locale } = context;
  const { hero, promo } = homeBannerSlots(model.banners, new Date());
  // Without the route table the latest articles still show, without the link to all of them (logged).
  const blogLink = await blogHref(locale, 'home articles');
  const blog = blogLink.ok ? blogLink.data : null;
  return (
    <div className="flex flex-col gap-12">
      <HomeJsonLd locale={locale} />
      <div className="flex flex-col gap-6">
        <header>
          <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('title')}</h1>
          <p className="mt-1 max-w-2xl text-neutral-700">{t('lead')}</p>
        </header>
        <HeroBanners banners={hero} />
      </div>
      <FeaturedCategories categories={model.categories} locale={locale} />
      <PromoBanners banners={promo} />
      <ProductCardsSection
        id="home-products"
        heading={t('featuredProducts')}
        products={model.featured_products}
        tax={context.tax}
      />
      {model.articles.length > 0 && (
        <section aria-labelledby="home-articles">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="home-articles" className="text-xl font-semibold">
              {t('articles')}
            </h2>
            {blog && (
              <a href={blog} className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
                {t('allArticles')}
              </a>
            )}
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {model.articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} locale={locale} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
