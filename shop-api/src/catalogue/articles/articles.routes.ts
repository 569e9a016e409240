import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ArticleCategoryListResponseSchema,
  ArticleCategoryResponseSchema,
  ArticleListResponseSchema,
  ArticleResponseSchema,
} from '@contract/calls/catalogue';
import { ListQuerySchema, RecordQuerySchema } from '@contract/calls/list-query';
import { IdParamsSchema } from '@contract/calls/request-parts';
import { lookupErrors, preferenceHeaders, readErrors } from '../../http/route-schema';
import { readContext } from '../../list/read-context';
import { listArticleCategories, listArticles, showArticle, showArticleCategory } from './articles.service';

/** Blog reads; which fields sort, filter and embed is the whitelist of the *.list-definition.ts files here. */
export async function articleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/articles',
    {
      schema: {
        operationId: 'listArticles',
        tags: ['catalogue'],
        summary: 'A page of published articles in the request language.',
        headers: preferenceHeaders,
        querystring: ListQuerySchema,
        response: { 200: ArticleListResponseSchema, ...readErrors },
      },
    },
    (request) => listArticles(readContext(request), request.query),
  );
  app.get(
    '/articles/:id',
    {
      schema: {
        operationId: 'showArticle',
        tags: ['catalogue'],
        summary: 'One published article.',
        headers: preferenceHeaders,
        params: IdParamsSchema,
        querystring: RecordQuerySchema,
        response: { 200: ArticleResponseSchema, ...lookupErrors },
      },
    },
    (request) => showArticle(readContext(request), request.params.id, request.query),
  );
  app.get(
    '/article-categories',
    {
      schema: {
        operationId: 'listArticleCategories',
        tags: ['catalogue'],
        summary: 'A page of article categories.',
        headers: preferenceHeaders,
        querystring: ListQuerySchema,
        response: { 200: ArticleCategoryListResponseSchema, ...readErrors },
      },
    },
    (request) => listArticleCategories(readContext(request), request.query),
  );
  app.get(
    '/article-categories/:id',
    {
      schema: {
        operationId: 'showArticleCategory',
        tags: ['catalogue'],
        summary: 'One article category.',
        headers: preferenceHeaders,
        params: IdParamsSchema,
        querystring: RecordQuerySchema,
        response: { 200: ArticleCategoryResponseSchema, ...lookupErrors },
      },
    },
    (request) => showArticleCategory(readContext(request), request.params.id, request.query),
  );
}
