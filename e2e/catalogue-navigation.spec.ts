import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('a shopper goes from a category to a product by clicking', async ({ page }) => {
  await page.goto('/en');
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  const categoryLink = menu.getByRole('link').first();
  const categoryName = (await categoryLink.textContent())?.trim() ?? '';
  await categoryLink.click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
  await expectNoAxeViolations(page);

  const firstProduct = page.getByRole('main').getByRole('article').first();
  const productName = (await firstProduct.getByRole('heading').textContent())?.trim() ?? '';
  const listedPrice = (await firstProduct.getByTestId('price').textContent())?.trim();
  await firstProduct.getByRole('link', { name: productName }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  // The purchase panel shows the listed price, struck through when a discount runs (related product cards show prices too).
  await expect(page.getByTestId('purchase-panel')).toContainText(listedPrice ?? '');
  await expect(page.getByRole('img', { name: productName })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: categoryName }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a category lists its products page by page', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().click();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  if ((await pages.count()) === 0) test.skip(true, 'the first category fits on one page');
  const firstOnPageOne = await page.getByRole('main').getByRole('article').first().getByRole('heading').textContent();
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).not.toHaveText(
    firstOnPageOne ?? '',
  );
});

test('a product page links its brand, and every page links every brand and the legal pages from its footer', async ({
  page,
}) => {
  await page.goto('/cs/cervene-bavlnene-tricko');
  const brandLink = page.getByRole('main').getByRole('paragraph').filter({ hasText: 'Značka:' }).getByRole('link');
  const brandName = (await brandLink.textContent())?.trim() ?? '';
  await brandLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brandName);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Značky' }).getByRole('link')).toHaveCount(7);
  await footer.getByRole('link', { name: 'Obchodní podmínky' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obchodní podmínky');
  await expect(footer.getByRole('region', { name: 'Kontakt' })).toContainText('IČO');
  await expectNoAxeViolations(page);
});
