import { expect, test, type Page } from '@playwright/test';
import { plainProducts } from './support/plain-products';
import { smallTouchTargets } from './support/touch-targets';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The whole page, scrolled through so late content (lazy sections) is there too. */
async function measure(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 800) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(done));
    }
    window.scrollTo(0, 0);
  });
  return smallTouchTargets(page);
}

test.describe('every link, button and field is at least 24×24 CSS px on a phone (WCAG 2.5.8)', () => {
  test('home', async ({ page }) => {
    expect(await measure(page, '/en')).toEqual([]);
  });

  test('category with its filters', async ({ page }) => {
    expect(await measure(page, '/en/clothing')).toEqual([]);
    // The filters live in the sheet on a phone: measured opened.
    await page.getByRole('button', { name: /^Show filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    expect(await smallTouchTargets(page)).toEqual([]);
  });

  test('product', async ({ page, request }) => {
    const [product] = await plainProducts(request, 'en');
    expect(await measure(page, `/en/${product?.urls.en}`)).toEqual([]);
  });

  test('the check itself: a 16 px button beside another target is reported, a link inside a sentence is not', async ({
    page,
  }) => {
    // A page of its own: injected into the shop's page, the markup raced React's hydration, which
    // replaces nodes it did not render.
    await page.setContent(
      '<main><p>Read <a href="/en">the terms</a> first.</p>' +
        '<div style="display:flex"><button type="button" style="width:16px;height:16px;padding:0">x</button>' +
        '<a href="/en" style="display:block;width:40px;height:40px">next to it</a></div></main>',
    );
    const found = await smallTouchTargets(page);
    expect(found).toEqual([{ target: 'main button "x"', width: 16, height: 16 }]);
  });
});
