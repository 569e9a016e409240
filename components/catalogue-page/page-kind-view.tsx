import { BrandDetail } from '@/components/brand/brand-detail';
import { CategoryDetail } from '@/components/category/category-detail';
import { ArticleCategoryView } from '@/components/articles/article-category-view';
import { BlogListView } from '@/components/articles/blog-list-view';
import { ArticleView } from '@/components/articles/article-view';
import { StaticPageView } from '@/components/static-pages/static-page-view';
import { HomeView } from '@/components/home/home-view';
import { ProductDetail } from '@/components/product/product-detail';
import { SearchResults } from '@/components/search/search-results';
import type { CatalogueContext } from '@/lib/api/catalogue-api';
import type { RenderedPage } from '@/lib/routing/page-dispatch';
import { listingParamNames } from '@contract/listing/listing-params';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Renders a resolved catalogue page by its kind. Each view here is its kind's entry point and the
 * one place besides the route that may call `notFound()` (a bad `?page=`, a listing the API does
 * not know); the data modules they call answer null instead.
 */
export function PageKindView({
  context,
  page,
  searchParams,
}: {
  context: CatalogueContext;
  page: RenderedPage;
  searchParams: SearchParams;
}) {
  // Every listing pages with the language's parameter name (`strana`, `page`).
  const pageName = listingParamNames[context.locale].page;
  switch (page.kind) {
    case 'homepage':
      return <HomeView context={context} model={page.model} />;
    case 'category':
      return <CategoryDetail context={context} category={page.model} searchParams={searchParams} />;
    case 'brand':
      return <BrandDetail context={context} brand={page.model} searchParams={searchParams} />;
    case 'product':
      return <ProductDetail context={context} product={page.model} />;
    case 'static-page':
      return <StaticPageView page={page.model} />;
    case 'article':
      return <ArticleView context={context} article={page.model} />;
    case 'article-category':
      return <ArticleCategoryView context={context} page={page} pageParam={searchParams[pageName]} />;
    case 'blog-list':
      return <BlogListView context={context} page={page} pageParam={searchParams[pageName]} />;
    case 'search':
      return <SearchResults context={context} urls={page.urls} searchParams={searchParams} />;
  }
}
