import { expect, test, type Locator, type Page } from '@playwright/test';

const phone = { width: 390, height: 844 };
const header = (page: Page) => page.getByRole('banner');
const box = (page: Page) => header(page).getByRole('combobox', { name: 'Hledat v obchodě' });
const popup = (page: Page) => header(page).getByTestId('search-popup');
const productOptions = (page: Page) =>
  header(page)
    .getByRole('listbox', { name: 'Návrhy vyhledávání' })
    .getByRole('group', { name: 'Produkty' })
    .getByRole('option');

/** Whether an element's content fits its box: nothing cut off, no ellipsis. */
const fits = (element: Locator) =>
  element.evaluate((node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight);

test.describe('the search popup on a phone (390×844)', () => {
  test.use({ viewport: phone, hasTouch: true });

  test('spans the screen under the header, with whole prices and names on at most two lines', async ({ page }) => {
    await page.goto('/cs');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    // Long names and four-digit prices in crowns ("2 190 Kč"): the case that wrapped and cut off.
    await box(page).fill('bunda');
    await box(page).press('Enter');
    await expect(popup(page)).toBeVisible();
    await expect(productOptions(page).first()).toBeVisible();

    const panel = (await popup(page).boundingBox())!;
    const headerBox = (await header(page).boundingBox())!;
    expect(panel.x).toBeLessThanOrEqual(0.5);
    expect(panel.width).toBeGreaterThanOrEqual(phone.width - 1);
    expect(panel.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 12);

    const options = await productOptions(page).all();
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      // The row's last part is its price column: the price with "s DPH", an old price under it.
      const price = option.locator(':scope > span').last();
      await expect(price).toContainText('Kč');
      expect(await fits(price), await price.innerText()).toBe(true);
      const priceBox = (await price.boundingBox())!;
      expect(priceBox.x + priceBox.width).toBeLessThanOrEqual(phone.width);

      const name = option.locator(':scope > span').first();
      const lines = await name.evaluate((node) => {
        const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
        return Math.round(node.getBoundingClientRect().height / lineHeight);
      });
      expect(lines, await name.innerText()).toBeLessThanOrEqual(2);
    }
  });
});
