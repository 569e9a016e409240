import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiGet } from './support/shop-api';
import { smallTouchTargets } from './support/touch-targets';

/**
 * The storefront's cart against the real shop API (docs/cart.md, "Storefront"): adding from a
 * product page, the cart page's editing, vouchers, the order gift, the quick order, the mini-cart,
 * and that catalogue pages stay cacheable. Demo data (docs/cart.md): the cap (product 12, €13.99,
 * 24 in stock), the beanie (product 72, the order gift from €60 / 1500 CZK), voucher LUMEN10.
 */

type Locale = 'cs' | 'en';
const cartPath: Record<Locale, string> = { cs: '/cs/kosik', en: '/en/my-cart' };
const texts = {
  en: {
    add: 'Add to cart',
    added: /is in your cart/,
    cart: /^Cart, (\d+) items?$/,
    preview: 'Your cart',
    goToCart: 'Go to cart',
  },
  cs: {
    add: 'Přidat do košíku',
    added: /je v košíku/,
    cart: /^Košík, (\d+) (kus|kusy|kusů)$/,
    preview: 'Váš košík',
    goToCart: 'Přejít do košíku',
  },
};

interface ProductAnswer {
  name: string;
  sku: string;
  _embedded: { urls: Record<string, string> };
}

async function productPath(page: Page, id: number, locale: Locale): Promise<string> {
  const product = await apiGet<ProductAnswer>(page.request, `products/${id}?embed=urls`, locale);
  return `/${locale}/${product._embedded.urls[locale]}`;
}

/** Adds the product from its page and waits for the success notice. */
async function addFromProductPage(page: Page, id: number, locale: Locale = 'en') {
  await page.goto(await productPath(page, id, locale));
  await page.getByRole('button', { name: texts[locale].add, exact: true }).click();
  await expect(page.getByText(texts[locale].added)).toBeVisible();
}

async function miniCartCount(page: Page, locale: Locale): Promise<number> {
  const link = page.getByTestId('mini-cart');
  await expect(link).toHaveAccessibleName(texts[locale].cart);
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(texts[locale].cart.exec(name)?.[1]);
}

const line = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

for (const locale of ['en', 'cs'] as const) {
  test(`adds from a product page (${locale}); the mini-cart counts what the cart page counts`, async ({ page }) => {
    await addFromProductPage(page, 12, locale);
    await addFromProductPage(page, 72, locale);
    const count = await miniCartCount(page, locale);
    expect(count).toBe(2);
    // The cart link opens the preview; its "Go to cart" goes on to the cart page.
    await page.getByTestId('mini-cart').click();
    const preview = page.getByRole('dialog', { name: texts[locale].preview });
    await expect(preview.getByRole('listitem')).toHaveCount(2);
    await preview.getByRole('link', { name: texts[locale].goToCart }).click();
    await expect(page).toHaveURL(new RegExp(`${cartPath[locale]}$`));
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-count')).toContainText(String(count));
  });
}

