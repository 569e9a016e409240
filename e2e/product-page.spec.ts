import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiGet } from './support/shop-api';

interface Money {
  value: number;
  formatted: string;
}
interface Availability {
  name: string;
  can_purchase: boolean;
}
interface Variation {
  id: number;
  update_stock: boolean;
  stock_state: number;
  taxed_price: Money;
  _embedded: {
    properties: { product_property_id: number; product_property_attribute_id: number }[];
    image_url: string | null;
    product_availability: Availability | null;
    discounted_taxed_price: Money | null;
    discount_percents: number | null;
  };
}
interface Property {
  id: number;
  name: string;
  type: number;
  product_variation_property_attributes: { id: number; name: string }[];
}
interface ProductAnswer {
  name: string;
  _embedded: {
    urls: Record<string, string>;
    product_variations?: Variation[];
    product_variation_properties?: Property[];
    images?: { image_url: string }[];
    videos?: { video_id: string; description: string | null }[];
  };
}

async function product(page: Page, id: number, language: string, embed: string): Promise<ProductAnswer> {
  return apiGet<ProductAnswer>(page.request, `products/${id}?embed=urls,${embed}`, language);
}

/** The price a shopper pays for a variation (with tax), and whether it can be bought: what the page must show. */
const shownPrice = (v: Variation) =>
  (v._embedded.discount_percents && v._embedded.discounted_taxed_price
    ? v._embedded.discounted_taxed_price
    : v.taxed_price
  ).formatted;
const purchasable = (v: Variation) =>
  (v._embedded.product_availability?.can_purchase ?? true) && (!v.update_stock || v.stock_state > 0);

async function choose(page: Page, properties: Property[], variation: Variation) {
  for (const link of variation._embedded.properties) {
    const property = properties.find((p) => p.id === link.product_property_id);
    const attribute = property?.product_variation_property_attributes.find(
      (a) => a.id === link.product_property_attribute_id,
    );
    if (!property || !attribute) throw new Error(`variation ${variation.id} names an unknown attribute`);
    if (property.type === 1)
      await page.getByRole('combobox', { name: property.name }).selectOption(String(attribute.id));
    else {
      // Shoppers click the swatch or the button, which is the radio's label ("Black (sold out)" when nothing in black
      // can be bought, "Black (not in this combination)" when it does not come with the other choices).
      const group = page.getByRole('group', { name: property.name });
      await group.getByText(attribute.name, { exact: true }).click();
      await expect(
        group.getByRole('radio', {
          name: new RegExp(`^${attribute.name}( \\((sold out|not in this combination)\\))?$`),
        }),
      ).toBeChecked();
    }
  }
}

