import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { plainProducts } from './support/plain-products';

const phone = { width: 390, height: 844 };
const header = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Open menu' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: phone, hasTouch: true });

  test('a compact sticky header, and the first product of a category within the first screen', async ({ page }) => {
    await page.goto('/en/clothing');
    const box = await header(page).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(72);
    await expect(header(page).getByRole('link', { name: 'Lumen Store' })).toBeVisible();
    await expect(header(page).getByRole('combobox', { name: 'Search the shop' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Cart' })).toBeVisible();
    // The category row, language and price switches wait in the menu.
    await expect(header(page).getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

    const firstProduct = await page.getByRole('main').getByRole('article').first().boundingBox();
    expect((firstProduct?.y ?? Infinity) + 100).toBeLessThan(phone.height);

    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await header(page).boundingBox())?.y).toBe(0);
  });

  test('a category page does not shift while it loads: its banners wait below the products', async ({ page }) => {
    // A slow phone paints before the whole page is parsed; the banners come first in the HTML but
    // show after the products, so painted early they would jump down the page.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput && entry.value > 0.01)
            shifts.push(`${entry.value.toFixed(3)} at ${entry.startTime}`);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (let load = 0; load < 4; load++) {
      await page.goto('/en/clothing', { waitUntil: 'load' });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const banner = page.getByRole('main').getByRole('link', { name: 'See hoodies' });
    await expect(banner).toBeVisible();
    const lastProduct = await page.getByRole('main').getByRole('article').last().boundingBox();
    expect((await banner.boundingBox())?.y).toBeGreaterThan(lastProduct?.y ?? Infinity);
  });

  test('a product page shows its price and "Add to cart" within the first screen', async ({ page, request }) => {
    const [product] = await plainProducts(request, 'en');
    await page.goto(`/en/${product?.urls.en}`);
    const price = await page.getByTestId('purchase-panel').getByTestId('price').first().boundingBox();
    const add = await page.getByRole('button', { name: 'Add to cart' }).boundingBox();
    expect((price?.y ?? Infinity) + (price?.height ?? 0)).toBeLessThanOrEqual(phone.height);
    expect((add?.y ?? Infinity) + (add?.height ?? 0)).toBeLessThanOrEqual(phone.height);
  });

  test('the menu drawer: a dialog that traps focus, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/en');
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).not.toHaveCount(
      0,
    );
    await expect(drawer(page).getByRole('group', { name: 'Price display' })).toBeVisible();
    await expect(drawer(page).getByRole('navigation', { name: 'Language' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Tab and Shift+Tab go round inside the drawer.
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('the menu drawer closes when a link in it is followed', async ({ page }) => {
    await page.goto('/en');
    await menuButton(page).click();
    await drawer(page)
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Clothing' })
      .click();
    await expect(page).toHaveURL(/\/en\/clothing$/);
    await expect(drawer(page)).toBeHidden();

    // A client navigation (no new document) closes it too.
    await menuButton(page).click();
    await drawer(page).getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(drawer(page)).toBeHidden();
  });

  test('the search field shows a visible focus ring', async ({ page }) => {
    await page.goto('/en');
    const search = header(page).getByRole('combobox', { name: 'Search the shop' });
    await search.focus();
    const outline = await search.evaluate((input) => {
      const style = getComputedStyle(input);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    expect(outline.color).toBe('rgb(24, 88, 67)');
  });
});

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test('the menu button opens the menu as a panel of plain links under the header', async ({ page }) => {
    await page.goto('/en');
    const menu = header(page).locator('details');
    const clothing = menu.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Clothing' });
    await expect(clothing).toBeHidden();
    const summary = menu.locator('summary');
    await expect(summary).toHaveText('Open menu');
    const box = await summary.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await summary.click();
    await expect(clothing).toBeVisible();
    await expect(
      menu.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Čeština' }),
    ).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    // The panel lies over the page below the header, within the screen.
    const panel = await clothing.boundingBox();
    expect(panel?.y ?? 0).toBeGreaterThanOrEqual((await header(page).boundingBox())?.height ?? 0);
    await clothing.click();
    await expect(page).toHaveURL(/\/en\/clothing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clothing');
  });
});

test('on a wide screen the header keeps its rows: categories, prices, login and languages in view, no menu button', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(menuButton(page)).toBeHidden();
  await expect(header(page).getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(header(page).getByRole('group', { name: 'Price display' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header(page).getByRole('navigation', { name: 'Language' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Cart' })).toBeVisible();
});
