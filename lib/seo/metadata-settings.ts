import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@contract/locales';
import type { MetadataSettings } from './page-metadata';
import { siteUrl } from './site-url';

/** The shop's own sharing picture (1200×630), for pages without a picture of their own. */
export const defaultShareImage = '/og-image.png';

/** Public address of the shop API, where catalogue pictures live. */
export function publicApiUrl(): string {
  return (process.env.NEXT_PUBLIC_API_URL ?? process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
}

/** Everything `pageMetadata` needs besides the page: addresses and the translated labels of model-less pages. */
export async function metadataSettings(locale: Locale, pageNumber?: number): Promise<MetadataSettings> {
  const t = await getTranslations({ locale });
  return {
    locale,
    siteUrl: siteUrl(),
    imageBaseUrl: publicApiUrl(),
    defaultImage: defaultShareImage,
    shopName: t('common.shopName'),
    labels: { homeTitle: t('home.title'), homeDescription: t('home.lead'), searchTitle: t('search.title') },
    pageNumber,
  };
}
