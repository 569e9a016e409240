import 'server-only';
import { getTranslations } from 'next-intl/server';
import { publicApiBaseUrl } from '@/lib/api/api-url';
import type { Locale } from '@contract/locales';
import type { ListingPosition } from './listing-canonical';
import type { MetadataSettings } from './page-metadata';
import { siteUrl } from './site-url';

/** The shop's own sharing picture (1200×630), for pages without a picture of their own. */
const defaultShareImage = '/og-image.png';

/** Everything `pageMetadata` needs besides the page: addresses and the translated labels of model-less pages. */
export async function metadataSettings(locale: Locale, listing?: ListingPosition | null): Promise<MetadataSettings> {
  const t = await getTranslations({ locale });
  return {
    locale,
    siteUrl: siteUrl(),
    // Open Graph pictures are fetched by crawlers and social networks: the API's public address.
    imageBaseUrl: publicApiBaseUrl(),
    defaultImage: defaultShareImage,
    shopName: t('common.shopName'),
    labels: { homeTitle: t('home.title'), homeDescription: t('home.lead'), searchTitle: t('search.title') },
    listing,
  };
}
