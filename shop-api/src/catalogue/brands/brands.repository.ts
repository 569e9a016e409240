import { and, count, eq, type SQL } from 'drizzle-orm';
import { brands, brandTranslations } from '../../db/schema';
import type { PageOptions } from '../../list/definition';
import { applyPage } from '../../list/filter-sql';
import type { ReadContext } from '../../list/read-context';

export const visibleBrand = eq(brands.isActive, true);

/** Only brands translated into the request language are listed in it. */
const translated = (env: ReadContext) =>
  and(eq(brandTranslations.brandId, brands.id), eq(brandTranslations.locale, env.locale));

export interface BrandRow {
  brand: typeof brands.$inferSelect;
  translation: typeof brandTranslations.$inferSelect;
}

export async function countBrands(env: ReadContext, where: SQL | undefined): Promise<number> {
  const [row] = await env.db
    .select({ n: count() })
    .from(brands)
    .innerJoin(brandTranslations, translated(env))
    .where(and(visibleBrand, where));
  return row?.n ?? 0;
}

export async function selectBrands(env: ReadContext, options: PageOptions): Promise<BrandRow[]> {
  const query = env.db
    .select({ brand: brands, translation: brandTranslations })
    .from(brands)
    .innerJoin(brandTranslations, translated(env))
    .where(and(visibleBrand, options.where))
    .$dynamic();
  return applyPage(query, options);
}
