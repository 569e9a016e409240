import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const carousel = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Featured offers' });
const slide = (page: Page, name: string) => carousel(page).getByRole('group', { name });

/** Whether a slide's banner lies inside the carousel's visible box. */
async function inView(page: Page, name: string): Promise<boolean> {
  const banner = slide(page, name).locator('> *').first();
  const [box, view] = await Promise.all([banner.boundingBox(), carousel(page).boundingBox()]);
  if (!box || !view) return false;
  return box.x >= view.x - 1 && box.x + box.width <= view.x + view.width + 1;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the home banners are a carousel with buttons, dots and arrow keys (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/en');
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slide(page, '1 of 2')).toHaveAttribute('aria-roledescription', 'slide');
    // The first banner is whole and its picture is in the HTML, eager; the second waits off-screen.
    await expect(slide(page, '1 of 2').locator('img').first()).toHaveAttribute('loading', 'eager');
    await expect.poll(() => inView(page, '1 of 2')).toBe(true);
    await expect.poll(() => inView(page, '2 of 2')).toBe(false);

    const previous = carousel(page).getByRole('button', { name: 'Previous banner' });
    const next = carousel(page).getByRole('button', { name: 'Next banner' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect.poll(() => inView(page, '2 of 2')).toBe(true);
    await expect(carousel(page).getByRole('button', { name: 'Show banner 2' })).toHaveAttribute('aria-current', 'true');
    await expect(next).toBeDisabled();
    await expectNoAxeViolations(page);

    await carousel(page).getByRole('button', { name: 'Show banner 1' }).click();
    await expect.poll(() => inView(page, '1 of 2')).toBe(true);
    await expect(carousel(page).getByRole('button', { name: 'Show banner 1' })).toHaveAttribute('aria-current', 'true');

    await carousel(page).getByRole('button', { name: 'Show banner 1' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => inView(page, '2 of 2')).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => inView(page, '1 of 2')).toBe(true);
  });
}

test('the HTML holds every banner, the first one with its picture, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/en');
  await expect(slide(page, '1 of 2').getByRole('heading')).toBeVisible();
  await expect(slide(page, '1 of 2').locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  await expect(slide(page, '2 of 2').getByRole('heading')).toBeAttached();
  await context.close();
});
