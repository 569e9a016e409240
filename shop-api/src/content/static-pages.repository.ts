import { and, asc, eq } from 'drizzle-orm';
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

/** Every active static page translated into the request language, oldest first (the shop's own order). */
export async function selectStaticPages(env: ReadContext) {
  return env.db
    .select({ page: staticPages, translation: staticPageTranslations })
    .from(staticPages)
    .innerJoin(
      staticPageTranslations,
      and(eq(staticPageTranslations.staticPageId, staticPages.id), eq(staticPageTranslations.locale, env.locale)),
    )
    .where(eq(staticPages.isActive, true))
    .orderBy(asc(staticPages.id));
}