test('changes an amount, shows the order gift above its threshold, removes a line', async ({ page }) => {
  await addFromProductPage(page, 12);
  await page.goto(cartPath.en);
  const cap = line(page, 'Blue classic baseball cap');
  await expect(cap).toBeVisible();
  await expect(page.getByTestId('cart-order-gift')).toHaveCount(0);
  // 5 caps (€69.95) pass the €60 threshold of the order gift.
  const amount = cap.getByRole('spinbutton');
  await amount.fill('5');
  await amount.press('Enter');
  await expect(page.getByTestId('cart-order-gift')).toContainText('Yellow light beanie');
  await expect(amount).toHaveValue('5');
  await expect(page.getByTestId('cart-count')).toContainText('5 items');
  await cap.getByRole('button', { name: 'One fewer Blue classic baseball cap' }).click();
  await expect(amount).toHaveValue('4');
  await expect(page.getByTestId('cart-order-gift')).toHaveCount(0);
  await cap.getByRole('button', { name: 'Remove Blue classic baseball cap' }).click();
  await expect(page.getByTestId('empty-cart')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('empty-cart')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a removed line can be put back from its notice: the same variant and amount', async ({ page }) => {
    await addFromProductPage(page, 12);
    await page.goto(cartPath.en);
    const cap = line(page, 'Blue classic baseball cap');
    const amount = cap.getByRole('spinbutton');
    await amount.fill('3');
    await amount.press('Enter');
    await expect(page.getByTestId('cart-count')).toContainText('3 items');
    await cap.getByRole('button', { name: 'Remove Blue classic baseball cap' }).click();
    await expect(page.getByTestId('empty-cart')).toBeVisible();
    await expect(page.getByText('Blue classic baseball cap was removed from your cart.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Blue classic baseball cap is back in your cart.')).toBeVisible();
    await expect(line(page, 'Blue classic baseball cap').getByRole('spinbutton')).toHaveValue('3');
    await page.reload();
    await expect(line(page, 'Blue classic baseball cap').getByRole('spinbutton')).toHaveValue('3');
  });

  test('the header’s cart opens a preview; without JavaScript it is a link to the cart page', async ({
    page,
    browser,
  }) => {
    await addFromProductPage(page, 12);
    const link = page.getByTestId('mini-cart');
    await expect(link).toHaveAccessibleName('Cart, 1 item');
    await link.click();
    const preview = page.getByRole('dialog', { name: 'Your cart' });
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveCount(1);
    await expect(preview.getByRole('listitem')).toContainText('Blue classic baseball cap');
    await expect(preview.getByRole('listitem')).toContainText('1×');
    await expect(preview.getByRole('listitem').locator('img')).toHaveCount(1);
    await expect(preview.getByTestId('mini-cart-subtotal')).toHaveText(/€\s?13\.99/);
    const box = await preview.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(link).toBeFocused();
    await link.click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/en\/my-cart\/shipping-and-payment$/);

    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const plain = await noScript.newPage();
    await plain.goto(await productPath(plain, 12, 'en'));
    await plain.getByTestId('mini-cart').click();
    await expect(plain).toHaveURL(new RegExp(`${cartPath.en}$`));
    await noScript.close();
  });

  test('the checkout header fits: the shop’s name on one line, the steps in one row', async ({ page }) => {
    await addFromProductPage(page, 12, 'cs');
    await page.goto(cartPath.cs);
    const name = page.getByRole('banner').getByRole('link', { name: 'Lumen Store' });
    const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await name.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
    const steps = page.getByRole('navigation', { name: 'Kroky objednávky' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    const tops = await steps.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const right = await steps.evaluateAll((items) => Math.max(...items.map((i) => i.getBoundingClientRect().right)));
    expect(right).toBeLessThanOrEqual(390);
    // The current step shows its name; the others their number, their names still in their accessible names.
    await expect(
      page.getByRole('navigation', { name: 'Kroky objednávky' }).locator('[aria-current="step"]'),
    ).toContainText('Košík');
    await expect(page.getByRole('link', { name: /Doprava a platba/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a refused voucher shows its message on the field; a valid one applies with its notice', async ({ page }) => {
  await addFromProductPage(page, 12);
  await page.goto(cartPath.en);
  const code = page.getByRole('textbox', { name: 'Voucher code' });
  await code.fill('EXPIRED20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  const message = page.getByTestId('voucher-error');
  await expect(message).toBeVisible();
  await expect(code).toHaveAccessibleDescription((await message.textContent()) ?? '');
  await code.fill('lumen10');
  await expect(code).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Voucher LUMEN10 has been applied.')).toBeVisible();
  await expect(page.getByTestId('applied-vouchers')).toContainText('LUMEN10');
  await expect(page.getByTestId('cart-discounts')).toBeVisible();
  await page.getByRole('button', { name: 'Remove voucher LUMEN10' }).click();
  await expect(page.getByText('Voucher LUMEN10 has been removed.')).toBeVisible();
  await expect(page.getByTestId('cart-discounts')).toHaveCount(0);
});

test('quick order adds the good rows and shows the error beside the bad one', async ({ page }) => {
  const beanie = await apiGet<ProductAnswer>(page.request, 'products/72');
  await page.goto(cartPath.en);
  await expect(page.getByTestId('empty-cart')).toBeVisible();
  await page.getByRole('textbox', { name: 'Product code, row 1' }).fill(beanie.sku);
  await page.getByRole('textbox', { name: 'Product code, row 2' }).fill('999999');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(line(page, 'Yellow light beanie')).toBeVisible();
  const error = page.getByTestId('quick-order-error');
  await expect(error).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Product code, row 2' })).toHaveAccessibleDescription(
    (await error.textContent()) ?? '',
  );
  await expect(page.getByRole('textbox', { name: 'Product code, row 2' })).toHaveValue('999999');
});

test('the product page stays in the route cache for a shopper with a cart', async ({ page }) => {
  await addFromProductPage(page, 12);
  const cookies = await page.context().cookies();
  const cartId = cookies.find((cookie) => cookie.name === 'cart_id')?.value;
  expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
  const path = await productPath(page, 12, 'en');
  const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  for (let i = 0; i < 2; i += 1) {
    const response = await page.request.get(path, { headers: { cookie: cookieHeader } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('s-maxage');
    // The cart adds no cookie to a cacheable answer (the security part removes the others).
    expect(response.headers()['set-cookie'] ?? '').not.toContain('cart_id');
    if (i === 1) expect(response.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await response.text()).not.toContain(cartId ?? '');
  }
});

test('the cart page with items has no axe violations, with the clear-cart dialog too', async ({ page }) => {
  await addFromProductPage(page, 12);
  await page.goto(cartPath.en);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Empty cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Empty your cart?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Empty cart' })).toBeFocused();
  await page.getByRole('button', { name: 'Empty cart' }).click();
  await page.getByRole('button', { name: 'Yes, empty it' }).click();
  await expect(page.getByTestId('empty-cart')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the cart page fits the screen and its targets are large enough', async ({ page }) => {
    await addFromProductPage(page, 12);
    await page.goto(cartPath.en);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('link', { name: 'Continue to shipping and payment' })).toBeVisible();
    // The page's own targets: notices (sonner's close button) come and go.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    expect(await smallTouchTargets(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('cart-phone.png'), fullPage: true });
  });
});