/** Keeps the tests off the internet: YouTube answers nothing, and every request to it is recorded. */
async function recordYouTube(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/youtube|ytimg/, (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  return requests;
}

test('choosing a variation changes the price, the availability and the add-to-cart button', async ({ page }) => {
  await recordYouTube(page);
  const p = await product(page, 3, 'en', 'product_variations,product_variation_properties');
  const variations = p._embedded.product_variations ?? [];
  const properties = p._embedded.product_variation_properties ?? [];
  const [first] = variations;
  const other = variations.find(
    (v) =>
      v !== first &&
      (shownPrice(v) !== shownPrice(first as Variation) || purchasable(v) !== purchasable(first as Variation)),
  );
  if (!first || !other) throw new Error('product 3 should have variations that differ in price or availability');

  await page.goto(`/en/${p._embedded.urls.en}`);
  const panel = page.getByTestId('purchase-panel');
  const button = panel.getByRole('button', { name: 'Add to cart' });
  await expect(button).toBeDisabled();
  await expect(panel.getByTestId('add-to-cart-reason')).toHaveText('Choose a variant first.');

  for (const variation of [first, other]) {
    await choose(page, properties, variation);
    await expect(panel.getByTestId('price')).toHaveText(shownPrice(variation));
    await expect(panel.getByTestId('availability')).toContainText(variation._embedded.product_availability?.name ?? '');
    if (purchasable(variation)) await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
  }
  // The first variation is on sale (35 %): its original price is struck through.
  await choose(page, properties, first);
  await expect(panel.getByTestId('original-price')).toHaveText(first.taxed_price.formatted);
  await expect(panel.getByTestId('discount-percents')).toHaveText('You save 35 %');
});

test('the add-to-cart button bounds the amount and adds to the cart', async ({ page }) => {
  const p = await apiGet<ProductAnswer & { stock_state: number; max_purchasable_amount: number | null }>(
    page.request,
    'products/2?embed=urls',
    'en',
  );
  await page.goto(`/en/${p._embedded.urls.en}`);
  const amount = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(amount).toHaveAttribute('max', String(Math.min(p.max_purchasable_amount ?? Infinity, p.stock_state)));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${p.name} is in your cart.`)).toBeVisible();
  await expect(page.getByTestId('mini-cart')).toHaveAccessibleName('Cart, 1 item');
});

test('the gallery switches pictures by thumbnail and shows the chosen variation’s picture', async ({ page }) => {
  await recordYouTube(page);
  const p = await product(page, 3, 'en', 'product_variations,product_variation_properties,images');
  const images = [...new Set((p._embedded.images ?? []).map((i) => i.image_url))];
  expect(images.length).toBeGreaterThan(1);
  await page.goto(`/en/${p._embedded.urls.en}`);
  const main = page.getByTestId('gallery-main');
  await expect(main).toHaveAttribute('src', images[0] as string);
  await expect(main).toHaveAttribute('alt', p.name);
  await page.getByRole('button', { name: `Show picture 2 of ${images.length}` }).click();
  await expect(main).toHaveAttribute('src', images[1] as string);
  await expect(page.getByRole('button', { name: `Show picture 2 of ${images.length}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const withPicture = (p._embedded.product_variations ?? []).find(
    (v) => v._embedded.image_url && v._embedded.image_url !== images[1],
  );
  if (withPicture) {
    await choose(page, p._embedded.product_variation_properties ?? [], withPicture);
    await expect(main).toHaveAttribute('src', withPicture._embedded.image_url as string);
  }
});

test('a video loads its player only when the shopper clicks it', async ({ page }) => {
  const youtube = await recordYouTube(page);
  const p = await product(page, 3, 'en', 'videos');
  const [video] = p._embedded.videos ?? [];
  if (!video) throw new Error('product 3 should have a video');
  await page.goto(`/en/${p._embedded.urls.en}`);
  const item = page.getByTestId('product-video').first();
  await item.scrollIntoViewIfNeeded();
  await expect(item.locator('iframe')).toHaveCount(0);
  expect(youtube.filter((url) => url.includes('youtube-nocookie.com'))).toEqual([]);

  await item.getByRole('button', { name: `Play video: ${video.description}` }).click();
  const player = item.locator('iframe');
  await expect(player).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${video.video_id}?autoplay=1&rel=0`,
  );
  await expect(player).toHaveAttribute('title', video.description ?? '');
});

test('reviews show the author, a rating out of 5 and the average; a package lists its items', async ({ page }) => {
  const p = await apiGet<ProductAnswer & { _embedded: { rating: { average: number; count: number } } }>(
    page.request,
    'products/1?embed=urls,rating',
    'en',
  );
  await page.goto(`/en/${p._embedded.urls.en}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByTestId('rating-average')).toHaveText(String(p._embedded.rating.average));
  const average = reviews.getByRole('meter', { name: 'Average rating' });
  await expect(average).toHaveAttribute('aria-valuenow', String(p._embedded.rating.average));
  await expect(average).toHaveAttribute(
    'aria-valuetext',
    `${p._embedded.rating.average} out of 5 (${Math.round((p._embedded.rating.average / 5) * 100)} %)`,
  );
  await expect(reviews.getByTestId('review-author').first()).not.toBeEmpty();
  await expect(page.getByRole('link', { name: 'Size chart' })).toHaveAttribute(
    'href',
    /\/attachments\/1\/size-chart\.pdf$/,
  );

  const set = await product(page, 22, 'en', 'product_package_items');
  await page.goto(`/en/${set._embedded.urls.en}`);
  await expect(page.getByTestId('package-items').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('package-items')).toContainText('2 ×');
});

