import { routeTableLanguages, type Locale } from '@contract';
import { routeTable } from '../src/shop/route-table';
import {
  articleArticleCategories,
  articleAuthors,
  articleCategories,
  articleCategoryTranslations,
  articleImages,
  articleProducts,
  articles,
  articleTranslations,
  redirects,
  staticPages,
  staticPageTranslations,
} from '../src/db/schema';
import { articleDefs as firstArticleDefs, type ArticleDef } from './article-texts';
import { blogArticleDefs } from './blog-article-texts';
import { subcategories } from './catalogue-structure';
import { insertRows, type SeedTx } from './database-writes';
import type { ImageJob } from './image-render';
import { seedLocales, type Localized } from './localized';
import { seoModelTypes, type SeoUrlIndex } from './seo-urls';
import type { SlugRegistry } from './slugify';
import { staticPageDefs } from './static-page-texts';

const articleDefs = [...firstArticleDefs, ...blogArticleDefs];

/**
 * Picture ids: categories 1–20, article covers 21–40, article galleries 41–68, author portraits 69–70, banners 71–100
 * (shop-api/seed/banners.ts), products from 101.
 */
export const articleImageId = (articleId: number) => 20 + articleId;
const galleryPictures = 2;
const galleryImageId = (articleId: number, n: number) => 40 + (articleId - 1) * galleryPictures + n + 1;

/** Author portraits take the last two gallery ids (69, 70). */
const authors = [
  { id: 1, firstName: 'Jana', lastName: 'Nováková', imageId: 69, accent: '#E76F51' },
  { id: 2, firstName: 'Martin', lastName: 'Kučera', imageId: 70, accent: '#2A9D8F' },
];

const articleCategoryDefs: { id: number; parentId?: number; name: Localized; description: Localized }[] = [
  {
    id: 1,
    name: { cs: 'Novinky', sk: 'Novinky', en: 'News' },
    description: {
      cs: 'Co je nového v našem obchodě.',
      sk: 'Čo je nové v našom obchode.',
      en: 'What is new in our shop.',
    },
  },
  {
    id: 2,
    name: { cs: 'Rádce', sk: 'Poradňa', en: 'Guides' },
    description: {
      cs: 'Rady a tipy, jak vybírat a jak pečovat.',
      sk: 'Rady a tipy, ako vyberať a ako sa starať.',
      en: 'Advice on choosing and caring for what you buy.',
    },
  },
  {
    id: 3,
    parentId: 2,
    name: { cs: 'Péče o oblečení a obuv', sk: 'Starostlivosť o oblečenie a obuv', en: 'Clothing and shoe care' },
    description: {
      cs: 'Praní, sušení, impregnace a drobné opravy.',
      sk: 'Pranie, sušenie, impregnácia a drobné opravy.',
      en: 'Washing, drying, waterproofing and small repairs.',
    },
  },
  {
    id: 4,
    parentId: 2,
    name: { cs: 'Velikosti a střihy', sk: 'Veľkosti a strihy', en: 'Sizes and fit' },
    description: {
      cs: 'Jak si změřit postavu a vybrat správnou velikost.',
      sk: 'Ako si zmerať postavu a vybrať správnu veľkosť.',
      en: 'How to measure yourself and pick the right size.',
    },
  },
];

/** Hand-made redirects: old paths of the terms page in each language, and an external one. */
const redirectDefs: { id: number; locale: Locale; sourcePath: string; to: 'terms' | string; statusCode: number }[] = [
  { id: 1, locale: 'cs', sourcePath: 'obchodni-podminky-2020', to: 'terms', statusCode: 301 },
  { id: 2, locale: 'sk', sourcePath: 'obchodne-podmienky-2020', to: 'terms', statusCode: 301 },
  { id: 3, locale: 'en', sourcePath: 'terms-2020', to: 'terms', statusCode: 301 },
  { id: 4, locale: 'en', sourcePath: 'our-blog-old', to: 'https://example.com/blog', statusCode: 302 },
];

/** Redirect sources are reserved before any page claims its path, so no page takes one. */
export function reserveRedirectSources(slugs: SlugRegistry): void {
  for (const def of redirectDefs) slugs.reserve(def.locale, def.sourcePath);
  // The blog list lives at the route table's `blog` path, which no catalogue page may claim.
  for (const locale of seedLocales) {
    const blogPath = routeTable.blog?.slug[routeTableLanguages[locale]];
    if (blogPath) slugs.reserve(locale, blogPath);
  }
}

function toHtml(paragraphs: string[]): string {
  const html: string[] = [];
  for (const line of paragraphs) {
    if (!line.startsWith('- ')) html.push(`<p>${line}</p>`);
    else if (html.at(-1)?.endsWith('</ul>'))
      html.push(`${(html.pop() as string).slice(0, -5)}<li>${line.slice(2)}</li></ul>`);
    else html.push(`<ul><li>${line.slice(2)}</li></ul>`);
  }
  return html.join('');
}

/** The n-th product of a subcategory, or another existing product in a small catalogue. */
function featuredProductIds(article: ArticleDef, productCount: number): number[] {
  const ids = article.features.map(([subIndex, n]) => {
    const id = subIndex + 1 + n * subcategories.length;
    return id <= productCount ? id : ((id - 1) % productCount) + 1;
  });
  return [...new Set(ids)];
}

