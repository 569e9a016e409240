import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiGet } from './support/shop-api';

type Urls = Partial<Record<'cs' | 'sk' | 'en', string>>;
interface Banner {
  name: string;
  banner_type_id: number;
  button_link: string | null;
  button_text: string | null;
}
interface ArticleItem {
  id: number;
  name: string;
  perex: string | null;
  _embedded: {
    urls: Urls;
    user?: { first_name: string; last_name: string };
    product_ids?: number[];
    article_prev?: { name: string } | null;
    article_next?: { name: string } | null;
  };
}
interface Money {
  formatted: string;
}
interface HomePage {
  kind: 'homepage';
  model: {
    banners: Banner[];
    articles: ArticleItem[];
    featured_products: { name: string; price: Money; taxed_price: Money }[];
  };
}

const main = (page: Page) => page.getByRole('main');

test.describe('home page', () => {
  test('shows the hero banners, popular products with prices and the latest articles', async ({ page, request }) => {
    const home = await apiGet<HomePage>(request, 'page', 'cs');
    const [hero] = home.model.banners.filter((b) => b.banner_type_id === 1);
    expect(hero).toBeDefined();
    await page.goto('/cs');

    const heroRegion = main(page).getByRole('region', { name: 'Hlavní nabídky' });
    await expect(heroRegion.getByRole('heading', { name: hero?.name })).toBeVisible();
    const cta = heroRegion.getByRole('link', { name: hero?.button_text ?? '' });
    await expect(cta).toHaveAttribute('href', hero?.button_link ?? '');
    // The hero picture reserves its box before it loads: it has a size and loads eagerly.
    const heroPicture = heroRegion.locator('img').first();
    await expect(heroPicture).toHaveAttribute('width', /\d+/);
    await expect(heroPicture).toHaveAttribute('loading', 'eager');

    const products = main(page).getByRole('region', { name: 'Oblíbené produkty' });
    await expect(products.getByRole('article')).toHaveCount(home.model.featured_products.length);
    await expect(products.getByTestId('price').first()).toContainText('Kč');

    const articles = main(page).getByRole('region', { name: 'Z našeho blogu' });
    for (const article of home.model.articles) {
      await expect(articles.getByRole('link', { name: article.name })).toHaveAttribute(
        'href',
        `/cs/${article._embedded.urls.cs}`,
      );
    }
    await articles.getByRole('link', { name: 'Všechny články' }).click();
    await expect(page).toHaveURL('/cs/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('follows a hero banner to its category', async ({ page, request }) => {
    const home = await apiGet<HomePage>(request, 'page', 'en');
    const hero = home.model.banners.find((b) => b.banner_type_id === 1);
    await page.goto('/en');
    await main(page)
      .getByRole('link', { name: hero?.button_text ?? '' })
      .first()
      .click();
    await expect(page).toHaveURL(hero?.button_link ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('home page prices follow the shopper’s tax preference', async ({ page, request }) => {
  const home = await apiGet<HomePage>(request, 'page', 'en');
  const [first] = home.model.featured_products;
  const products = main(page).getByRole('region', { name: 'Popular products' });
  await page.goto('/en');
  await expect(products.getByTestId('price').first()).toHaveText(first?.taxed_price.formatted ?? '');
  await page.context().addCookies([{ name: 'price_tax', value: 'without', domain: 'localhost', path: '/' }]);
  await page.goto('/en');
  await expect(products.getByTestId('price').first()).toHaveText(first?.price.formatted ?? '');
  await expect(products.getByText('excl. VAT').first()).toBeVisible();
});

test('a category page shows its banner', async ({ page }) => {
  await page.goto('/en/clothing');
  await expect(main(page).getByRole('heading', { name: 'Hoodies for layering' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'See hoodies' })).toHaveAttribute('href', '/en/hoodies');
});

test.describe('article page', () => {
  test('shows perex, author, related products and prev/next links that work', async ({ page, request }) => {
    const list = await apiGet<{ items: ArticleItem[] }>(
      request,
      'articles?paginate=0&embed=urls,user,product_ids,article_prev,article_next',
      'en',
    );
    const article = list.items.find(
      (a) => a._embedded.article_prev && a._embedded.article_next && (a._embedded.product_ids?.length ?? 0) > 0,
    );
    if (!article) throw new Error('The demo blog has no article with neighbours and products.');
    await page.goto(`/en/${article._embedded.urls.en}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.name);
    await expect(main(page).getByText(article.perex ?? '', { exact: true })).toBeVisible();
    const author = article._embedded.user;
    await expect(main(page).getByText(`${author?.first_name} ${author?.last_name}`)).toBeVisible();
    await expect(
      main(page)
        .getByRole('article')
        .first()
        .getByText(/\d+ min read/),
    ).toBeVisible();

    const products = main(page).getByRole('region', { name: 'Products in this article' });
    await expect(products.getByRole('article').first()).toBeVisible();
    await expect(products.getByTestId('price').first()).toContainText('€');

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = JSON.parse(scripts.find((text) => text.includes('"BlogPosting"')) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.name,
      author: { name: `${author?.first_name} ${author?.last_name}` },
    });

    const readNext = main(page).getByRole('region', { name: 'Read next' });
    await expect(readNext.getByRole('article').first()).toBeVisible();
    await expect(readNext.getByRole('link', { name: article.name, exact: true })).toHaveCount(0);

    const more = main(page).getByRole('navigation', { name: 'More articles' });
    await more
      .getByRole('link', { name: new RegExp(`Next article.*${escape(article._embedded.article_next?.name)}`) })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article._embedded.article_next?.name ?? '');
    await main(page)
      .getByRole('navigation', { name: 'More articles' })
      .getByRole('link', { name: /Previous article/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.name);
  });

  test('has its products and "read next" in the server HTML, not in streamed blocks', async ({ request }) => {
    const list = await apiGet<{ items: ArticleItem[] }>(request, 'articles?paginate=0&embed=urls,product_ids', 'cs');
    const article = list.items.find((a) => (a._embedded.product_ids?.length ?? 0) > 0);
    if (!article) throw new Error('The demo blog has no article with products.');
    const products = await apiGet<{ items: { id: number; name: string }[] }>(
      request,
      `products?filters=${encodeURIComponent(btoa(JSON.stringify([['id', 'in', article._embedded.product_ids]])))}`,
      'cs',
    );
    const response = await request.get(`/cs/${article._embedded.urls.cs}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // What a shopper without JavaScript or a crawler reads: the <main> element as the server sent it.
    const mainHtml = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    expect(mainHtml).toContain('Produkty ze článku');
    for (const product of products.items.slice(0, 8)) expect(mainHtml).toContain(escapeHtml(product.name));
    expect(mainHtml).toContain('Čtěte dál');
    const readNext = mainHtml.slice(mainHtml.indexOf('Čtěte dál'));
    expect(readNext).toMatch(/<article\b/);
  });

  test('links its categories to their pages', async ({ page, request }) => {
    const list = await apiGet<{ items: ArticleItem[] }>(request, 'articles?per_page=1&embed=urls', 'cs');
    await page.goto(`/cs/${list.items[0]?._embedded.urls.cs}`);
    await main(page).getByRole('navigation', { name: 'Rubriky' }).getByRole('link').first().click();
    await expect(
      page.getByRole('navigation', { name: 'Drobečková navigace' }).getByRole('link', { name: 'Blog' }),
    ).toBeVisible();
  });
});

/** How React writes text into HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function escape(text: string | undefined): string {
  return (text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('blog listings paginate', () => {
  test('the news category runs over two pages, and a third does not exist', async ({ page }) => {
    await page.goto('/cs/novinky');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novinky');
    const cards = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') });
    await expect(cards).toHaveCount(6);
    const firstOnPageOne = await cards.first().getByRole('heading').textContent();
    await main(page).getByRole('navigation', { name: 'Stránky' }).getByRole('link', { name: 'Další stránka' }).click();
    // Czech pages page under their own parameter name, as every listing does.
    await expect(page).toHaveURL('/cs/novinky?strana=2');
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstOnPageOne ?? '');
    // A page past the last or a malformed one (a stale link) leads to the first page, never to a 404.
    for (const stale of ['strana=3', 'strana=nula']) {
      expect((await page.goto(`/cs/novinky?${stale}`))?.status(), stale).toBe(200);
      await expect(page, stale).toHaveURL('/cs/novinky');
    }
  });

  test('the blog list shows every article newest first with topic links, page by page', async ({ page, request }) => {
    const all = await apiGet<{ items: ArticleItem[]; _meta: { total: number } }>(request, 'articles?per_page=12', 'en');
    await page.goto('/en/blog');
    const topics = main(page).getByRole('navigation', { name: 'Blog topics' });
    await expect(topics.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/news');
    const headings = main(page).getByRole('article').getByRole('heading');
    await expect(headings).toHaveText(all.items.slice(0, 6).map((a) => a.name));
    await main(page).getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/en/blog?page=2');
    await expect(headings).toHaveText(all.items.slice(6, 12).map((a) => a.name));
    const lastPage = Math.ceil(all._meta.total / 6);
    expect((await page.goto(`/en/blog?page=${lastPage + 1}`))?.status()).toBe(200);
    await expect(page).toHaveURL('/en/blog');
    expect((await page.goto('/en/no-such-blog?page=2'))?.status()).toBe(404);
  });

  test('a subcategory shows its trail back to the blog', async ({ page }) => {
    await page.goto('/sk/poradna');
    await main(page)
      .getByRole('navigation', { name: 'Podrubriky' })
      .getByRole('link', { name: 'Veľkosti a strihy' })
      .click();
    const crumbs = page.getByRole('navigation', { name: 'Omrvinková navigácia' });
    await expect(crumbs.getByRole('link', { name: 'Poradňa' })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/sk/blog');
  });
});

test('the footer links Facebook and Instagram but not the empty X and YouTube', async ({ page }) => {
  await page.goto('/en');
  const social = page.getByRole('contentinfo').getByRole('navigation', { name: 'Follow us' });
  await expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.facebook\.com\//,
  );
  await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.instagram\.com\//,
  );
  await expect(social.getByRole('link')).toHaveCount(2);
  await expect(social.locator('svg')).toHaveCount(2);
  await expect(page.getByRole('link', { name: /YouTube|^X$/ })).toHaveCount(0);
});

for (const locale of ['cs', 'en'] as const) {
  test(`home, article, article category and blog list have no axe violations (${locale})`, async ({
    page,
    request,
  }) => {
    const list = await apiGet<{ items: ArticleItem[] }>(request, 'articles?per_page=1&embed=urls', locale);
    const categories = await apiGet<{ items: { _embedded: { urls: Urls } }[] }>(
      request,
      'article-categories?per_page=1&embed=urls',
      locale,
    );
    for (const path of [
      '',
      list.items[0]?._embedded.urls[locale],
      categories.items[0]?._embedded.urls[locale],
      'blog',
    ]) {
      const response = await page.goto(`/${locale}${path ? `/${path}` : ''}`);
      expect(response?.status(), path).toBe(200);
      await expectNoAxeViolations(page);
    }
  });
}
