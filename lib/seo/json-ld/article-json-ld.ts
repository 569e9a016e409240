import type { BlogPosting, WithContext } from 'schema-dts';
import { authorName, embeddedAuthor, embeddedGallery, embeddedImageUrl } from '@/lib/catalogue/embeds';
import type { Article } from '@contract/entities/article';
import type { Locale } from '@contract/locales';
import { shopOrganization, type ShopIdentity } from './shop-json-ld';

/**
 * The structured data of an article page: a schema.org BlogPosting with its headline, dates,
 * author, pictures (cover first, then the gallery), the shop as publisher with its logo, and the
 * page it is the main entity of. Articles carry no edit stamp (data catalogue), so dateModified is
 * the publication date. Serialize it with `serializeJsonLd` (via `<JsonLd>`), which escapes it
 * for a script element.
 */
export function articleJsonLd(
  article: Article,
  { url, locale, publisher }: { url: string; locale: Locale; publisher: ShopIdentity },
): WithContext<BlogPosting> {
  const author = embeddedAuthor(article, 'user');
  const cover = embeddedImageUrl(article, 'image_url');
  const images = [...(cover ? [cover] : []), ...(embeddedGallery(article, 'images') ?? []).map((image) => image.url)];
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.name,
    ...(article.perex ? { description: article.perex } : {}),
    ...(article.publish_at ? { datePublished: article.publish_at, dateModified: article.publish_at } : {}),
    inLanguage: locale,
    ...(author
      ? {
          author: {
            '@type': 'Person',
            name: authorName(author),
            ...(author.image_url ? { image: author.image_url } : {}),
          },
        }
      : {}),
    ...(images.length > 0 ? { image: images } : {}),
    publisher: shopOrganization(publisher),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
