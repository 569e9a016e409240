import { z } from 'zod';
import { locales, type Category, type Locale } from '@contract';
import type { CategoryRow } from './categories.repository';

const LanguageListSchema = z.array(z.string());

/** Languages with a translation, in the storefront's language order; codes the storefront does not serve are left out. */
export function availableLanguages(raw: unknown): Locale[] {
  const codes = new Set(LanguageListSchema.parse(raw));
  return locales.filter((locale) => codes.has(locale));
}

export function serializeCategory({ category: c, translation: t, languages }: CategoryRow): Category {
  return {
    id: c.id,
    name: t.name,
    description: t.description,
    parent_id: c.parentId,
    image_id: c.imageId,
    menu_image_id: c.menuImageId,
    color: c.color,
    meta_title: t.metaTitle,
    meta_h1_title: t.metaH1Title,
    meta_description: t.metaDescription,
    slug: t.slug,
    position: c.position,
    available_for_languages: availableLanguages(languages),
    is_active: c.isActive,
    has_automatic_slug: t.hasAutomaticSlug,
    meta_index: c.metaIndex,
    meta_follow: c.metaFollow,
    show_on_sitemap: c.showOnSitemap,
    customer_groups_restriction: c.customerGroupsRestriction,
    created_at: c.createdAt.toISOString(),
  };
}
