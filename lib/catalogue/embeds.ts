import { z } from 'zod';
import { ProductAvailabilitySchema } from '@contract/entities/availability';
import { CategorySchema } from '@contract/entities/category';

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

export const embeddedAvailability = embedded(ProductAvailabilitySchema.pick({ id: true, name: true, can_purchase: true }));
export const embeddedBrand = embedded(z.object({ id: z.number(), name: z.string() }));
export const embeddedCategories = embedded(z.array(CategorySchema.pick({ id: true, name: true, slug: true, _embedded: true })));
export const embeddedString = embedded(z.string());
