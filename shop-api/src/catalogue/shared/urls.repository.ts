import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { LocaleSchema, locales, type Urls } from '@contract';
import { seoUrls } from '../../db/schema';
import type { EmbedDefinition, ResourceItem } from '../../list/definition';
import type { ReadContext } from '../../list/read-context';

const PathsSchema = z.record(z.string(), z.string());

/** Paths per language from a JSON object built in SQL; languages the storefront does not serve are left out. */
export function toUrls(raw: unknown): Urls {
  const paths = PathsSchema.parse(raw);
  return Object.fromEntries(
    locales.flatMap((locale) => (paths[locale] === undefined ? [] : [[locale, paths[locale]]])),
  );
}

/** Canonical path per language of each model, from the page lookup's path index. */
export async function loadUrls(
  env: ReadContext,
  modelType: number,
  ids: readonly number[],
): Promise<Map<number, Urls>> {
  const result = new Map<number, Urls>();
  if (ids.length === 0) return result;
  const rows = await env.db
    .select({ modelId: seoUrls.modelId, locale: seoUrls.locale, path: seoUrls.path })
    .from(seoUrls)
    .where(and(eq(seoUrls.modelType, modelType), inArray(seoUrls.modelId, [...ids]), eq(seoUrls.isCanonical, true)));
  for (const row of rows) {
    const locale = LocaleSchema.safeParse(row.locale);
    if (!locale.success) continue;
    result.set(row.modelId, { ...result.get(row.modelId), [locale.data]: row.path });
  }
  return result;
}

/** The `urls` embed: `{ cs, sk, en }` paths without the locale prefix; `{}` when a record has none. */
export function urlsEmbed<Item extends ResourceItem>(modelType: number): EmbedDefinition<Item> {
  return {
    fields: locales,
    async load(items, env) {
      const urls = await loadUrls(
        env,
        modelType,
        items.map((item) => item.id),
      );
      return (item) => urls.get(item.id) ?? {};
    },
  };
}
