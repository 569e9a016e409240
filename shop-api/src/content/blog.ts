import type { Locale } from '@contract';

/** The blog front page's own texts per language; the shop names its blog here. */
export const blogTexts: Record<Locale, { name: string; metaTitle: string; metaDescription: string }> = {
  cs: {
    name: 'Blog',
    metaTitle: 'Blog – rady, novinky a inspirace',
    metaDescription: 'Články o novinkách v obchodě, rady k výběru velikosti a péči o oblečení a obuv.',
  },
  sk: {
    name: 'Blog',
    metaTitle: 'Blog – rady, novinky a inšpirácia',
    metaDescription: 'Články o novinkách v obchode, rady k výberu veľkosti a starostlivosti o oblečenie a obuv.',
  },
  en: {
    name: 'Blog',
    metaTitle: 'Blog – advice, news and inspiration',
    metaDescription: 'Articles on what is new in the shop, choosing the right size and caring for clothes and shoes.',
  },
};

/** Articles per page of the blog list and of an article category. */
export const blogPageSize = 6;
