import type { FastifyInstance } from 'fastify';
import { readContext } from '../../list/read-context';
import { listArticleCategories, listArticles, showArticle, showArticleCategory } from './articles.service';

/**
 * Blog reads. The query string is checked against the article and article category whitelists
 * (*.list-definition.ts) and the id against parseIdParam: both answer 422 on bad input.
 */
export async function articleRoutes(app: FastifyInstance): Promise<void> {
  app.get('/articles', (request) => listArticles(readContext(request), request.query));
  app.get('/articles/:id', (request) => showArticle(readContext(request), request.params, request.query));
  app.get('/article-categories', (request) => listArticleCategories(readContext(request), request.query));
  app.get('/article-categories/:id', (request) => showArticleCategory(readContext(request), request.params, request.query));
}
