import { ArticleAuthorSchema, ArticleCategorySchema, modelTypes, type Article } from '@contract';
import { imageUrl } from '../../images/image-url';
import type { EmbedDefinition } from '../../list/definition';
import { groupBy, indexBy, uniqueIds } from '../shared/collections';
import { fieldsOf } from '../shared/fields';
import { loadUrls, toUrls, urlsEmbed } from '../shared/urls.repository';
import { selectCategoriesOfArticles } from './article-categories.repository';
import { serializeArticleCategory } from './article-categories.serializer';
import {
  selectAuthorsOfArticles,
  selectGalleriesOfArticles,
  selectImagesOfArticles,
  selectNeighbours,
  selectProductsOfArticles,
  type Neighbour,
} from './article-embeds.repository';
import { serializeAuthor } from './articles.serializer';

type ArticleEmbed = EmbedDefinition<Article>;
const ids = (items: Article[]) => items.map((a) => a.id);

const user: ArticleEmbed = {
  fields: fieldsOf(ArticleAuthorSchema),
  async load(items, env) {
    const authors = indexBy(await selectAuthorsOfArticles(env, ids(items)), (r) => r.articleId);
    return (item) => {
      const row = authors.get(item.id);
      return row ? serializeAuthor(row.author, env) : null;
    };
  },
};

/** The article's categories, each with its own `urls` so the storefront can link them. */
const categories: ArticleEmbed = {
  fields: fieldsOf(ArticleCategorySchema),
  async load(items, env) {
    const links = await selectCategoriesOfArticles(env, ids(items));
    const urls = await loadUrls(env, modelTypes.articleCategory, uniqueIds(links.map((r) => r.category.id)));
    const rows = groupBy(
      links,
      (r) => r.articleId,
      (r) => {
        const category = serializeArticleCategory(r);
        return { ...category, _embedded: { urls: urls.get(category.id) ?? {} } };
      },
    );
    return (item) => rows.get(item.id) ?? [];
  },
};

const productIds: ArticleEmbed = {
  async load(items, env) {
    const rows = groupBy(
      await selectProductsOfArticles(env, ids(items)),
      (r) => r.articleId,
      (r) => r.productId,
    );
    return (item) => rows.get(item.id) ?? [];
  },
};

const image: ArticleEmbed = {
  async load(items, env) {
    const rows = indexBy(await selectImagesOfArticles(env, ids(items)), (r) => r.articleId);
    return (item) => {
      const imageId = rows.get(item.id)?.imageId;
      return imageId == null ? null : imageUrl(env.publicUrl, imageId);
    };
  },
};

/** The article's gallery: `{ id, url, width, height }` per picture, in order (the cover is `image_url`). */
const gallery: ArticleEmbed = {
  fields: ['id', 'url', 'width', 'height'],
  async load(items, env) {
    const rows = groupBy(
      await selectGalleriesOfArticles(env, ids(items)),
      (r) => r.articleId,
      (r) => ({
        id: r.imageId,
        url: imageUrl(env.publicUrl, r.imageId),
        width: r.width,
        height: r.height,
      }),
    );
    return (item) => rows.get(item.id) ?? [];
  },
};

/** `{ id, name, urls }` of the article published just before or after, or null at the end of the blog. */
function neighbour(which: Neighbour): ArticleEmbed {
  return {
    fields: ['id', 'name', 'urls'],
    async load(items, env) {
      const rows = indexBy(await selectNeighbours(env, ids(items), which), (r) => r.articleId);
      return (item) => {
        const row = rows.get(item.id);
        return row ? { id: row.id, name: row.name, urls: toUrls(row.urls) } : null;
      };
    },
  };
}

/** Every embed GET /articles offers, by name. */
export const articleEmbeds: Record<string, ArticleEmbed> = {
  urls: urlsEmbed(modelTypes.article),
  user,
  categories,
  product_ids: productIds,
  image_url: image,
  images: gallery,
  article_prev: neighbour('previous'),
  article_next: neighbour('next'),
};
