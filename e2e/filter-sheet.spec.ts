import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Filters' });
const showFilters = (page: Page) => page.getByRole('button', { name: /^Show filters/ });
const productCount = (page: Page) => page.getByTestId('listing-count');

test.describe('the filter sheet on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('opens from "Show filters", stays open and in place while filters are chosen, closes with "Show N products"', async ({
    page,
  }) => {
    await page.goto('/en/clothing');
    await expect(showFilters(page)).toHaveAccessibleName('Show filters');
    await showFilters(page).click();
    await expect(sheet(page)).toBeVisible();
    await expectNoAxeViolations(page);

    // A filter at the bottom of the scrolled sheet: the sheet must not jump back to its top after it.
    const body = sheet(page).getByTestId('filter-sheet-body');
    await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const scrolled = await body.evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    const color = sheet(page).getByRole('region', { name: 'Color' });
    const swatch = color.getByRole('link').first();
    const name = (await swatch.getAttribute('aria-label')) ?? '';
    await swatch.click();
    await expect(page).toHaveURL(/\/en\/clothing\?color=[\w-]+$/);
    await expect(sheet(page)).toBeVisible();
    await expect(color.getByRole('link', { name: `${name}, selected` })).toBeVisible();
    expect(Math.abs((await body.evaluate((element) => element.scrollTop)) - scrolled)).toBeLessThan(40);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

    // A second choice, from a page that is already filtered.
    await sheet(page).getByRole('region', { name: 'Brand' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/clothing\?\w+=[\w-]+&\w+=[\w-]+$/);
    await expect(sheet(page)).toBeVisible();

    const count = (await productCount(page).textContent())?.match(/\d+/)?.[0];
    const close = sheet(page).getByRole('button', { name: `Show ${count} product${count === '1' ? '' : 's'}` });
    await close.click();
    await expect(sheet(page)).toBeHidden();
    await expect(showFilters(page)).toBeFocused();
    await expect(showFilters(page)).toHaveAccessibleName(/^Show filters\s*, 2 active filters$/);
  });

  test('keyboard: after each filter chosen in the sheet, focus is back on the chosen control', async ({ page }) => {
    await page.goto('/en/clothing');
    await showFilters(page).focus();
    await page.keyboard.press('Enter');
    await expect(sheet(page)).toBeVisible();

    /** Tabs (forward only, within the trapped sheet) to a control and chooses it with Enter. */
    async function choose(control: Locator): Promise<string> {
      const key = (await control.getAttribute('data-focus-key')) ?? '';
      expect(key).not.toBe('');
      for (let i = 0; i < 80 && !(await control.evaluate((element) => element === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      await page.keyboard.press('Enter');
      return key;
    }
    const chosen = (key: string) => sheet(page).locator(`[data-focus-key="${key}"]`);

    const brand = await choose(sheet(page).getByRole('region', { name: 'Brand' }).getByRole('link').first());
    await expect(page).toHaveURL(/\/en\/clothing\?brand=[\w-]+$/);
    await expect(sheet(page)).toBeVisible();
    await expect(chosen(brand)).toHaveAccessibleName(/, selected$/);
    await expect(chosen(brand)).toBeFocused();

    // From a filtered listing, in another filter further down the sheet.
    const color = await choose(sheet(page).getByRole('region', { name: 'Color' }).getByRole('link').first());
    await expect(page).toHaveURL(/\/en\/clothing\?\w+=[\w-]+&\w+=[\w-]+$/);
    await expect(chosen(color)).toHaveAccessibleName(/, selected$/);
    await expect(chosen(color)).toBeFocused();

    // Undoing it with the same key leaves focus on it too.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/clothing\?brand=[\w-]+$/);
    await expect(chosen(color)).not.toHaveAccessibleName(/, selected$/);
    await expect(chosen(color)).toBeFocused();

    // The price slider's thumb: keys move it, the listing follows, focus stays on the thumb.
    const high = sheet(page).getByRole('slider', { name: /^Highest price/ });
    await high.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/[?&]price=\d+-\d+/);
    await expect(sheet(page).getByRole('slider', { name: /^Highest price/ })).toBeFocused();
  });

  test('Escape closes the sheet and focus stays inside it until then', async ({ page }) => {
    await page.goto('/en/clothing?brand=nordvik');
    await showFilters(page).click();
    await expect(sheet(page)).toBeVisible();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(showFilters(page)).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the filters are a disclosure of plain links', async ({ page }) => {
    await page.goto('/en/clothing');
    const brand = page.getByRole('link', { name: /^Nordvik \d+ products?$/ });
    await expect(brand).toBeHidden();
    await page.getByText('Show filters').click();
    await brand.click();
    await expect(page).toHaveURL(/\/en\/clothing\?brand=nordvik$/);
    await expect(productCount(page)).toBeVisible();
  });
});

test('the price slider: two labelled thumbs announcing prices; keys move them and the listing follows', async ({
  page,
}) => {
  await page.goto('/en/clothing');
  const price = page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Price' });
  const low = price.getByRole('slider', { name: /^Lowest price/ });
  const high = price.getByRole('slider', { name: /^Highest price/ });
  await expect(low).toHaveAttribute('aria-valuetext', /€\d/);
  const max = Number(await high.getAttribute('aria-valuemax'));
  const min = Number(await low.getAttribute('aria-valuemin'));
  await expect(high).toHaveAttribute('aria-valuenow', String(max));

  await high.focus();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowLeft');
  await expect(high).toHaveAttribute('aria-valuenow', String(max - 11));
  await expect(price.getByLabel(/^To/)).toHaveValue(String(max - 11));
  await expect(page).toHaveURL(new RegExp(`\\?price=${min}-${max - 11}$`));

  await low.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`\\?price=${min + 1}-${max - 11}$`));
  await expect(low).toHaveAttribute('aria-valuetext', /€\d/);
});
