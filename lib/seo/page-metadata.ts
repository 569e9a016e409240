import type { Metadata } from 'next';
import type { RenderedPage } from '@/lib/routing/page-dispatch';

interface SeoFields {
  name: string;
  meta_title?: string | null;
  meta_description?: string | null;
  meta_index?: boolean;
  meta_follow?: boolean;
}

function fromModel(model: SeoFields): Metadata {
  return {
    title: model.meta_title || model.name,
    description: model.meta_description || undefined,
    robots: { index: model.meta_index ?? true, follow: model.meta_follow ?? true },
  };
}

/** Title, description and robots of a catalogue page from its model's meta fields. */
export function pageMetadata(page: RenderedPage, { homeTitle, searchTitle }: { homeTitle: string; searchTitle: string }): Metadata {
  if (page.kind === 'homepage') return { title: { absolute: homeTitle } };
  if (page.kind === 'search') return { title: searchTitle, robots: { index: false, follow: true } };
  return fromModel(page.model);
}
