import { z } from 'zod';
import { ArticleAuthorSchema, ArticleCategorySchema, ArticleImageSchema } from '@contract/entities/article';
import { ProductAvailabilitySchema } from '@contract/entities/availability';
import { CategorySchema } from '@contract/entities/category';
import { UrlsSchema } from '@contract/entities/common';
import { PropertyAttributeSchema, VariationPropertySchema } from '@contract/entities/variation';
import { MoneySchema } from '@contract/money';

/**
 * Embeds arrive as `unknown` under `_embedded`; these read the ones the storefront shows,
 * validating them so a missing or changed embed degrades to "not shown" instead of a crash.
 */
function embedded<T extends z.ZodType>(schema: T) {
  return (record: { _embedded?: Record<string, unknown> }, name: string): z.infer<T> | undefined => {
    const parsed = schema.safeParse(record._embedded?.[name]);
    return parsed.success ? parsed.data : undefined;
  };
}

export const embeddedAvailability = embedded(
  ProductAvailabilitySchema.pick({
    id: true,
    name: true,
    can_purchase: true,
    for_refilled_stock: true,
    show_stock_states: true,
  }),
);
export const embeddedMoney = embedded(MoneySchema);
export const embeddedPercents = embedded(z.number().positive().max(100));
/** The variation properties a product's variations use, with the attributes they use (cards' hints). */
export const embeddedVariationProperties = embedded(
  z.array(
    VariationPropertySchema.pick({ id: true, name: true, type: true, position: true }).extend({
      product_variation_property_attributes: z.array(
        PropertyAttributeSchema.pick({ id: true, name: true, value: true, position: true }),
      ),
    }),
  ),
);
export const embeddedCategories = embedded(
  z.array(CategorySchema.pick({ id: true, name: true, slug: true, _embedded: true })),
);
export const embeddedString = embedded(z.string());

// Articles (the blog, the article page and its structured data).
export const embeddedAuthor = embedded(ArticleAuthorSchema);
export const embeddedArticleCategories = embedded(z.array(ArticleCategorySchema));
export const embeddedGallery = embedded(z.array(ArticleImageSchema));
export const embeddedProductIds = embedded(z.array(z.number().int().positive()));
export const embeddedNeighbour = embedded(z.object({ id: z.number(), name: z.string(), urls: UrlsSchema }));
export const embeddedImageUrl = embedded(z.string().min(1));

export const authorName = (author: { first_name: string; last_name: string }) =>
  `${author.first_name} ${author.last_name}`.trim();
