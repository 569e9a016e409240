import { modelTypes, type EmbedRequest, type Page, type ShownPageKind } from '@contract';
import { findArticleById } from '../catalogue/articles/articles.service';
import { articleCategoryPage } from '../catalogue/articles/blog-pages';
import { findBrandById } from '../catalogue/brands/brands.service';
import { findCategoryById } from '../catalogue/categories/categories.service';
import { findProductById } from '../catalogue/products/products.service';
import { toUrls } from '../catalogue/shared/urls.repository';
import { findStaticPageById } from '../content/static-pages.service';
import type { ReadContext } from '../list/read-context';

const embeds = (...names: string[]): EmbedRequest[] => names.map((name) => ({ name }));

type ModelPage = Exclude<Page, { kind: 'redirect' | 'homepage' | 'blog-list' | 'search' }>;
/** `page` is the listing page a listing kind (article category) answers; other kinds ignore it. */
type Loader = (env: ReadContext, id: number, page: number) => Promise<ModelPage | null>;

const productEmbeds = embeds(
  'urls',
  'brand',
  'default_category',
  'category_ids',
  'product_availability',
  'default_image_url',
  'secondary_image_url',
  'images',
  'prices',
  'product_variations',
  'product_variation_properties',
  // What the product page shows beyond the card (components/product): see docs/product-page.md.
  'discounted_price',
  'discounted_taxed_price',
  'discount_percents',
  'discount_valid_to',
  'stock_states',
  'attachments',
  'videos',
  'product_relations',
  'product_package_items',
  'product_reviews',
  'rating',
  'product_review_parameters',
  'product_review_parameter_ratings',
);

/**
 * How each model type of the path index becomes a page: its kind and the model with the embeds
 * the storefront shows on that kind of page, loaded through the same definitions as the REST reads.
 * Every model embeds its `urls`, which are also the page's paths in every language.
 */
export const pageModelLoaders: Record<number, Loader> = {
  [modelTypes.product]: async (env, id) => {
    const model = await findProductById(env, id, productEmbeds);
    return model && { kind: 'product', model_type: modelTypes.product, model, urls: toUrls(model._embedded?.urls) };
  },
  [modelTypes.category]: async (env, id) => {
    const model = await findCategoryById(env, id, embeds('urls', 'children', 'products_count', 'banners'));
    return model && { kind: 'category', model_type: modelTypes.category, model, urls: toUrls(model._embedded?.urls) };
  },
  [modelTypes.brand]: async (env, id) => {
    const model = await findBrandById(env, id, embeds('urls', 'products_count'));
    return model && { kind: 'brand', model_type: modelTypes.brand, model, urls: toUrls(model._embedded?.urls) };
  },
  [modelTypes.article]: async (env, id) => {
    const model = await findArticleById(
      env,
      id,
      embeds('urls', 'user', 'categories', 'product_ids', 'image_url', 'images', 'article_prev', 'article_next'),
    );
    return model && { kind: 'article', model_type: modelTypes.article, model, urls: toUrls(model._embedded?.urls) };
  },
  [modelTypes.articleCategory]: async (env, id, page) => {
    const result = await articleCategoryPage(env, id, page);
    return result?.kind === 'article-category' ? result : null;
  },
  [modelTypes.staticPage]: async (env, id) => {
    const model = await findStaticPageById(env, id);
    return (
      model && { kind: 'static-page', model_type: modelTypes.staticPage, model, urls: toUrls(model._embedded?.urls) }
    );
  },
};

/**
 * Whether a model of the path index is a page today, and of which kind: the same finders as
 * `pageModelLoaders` (so the same visibility rules: active, published, not hidden), without the
 * embeds a page shows. `GET page-kind/{path}` answers from these.
 */
export const pageModelKinds: Record<number, (env: ReadContext, id: number) => Promise<ShownPageKind | null>> = {
  [modelTypes.product]: async (env, id) => ((await findProductById(env, id)) ? 'product' : null),
  [modelTypes.category]: async (env, id) => ((await findCategoryById(env, id)) ? 'category' : null),
  [modelTypes.brand]: async (env, id) => ((await findBrandById(env, id)) ? 'brand' : null),
  [modelTypes.article]: async (env, id) => ((await findArticleById(env, id)) ? 'article' : null),
  // The category's first page of articles, as its page shows it: the lookup cannot tell more cheaply.
  [modelTypes.articleCategory]: async (env, id) =>
    (await articleCategoryPage(env, id, 1)) ? 'article-category' : null,
  [modelTypes.staticPage]: async (env, id) => ((await findStaticPageById(env, id)) ? 'static-page' : null),
};
