import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiGet, apiUrl } from './support/shop-api';

interface HomePage {
  model: { articles: { _embedded: { urls: Record<string, string> } }[] };
}
interface ProductAnswer {
  _embedded: { urls: Record<string, string>; videos?: { description: string | null }[] };
}

const avifAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function productWithVideo(request: APIRequestContext) {
  return apiGet<ProductAnswer>(request, 'products/3?embed=urls,videos', 'en');
}

/** Every picture and picture source on the page as the server sent it, with the image preloads. */
async function pictures(page: Page) {
  return page.evaluate(() => ({
    images: [...document.querySelectorAll('img, picture source')].map((element) => ({
      src: element.getAttribute('src'),
      srcset: element.getAttribute('srcset'),
      sizes: element.getAttribute('sizes'),
    })),
    preloads: [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
      srcset: link.getAttribute('imagesrcset'),
      sizes: link.getAttribute('imagesizes'),
    })),
  }));
}

const candidateUrls = (srcset: string) =>
  srcset.split(',').map((candidate) => candidate.trim().split(' ')[0] as string);

for (const kind of ['home', 'category', 'product', 'article'] as const) {
  test(`every shop picture on the ${kind} page has srcset and sizes, and each width it names is an image`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const path = {
      home: async () => '/en',
      category: async () => '/en/clothing',
      product: async () => `/en/${(await productWithVideo(request))._embedded.urls.en}`,
      article: async () => {
        const [article] = (await apiGet<HomePage>(request, 'page', 'en')).model.articles;
        return `/en/${article?._embedded.urls.en}`;
      },
    }[kind];
    await page.goto(await path());
    const { images, preloads } = await pictures(page);
    const fromShop = images.filter((image) => (image.src ?? image.srcset ?? '').startsWith(`${apiUrl}/images/`));
    expect(fromShop.length).toBeGreaterThan(0);
    for (const image of fromShop) {
      expect(image.srcset, `${image.src} has no srcset`).toMatch(/\/images\/\d+\/\d+ \d+w/);
      expect(image.sizes, `${image.src} has no sizes`).toBeTruthy();
    }
    // The Nu checker's "sizes without srcset": no picture and no preload may have one without the other.
    for (const image of [...images, ...preloads]) expect(Boolean(image.sizes)).toBe(Boolean(image.srcset));
    // Every candidate of the first picture, and the smallest of every other: each a first resize
    // on a fresh API, so all of them (up to 200 AVIF encodes a page) would only measure the machine.
    const [first, ...others] = fromShop.map((image) => candidateUrls(image.srcset ?? ''));
    const urls = [...new Set([...(first ?? []), ...others.map((candidates) => candidates[0] as string)])];
    for (const url of urls) {
      const response = await request.get(url, { headers: { accept: avifAccept } });
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe('image/avif');
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
}

test('the browser fetches a product card picture in a width near the one it shows, as AVIF', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const loaded = page.waitForResponse((response) => /\/images\/\d+\/\d+$/.test(response.url()));
  await page.goto('/en/clothing');
  const response = await loaded;
  expect(response.headers()['content-type']).toBe('image/avif');
  const card = page.getByRole('main').getByRole('article').first().locator('img');
  const shown = await card.evaluate((img: HTMLImageElement) => ({ current: img.currentSrc, width: img.clientWidth }));
  const fetchedWidth = Number(/\/images\/\d+\/(\d+)$/.exec(shown.current)?.[1]);
  // Desktop Chrome in Playwright has a device pixel ratio of 1: the next served width up, never the 1000 px original.
  expect(fetchedWidth).toBeGreaterThanOrEqual(shown.width);
  expect(fetchedWidth).toBeLessThan(shown.width * 2);
});

test('the picture format follows Accept, and a width the API does not serve is a 400', async ({ request }) => {
  const product = await apiGet<{ _embedded: { default_image_url: string } }>(
    request,
    'products/1?embed=default_image_url',
  );
  const variant = product._embedded.default_image_url.replace(/\.webp$/, '/320');
  const typeFor = async (accept: string) =>
    (await request.get(variant, { headers: { accept } })).headers()['content-type'];
  expect(await typeFor(avifAccept)).toBe('image/avif');
  expect(await typeFor('image/webp,*/*')).toBe('image/webp');
  expect(await typeFor('*/*')).toBe('image/webp');
  const vary = (await request.get(variant, { headers: { accept: avifAccept } })).headers().vary;
  expect(vary).toMatch(/\bAccept\b/);
  const wrong = await request.get(product._embedded.default_image_url.replace(/\.webp$/, '/333'));
  expect(wrong.status()).toBe(400);
  expect(await wrong.json()).toMatchObject({ status: 400, type: 'bad_request', errors: [{ field: 'width' }] });
});

test('a video poster comes from the shop, not the video host, and the player takes the focus', async ({
  page,
  request,
}) => {
  const videoHost: string[] = [];
  await page.route(/youtube|ytimg/, (route) => {
    videoHost.push(route.request().url());
    return route.abort();
  });
  const p = await productWithVideo(request);
  const [video] = p._embedded.videos ?? [];
  await page.goto(`/en/${p._embedded.urls.en}`);
  const item = page.getByTestId('product-video').first();
  await item.scrollIntoViewIfNeeded();
  const poster = item.locator('img');
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  const currentSrc = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(currentSrc).origin).toBe(apiUrl);
  expect(videoHost).toEqual([]);
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: `Play video: ${video?.description}` }).click();
  await expect(item.locator('iframe')).toBeFocused();
});

test('a poster that cannot be loaded leaves the film’s title on the play button', async ({ page, request }) => {
  await page.route(/\/images\/\d+\/\d+$/, (route) =>
    route.request().url().startsWith(apiUrl) ? route.abort() : route.continue(),
  );
  const p = await productWithVideo(request);
  const [video] = p._embedded.videos ?? [];
  await page.goto(`/en/${p._embedded.urls.en}`);
  const item = page.getByTestId('product-video').first();
  await item.scrollIntoViewIfNeeded();
  await expect(item.getByTestId('video-poster-fallback')).toHaveText(video?.description ?? '');
  await expect(item.getByRole('button', { name: `Play video: ${video?.description}` })).toBeVisible();
});
