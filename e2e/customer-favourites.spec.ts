import { expect, test } from '@playwright/test';
import { registerAtApi, newPassword } from './support/auth-customers';
import { signInAsDemoCustomer } from './support/customer-session';
import { text } from './support/messages';
import { apiUrl } from './support/shop-api';

/**
 * Favourite products on a desktop (docs/customer-area.md): the customer menu lists them, and the
 * page shows each as the catalogue's card with its price and add to cart.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test('the desktop menu lists the favourites, shown as product cards that add to the cart', async ({
  page,
  request,
}) => {
  const email = await registerAtApi(request, 'favourites');
  const login = await request.post(`${apiUrl}/auth/login`, { data: { email, password: newPassword } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.post(`${apiUrl}/customer-product-lists`, {
    headers,
    data: { name: 'Favourites', type: 1 },
  });
  expect(list.status(), await list.text()).toBe(201);
  const { id } = (await list.json()) as { id: number };
  const added = await request.post(`${apiUrl}/customer-product-lists/${id}/items`, {
    headers,
    data: { product_id: 12 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await signInAsDemoCustomer(page, { email, password: newPassword });

  await page.goto('/en/customer/dashboard');
  const menu = page.getByRole('navigation', { name: text('en', 'customer', 'menu') });
  const favourites = menu.getByRole('link', { name: text('en', 'customer', 'favoriteProducts') });
  await expect(favourites).toBeVisible();
  await favourites.click();
  await expect(page).toHaveURL(/\/en\/customer\/favorite-products$/);

  const card = page.getByTestId('favorite-product').getByTestId('product-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img')).toBeVisible();
  await expect(card.getByTestId('price')).toHaveText(/\d/);
  await expect(card.getByTestId('card-availability')).toBeVisible();
  await card.getByRole('button', { name: text('en', 'product', 'addToCart'), exact: true }).click();
  await expect(page.getByText(/is in your cart\./)).toBeVisible();
  await expect(card.getByTestId('add-to-cart-error')).toHaveCount(0);
});
