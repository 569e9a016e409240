import type { Metadata } from 'next';
import type { Page } from '@contract/page';
import { locales, type Locale } from '@contract/locales';
import type { Urls } from '@contract/entities/common';
import { hreflangLinks, localizedPath, ogLocaleByLocale } from './localized-urls';
import { canonicalListingQuery, type ListingPosition } from './listing-canonical';
import { absoluteUrl } from './site-url';

/** Every page the catch-all can render (a redirect is never rendered). */
export type MetadataPage = Exclude<Page, { kind: 'redirect' }>;

export interface MetadataSettings {
  locale: Locale;
  /** The shop's public address (`siteUrl()`). */
  siteUrl: string;
  /** Public address of the shop API, for Open Graph pictures stored there (`/images/{id}.webp`). */
  imageBaseUrl: string;
  /** Picture shared when a page has none of its own (an absolute URL or a site path). */
  defaultImage: string;
  shopName: string;
  /** Titles and descriptions of pages without a model. */
  labels: { homeTitle: string; homeDescription: string; searchTitle: string };
  /** Where a listing page stands (page, page size, search words, narrowed): its canonical and hreflang queries. */
  listing?: ListingPosition | null;
}

interface SeoModel {
  name: string;
  meta_title?: string | null;
  meta_description?: string | null;
  meta_index?: boolean;
  meta_follow?: boolean;
  og_title?: string | null;
  og_description?: string | null;
  og_image_id?: number | null;
  image_id?: number | null;
  description?: string | null;
  short_description?: string | null;
  perex?: string | null;
  /** A static page's body: its text is the description when the page has no meta description. */
  content?: string | null;
  publish_at?: string | null;
  _embedded?: Record<string, unknown>;
}

const descriptionLength = 160;

/** Plain text of an HTML snippet, shortened on a word boundary: the fallback meta description. */
export function plainDescription(html: string | null | undefined, max = descriptionLength): string | undefined {
  if (!html) return undefined;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function modelImage(model: SeoModel, settings: MetadataSettings): string | undefined {
  if (model.og_image_id) return `${settings.imageBaseUrl}/images/${model.og_image_id}.webp`;
  const embedded = model._embedded?.default_image_url ?? model._embedded?.image_url;
  if (typeof embedded === 'string' && /^https?:\/\//.test(embedded)) return embedded;
  if (model.image_id) return `${settings.imageBaseUrl}/images/${model.image_id}.webp`;
  return undefined;
}

interface PageFacts {
  title: Metadata['title'];
  ogTitle: string;
  description?: string;
  ogDescription?: string;
  image?: string;
  index: boolean;
  follow: boolean;
  article?: { publishedTime?: string };
}

function modelFacts(model: SeoModel, settings: MetadataSettings): PageFacts {
  const description =
    model.meta_description ||
    plainDescription(model.short_description) ||
    plainDescription(model.perex) ||
    plainDescription(model.description) ||
    plainDescription(model.content);
  return {
    // A meta title is the whole title the shop chose; a bare name gets the shop name appended by the layout template.
    title: model.meta_title ? { absolute: model.meta_title } : model.name,
    ogTitle: model.og_title || model.meta_title || model.name,
    description,
    ogDescription: model.og_description || description,
    image: modelImage(model, settings),
    index: model.meta_index ?? true,
    follow: model.meta_follow ?? true,
  };
}

function pageFacts(page: MetadataPage, settings: MetadataSettings): PageFacts {
  const { labels } = settings;
  switch (page.kind) {
    case 'homepage':
      return {
        title: { absolute: labels.homeTitle },
        ogTitle: labels.homeTitle,
        description: labels.homeDescription,
        index: true,
        follow: true,
      };
    case 'search':
      // Result pages are endless and thin: crawlers follow their links but do not index them.
      return { title: labels.searchTitle, ogTitle: labels.searchTitle, index: false, follow: true };
    case 'article':
      return { ...modelFacts(page.model, settings), article: { publishedTime: page.model.publish_at ?? undefined } };
    default:
      return modelFacts(page.model, settings);
  }
}

/**
 * The whole `<head>` of a catalogue page: title and description from the model's meta fields,
 * robots from meta_index / meta_follow, the canonical URL and hreflang alternates from the page's
 * `urls`, and Open Graph / Twitter cards from og_* fields (falling back to the meta texts and the
 * shop's default picture).
 */
export function pageMetadata(page: MetadataPage, settings: MetadataSettings): Metadata {
  const facts = pageFacts(page, settings);
  const urls: Urls = page.urls;
  const ownPath = urls[settings.locale] ?? '';
  const { listing } = settings;
  // One rule for every listing (docs/seo-and-errors.md): a page of the list is its own canonical in
  // each language's parameter names; a filtered or sorted list points at the plain first page and
  // stays out of the index (its links are followed).
  const queryOf = (locale: Locale) => (listing ? canonicalListingQuery(listing, locale) : '');
  const canonical = absoluteUrl(settings.siteUrl, localizedPath(settings.locale, ownPath) + queryOf(settings.locale));
  const index = facts.index && !listing?.narrowed;
  const image = facts.image ?? absoluteUrl(settings.siteUrl, settings.defaultImage);
  const images = [{ url: image, alt: facts.ogTitle }];
  return {
    title: facts.title,
    description: facts.description,
    robots: { index, follow: facts.follow },
    alternates: { canonical, languages: hreflangLinks(settings.siteUrl, urls, queryOf) },
    openGraph: {
      ...(facts.article
        ? { type: 'article' as const, publishedTime: facts.article.publishedTime }
        : { type: 'website' as const }),
      title: facts.ogTitle,
      description: facts.ogDescription,
      url: canonical,
      siteName: settings.shopName,
      locale: ogLocaleByLocale[settings.locale],
      alternateLocale: locales
        .filter((l) => l !== settings.locale && urls[l] !== undefined)
        .map((l) => ogLocaleByLocale[l]),
      images,
    },
    // The picture with its alt text (`twitter:image:alt`), as Open Graph has it.
    twitter: { card: 'summary_large_image', title: facts.ogTitle, description: facts.ogDescription, images },
  };
}

/** Metadata of the app route groups (cart, customer area, login): never indexed, links followed. */
export const noIndexMetadata: Metadata = { robots: { index: false, follow: true } };