async function seedArticles(tx: SeedTx, seo: SeoUrlIndex, productCount: number, withImages: boolean): Promise<void> {
  await insertRows(
    tx,
    articleAuthors,
    authors.map(({ accent: _accent, imageId, ...author }) => ({ ...author, imageId: withImages ? imageId : null })),
  );
  await insertRows(
    tx,
    articleCategories,
    articleCategoryDefs.map((c) => ({ id: c.id, parentId: c.parentId ?? null, position: c.id })),
  );
  await insertRows(
    tx,
    articleCategoryTranslations,
    articleCategoryDefs.flatMap((c) => {
      const paths = seo.addPage(seoModelTypes.articleCategory, c.id, c.name);
      return seedLocales.map((locale) => ({
        articleCategoryId: c.id,
        locale,
        name: c.name[locale],
        description: c.description[locale],
        slug: paths[locale],
      }));
    }),
  );
  await insertRows(
    tx,
    articles,
    articleDefs.map((a) => ({
      id: a.id,
      defaultArticleCategoryId: a.categoryIds[0],
      authorId: a.authorId,
      imageId: withImages ? articleImageId(a.id) : null,
      timeForReading: a.minutes,
      publishAt: new Date(a.publishAt),
    })),
  );
  await insertRows(
    tx,
    articleTranslations,
    articleDefs.flatMap((a) => {
      const paths = seo.addPage(seoModelTypes.article, a.id, a.name);
      return seedLocales.map((locale) => ({
        articleId: a.id,
        locale,
        name: a.name[locale],
        perex: a.perex[locale],
        content: toHtml(a.body[locale]),
        slug: paths[locale],
        metaTitle: a.name[locale],
        metaDescription: a.perex[locale],
      }));
    }),
  );
  await insertRows(
    tx,
    articleArticleCategories,
    articleDefs.flatMap((a) => a.categoryIds.map((categoryId) => ({ articleId: a.id, articleCategoryId: categoryId }))),
  );
  if (withImages) {
    await insertRows(
      tx,
      articleImages,
      articleDefs.flatMap((a) =>
        Array.from({ length: galleryPictures }, (_, n) => ({
          articleId: a.id,
          imageId: galleryImageId(a.id, n),
          position: n,
        })),
      ),
    );
  }
  await insertRows(
    tx,
    articleProducts,
    articleDefs.flatMap((a) =>
      featuredProductIds(a, productCount).map((productId) => ({ articleId: a.id, productId })),
    ),
  );
}

async function seedStaticPages(tx: SeedTx, seo: SeoUrlIndex): Promise<Localized> {
  await insertRows(
    tx,
    staticPages,
    staticPageDefs.map((p) => ({ id: p.id, role: p.role })),
  );
  let termsPaths: Localized | undefined;
  await insertRows(
    tx,
    staticPageTranslations,
    staticPageDefs.flatMap((p) => {
      const paths = seo.addPage(seoModelTypes.staticPage, p.id, p.name);
      if (p.role === 'terms') termsPaths = paths;
      return seedLocales.map((locale) => ({
        staticPageId: p.id,
        locale,
        name: p.name[locale],
        content: p.content[locale],
        slug: paths[locale],
        metaTitle: p.name[locale],
      }));
    }),
  );
  if (!termsPaths) throw new Error('The terms page is missing.');
  return termsPaths;
}

async function seedRedirects(tx: SeedTx, termsPaths: Localized): Promise<void> {
  await insertRows(
    tx,
    redirects,
    redirectDefs.map(({ to, ...def }) => ({
      ...def,
      // Internal destinations are app paths with the locale prefix.
      destination: to === 'terms' ? `/${def.locale}/${termsPaths[def.locale]}` : to,
    })),
  );
}

/** Pictures of the articles (covers and galleries), when the seed draws pictures. */
export function articleImageJobs(): ImageJob[] {
  const palette = ['#2F3E46', '#84A98C', '#CAD2C5', '#E9C46A', '#E76F51'];
  const accent = (i: number) => palette[i % palette.length] as string;
  const portraits = authors.map((author) => ({
    id: author.imageId,
    art: { seedKind: 'author', seedId: author.id, accent: author.accent, palette },
  }));
  return [
    ...portraits,
    ...articleDefs.flatMap((a, i) => [
      { id: articleImageId(a.id), art: { seedKind: 'article', seedId: a.id, accent: accent(i), palette } },
      ...Array.from({ length: galleryPictures }, (_, n) => ({
        id: galleryImageId(a.id, n),
        art: { seedKind: 'article-gallery', seedId: a.id * 10 + n, accent: accent(i + n + 1), palette },
      })),
    ]),
  ];
}

/** Blog (authors, article categories, articles), static pages and hand-made redirects. */
export async function seedContent(
  tx: SeedTx,
  seo: SeoUrlIndex,
  options: { productCount: number; images: boolean },
): Promise<void> {
  await seedArticles(tx, seo, options.productCount, options.images);
  const termsPaths = await seedStaticPages(tx, seo);
  await seedRedirects(tx, termsPaths);
}
