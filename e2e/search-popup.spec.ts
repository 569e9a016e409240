import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/** The header search box (a combobox once hydrated) and its popup. */
const box = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
const popup = (page: Page) => page.getByRole('banner').getByTestId('search-popup');
const listbox = (page: Page) => page.getByRole('banner').getByRole('listbox', { name: 'Search suggestions' });

async function openHome(page: Page) {
  await page.goto('/en');
  await expect(box(page)).toBeVisible();
  // Hydrated: the island sets aria-expanded.
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
}

/** Stops the page's clock: from here the test moves time itself (the clock is installed before each test). */
async function stopClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/**
 * The home page with the page's clock stopped, so a timing rule holds however slowly a loaded
 * machine types (`pressSequentially`) or runs the test.
 */
async function openHomeWithStoppedClock(page: Page) {
  await openHome(page);
  await stopClock(page);
}

/**
 * Types a text and opens the popup with Enter while no time passes, then lets time run again. On a
 * busy machine the 500 ms typing delay could otherwise open the popup first, and Enter on an open
 * popup with nothing chosen leaves for the search page.
 */
async function openPopupWith(page: Page, text: string) {
  await stopClock(page);
  await box(page).fill(text);
  await box(page).press('Enter');
  await expect(popup(page)).toBeVisible();
  await page.clock.resume();
}

test.describe('search popup', () => {
  test.beforeEach(async ({ page }) => {
    // Time runs as usual until a test stops it.
    await page.clock.install();
  });

  test('opens 500 ms after typing non-blank text, and closes at once when the text is cleared', async ({ page }) => {
    await openHomeWithStoppedClock(page);
    await box(page).pressSequentially('shirt');
    // Still within the typing delay: closed.
    await page.clock.runFor(499);
    await expect(popup(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(popup(page)).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await page.clock.resume();
    await expect(listbox(page).getByRole('group', { name: 'Products' }).getByRole('option').first()).toBeVisible();

    await stopClock(page);
    await box(page).fill('');
    // No time passes: clearing closes it at once.
    await expect(popup(page)).toBeHidden();
  });

  test('blank text never opens it', async ({ page }) => {
    await openHomeWithStoppedClock(page);
    await box(page).pressSequentially('   ');
    await page.clock.runFor(900);
    await expect(popup(page)).toBeHidden();
  });

  test('opens at once on Enter', async ({ page }) => {
    await openHomeWithStoppedClock(page);
    await box(page).fill('jacket');
    // No time passes: Enter opens it without the typing delay.
    await box(page).press('Enter');
    await expect(popup(page)).toBeVisible();
    // Enter opened the popup instead of leaving the page.
    await expect(page).toHaveURL(/\/en$/);
  });

  test('opens 100 ms after focus when the box holds text, and closes when focus leaves or on Escape', async ({
    page,
  }) => {
    await openHomeWithStoppedClock(page);
    await box(page).fill('jacket');
    await box(page).press('Enter');
    await expect(popup(page)).toBeVisible();
    await box(page).press('Escape');
    await expect(popup(page)).toBeHidden();
    // Escape closes the popup but keeps the text and the focus.
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue('jacket');
    // Focus away closes; focus back reopens shortly after.
    await box(page).press('Enter');
    await expect(popup(page)).toBeVisible();
    await page.getByRole('banner').getByRole('link').first().focus();
    await expect(popup(page)).toBeHidden();
    await box(page).focus();
    await page.clock.runFor(99);
    await expect(popup(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(popup(page)).toBeVisible();
    // Moving focus within the search (to its button) keeps it open, however long it stays there.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();
    await page.clock.runFor(1000);
    await expect(popup(page)).toBeVisible();
  });

  test('keyboard: arrows move through every section, Enter opens the result, the route change closes the popup', async ({
    page,
  }) => {
    await openHome(page);
    await openPopupWith(page, 't-shirt');
    const options = listbox(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(
      listbox(page).getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'T-shirts' }),
    ).toBeVisible();

    await box(page).press('ArrowDown');
    const firstOption = options.first();
    await expect(firstOption).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await firstOption.getAttribute('id')) ?? '');
    // ArrowUp from the first wraps to "show all results", the last option.
    await box(page).press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(options.last()).toContainText('Show all results');
    await box(page).press('ArrowDown');
    await expect(firstOption).toHaveAttribute('aria-selected', 'true');

    const name = ((await firstOption.textContent()) ?? '').trim();
    const href = (await firstOption.getAttribute('href')) ?? '';
    await box(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      name
        .split(/\s{2,}|€/)[0]!
        .trim()
        .slice(0, 10),
    );
    await expect(popup(page)).toBeHidden();
  });

  test('a category result opens the category page', async ({ page }) => {
    await openHome(page);
    await openPopupWith(page, 't-shirts');
    await listbox(page).getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'T-shirts' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('T-shirts');
    await expect(popup(page)).toBeHidden();
  });

  test('back and forward are route changes too', async ({ page }) => {
    await openHome(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openPopupWith(page, 'jacket');
    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
    await expect(popup(page)).toBeHidden();
  });

  test('Enter with the popup open and nothing chosen goes to the search page', async ({ page }) => {
    await openHome(page);
    await openPopupWith(page, 'jacket');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?query=jacket$/);
    await expect(popup(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “jacket”');
  });

  test('no accessibility violations with the popup open', async ({ page }) => {
    await openHome(page);
    await openPopupWith(page, 't-shirt');
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    await box(page).press('ArrowDown');
    await expectNoAxeViolations(page);
  });
});

test.describe('search page', () => {
  test('fills its box from the Czech parameter "dotaz" and finds products without diacritics', async ({ page }) => {
    await page.goto('/cs/vyhledavani?dotaz=cervene%20tricko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky pro „cervene tricko“');
    await expect(page.getByRole('main').getByRole('combobox')).toHaveValue('cervene tricko');
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('heading')).toContainText(/Červen/);
    await expectNoAxeViolations(page);
  });

  test('fills its box from the English parameter "query", lists categories, brands and articles, and pages', async ({
    page,
  }) => {
    await page.goto('/en/search?query=a');
    await expect(page.getByRole('main').getByRole('combobox')).toHaveValue('a');
    await expect(page.getByRole('heading', { level: 2, name: /Products/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Categories/ })).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/en\/search\?query=a&page=2$/);
    await expect(page.getByRole('main').getByRole('combobox')).toHaveValue('a');
    await expectNoAxeViolations(page);
  });

  test('without a text it asks for one', async ({ page }) => {
    await page.goto('/sk/vyhladavanie');
    await expect(page.getByText('Napíšte do vyhľadávacieho poľa, čo hľadáte.')).toBeVisible();
  });
});