test('the page carries Product structured data', async ({ page }) => {
  const p = await product(page, 1, 'en', 'rating');
  await page.goto(`/en/${p._embedded.urls.en}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product');
  expect(found).toMatchObject({ name: p.name, aggregateRating: { '@type': 'AggregateRating', bestRating: 5 } });
  expect(found?.offers).toBeTruthy();
});

for (const [language, id] of [
  ['cs', 1],
  ['en', 3],
  ['en', 22],
] as const) {
  test(`axe finds no violations on product ${id} in ${language}`, async ({ page }) => {
    await recordYouTube(page);
    const p = await product(page, id, language, 'rating');
    await page.goto(`/${language}/${p._embedded.urls[language]}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the chosen variation lives in the URL: it survives a tax switch and a reload, and sold-out options say so', async ({
  page,
}) => {
  await recordYouTube(page);
  const p = await product(page, 3, 'en', 'product_variations,product_variation_properties');
  const variations = p._embedded.product_variations ?? [];
  const properties = p._embedded.product_variation_properties ?? [];
  const chosen = variations.find(purchasable);
  if (!chosen) throw new Error('product 3 should have a purchasable variation');

  await page.goto(`/en/${p._embedded.urls.en}`);
  await choose(page, properties, chosen);
  await expect(page).toHaveURL(new RegExp(`[?&]variant=${chosen.id}$`));
  const panel = page.getByTestId('purchase-panel');
  const button = panel.getByRole('button', { name: 'Add to cart' });
  await expect(button).toBeEnabled();

  const vat = page.getByRole('group', { name: 'Price display' }).getByRole('button', { name: 'Prices incl. VAT' });
  await vat.click();
  await expect(vat).toHaveAttribute('aria-pressed', 'false');
  await expect(panel.getByText('excl. VAT').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]variant=${chosen.id}$`));
  await expect(button).toBeEnabled();
  await expect(panel.getByTestId('sku')).toHaveText(/./);

  await page.reload();
  await expect(button).toBeEnabled();
  for (const link of chosen._embedded.properties) {
    const property = properties.find((x) => x.id === link.product_property_id);
    const attribute = property?.product_variation_property_attributes.find(
      (a) => a.id === link.product_property_attribute_id,
    );
    if (property?.type === 1)
      await expect(page.getByRole('combobox', { name: property.name })).toHaveValue(String(attribute?.id));
  }
  await vat.click();
  await expect(vat).toHaveAttribute('aria-pressed', 'true');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('picking a size chooses no colour for the shopper: the button waits until the colour is chosen too', async ({
    page,
  }) => {
    await recordYouTube(page);
    await page.goto('/cs/zimni-parka-vento');
    const panel = page.getByTestId('purchase-panel');
    const button = panel.getByRole('button', { name: 'Přidat do košíku' });
    await expect(button).toBeDisabled();
    await panel.getByRole('combobox', { name: 'Velikost' }).selectOption({ label: 'M' });
    const colours = panel.getByRole('group', { name: 'Barva' });
    await expect(colours.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(button).toBeDisabled();
    await expect(panel.getByTestId('add-to-cart-reason')).toBeVisible();
    expect(new URL(page.url()).searchParams.has('varianta')).toBe(false);

    // A colour that comes in M and can be bought (no mark in its name) completes the choice.
    const plain = colours.getByRole('radio', { name: /^[^(]+$/ }).first();
    const colourName = await plain.evaluate((radio) => (radio.closest('label') as HTMLElement).innerText.trim());
    await colours.getByText(colourName, { exact: true }).click();
    await expect(plain).toBeChecked();
    await expect(button).toBeEnabled();
    await expect(page).toHaveURL(/[?&]varianta=\d+$/);
  });
});
