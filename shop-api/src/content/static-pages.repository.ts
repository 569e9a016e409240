import { and, eq } from 'drizzle-orm';
import { staticPages, staticPageTranslations } from '../db/schema';
import type { ReadContext } from '../list/read-context';

export async function selectStaticPage(env: ReadContext, id: number) {
  const [row] = await env.db
    .select({ page: staticPages, translation: staticPageTranslations })
    .from(staticPages)
    .innerJoin(
      staticPageTranslations,
      and(eq(staticPageTranslations.staticPageId, staticPages.id), eq(staticPageTranslations.locale, env.locale)),
    )
    .where(and(eq(staticPages.id, id), eq(staticPages.isActive, true)))
    .limit(1);
  return row ?? null;
}
export type StaticPageRow = NonNullable<Awaited<ReturnType<typeof selectStaticPage>>>;
