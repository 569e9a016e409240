import { and, eq } from 'drizzle-orm';
import type { Locale } from '@contract';
import type { Database } from '../db/client';
import { redirects, seoUrls } from '../db/schema';

export interface PathEntry {
  modelType: number;
  modelId: number;
  isCanonical: boolean;
}

/** What the path index holds for a path in a language. */
export async function findPathEntry(db: Database, locale: Locale, path: string): Promise<PathEntry | null> {
  const [row] = await db
    .select({ modelType: seoUrls.modelType, modelId: seoUrls.modelId, isCanonical: seoUrls.isCanonical })
    .from(seoUrls)
    .where(and(eq(seoUrls.locale, locale), eq(seoUrls.path, path)))
    .limit(1);
  return row ?? null;
}

/** The current path of a model in a language, for redirecting an old path to it. */
export async function findCanonicalPath(
  db: Database,
  locale: Locale,
  modelType: number,
  modelId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ path: seoUrls.path })
    .from(seoUrls)
    .where(
      and(
        eq(seoUrls.locale, locale),
        eq(seoUrls.modelType, modelType),
        eq(seoUrls.modelId, modelId),
        eq(seoUrls.isCanonical, true),
      ),
    )
    .limit(1);
  return row?.path ?? null;
}

export async function findRedirect(db: Database, locale: Locale, path: string) {
  const [row] = await db
    .select({ destination: redirects.destination, statusCode: redirects.statusCode })
    .from(redirects)
    .where(and(eq(redirects.locale, locale), eq(redirects.sourcePath, path)))
    .limit(1);
  return row ?? null;
}
