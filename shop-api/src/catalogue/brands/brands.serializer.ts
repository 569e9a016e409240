import type { Brand } from '@contract';
import type { BrandRow } from './brands.repository';

export function serializeBrand({ brand: b, translation: t }: BrandRow): Brand {
  return {
    id: b.id,
    name: t.name,
    description: t.description,
    parent_id: b.parentId,
    image_id: b.imageId,
    meta_title: t.metaTitle,
    meta_h1_title: t.metaH1Title,
    meta_description: t.metaDescription,
    slug: t.slug,
    position: b.position,
    is_active: b.isActive,
    has_automatic_slug: t.hasAutomaticSlug,
    meta_index: b.metaIndex,
    meta_follow: b.metaFollow,
    show_on_sitemap: b.showOnSitemap,
    created_at: b.createdAt.toISOString(),
  };
}
