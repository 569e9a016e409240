import { z } from 'zod';
import { ArticleCategorySchema, ArticleSchema } from '../entities/article';
import { BrandSchema } from '../entities/brand';
import { CategorySchema } from '../entities/category';
import { ProductSchema } from '../entities/product';
import { IdParamSchema } from './request-parts';
import { listEnvelopeSchema } from '../envelope';
import { sparse, sparseListSchema, sparseTreeNodeSchema } from './responses';

/** Answers of the catalogue reads: `GET /<resource>`, `/<resource>/{id}`, `/<resource>/tree`. */
export const ProductListResponseSchema = sparseListSchema(ProductSchema).describe('A page of products.');
export const ProductResponseSchema = sparse(ProductSchema).describe('The product.');
export const CategoryListResponseSchema = sparseListSchema(CategorySchema).describe('A page of categories.');
export const CategoryResponseSchema = sparse(CategorySchema).describe('The category.');
export const CategoryTreeNodeResponseSchema = sparseTreeNodeSchema(CategorySchema);
export const CategoryTreeResponseSchema = listEnvelopeSchema(CategoryTreeNodeResponseSchema).describe(
  'The category tree’s roots, each with its children.',
);
export const BrandListResponseSchema = sparseListSchema(BrandSchema).describe('A page of brands.');
export const BrandResponseSchema = sparse(BrandSchema).describe('The brand.');
export const BrandTreeNodeResponseSchema = sparseTreeNodeSchema(BrandSchema);
export const BrandTreeResponseSchema = listEnvelopeSchema(BrandTreeNodeResponseSchema).describe(
  'The brands, each with its product lines under children.',
);
export const ArticleListResponseSchema = sparseListSchema(ArticleSchema).describe('A page of articles.');
export const ArticleResponseSchema = sparse(ArticleSchema).describe('The article.');
export const ArticleCategoryListResponseSchema = sparseListSchema(ArticleCategorySchema).describe(
  'A page of article categories.',
);
export const ArticleCategoryResponseSchema = sparse(ArticleCategorySchema).describe('The article category.');

/** `GET /attachments/{id}/{name}`: the name is only for the shopper's browser; the id decides. */
export const AttachmentParamsSchema = z.object({
  id: IdParamSchema.describe('The attachment’s id.'),
  name: z.string().describe('The file name the download is saved under.'),
});
