import { expect, type APIRequestContext } from '@playwright/test';
import { e2eAdminToken } from './revalidation';
import { apiUrl } from './shop-api';

/** Sets a product's units on hand through the back-office API, so a spec starts from a known stock. */
export async function setProductStock(request: APIRequestContext, productId: number, stock: number): Promise<void> {
  const response = await request.patch(`${apiUrl}/admin/products/${productId}`, {
    headers: { Authorization: `Bearer ${e2eAdminToken}` },
    data: { stock_state: stock },
  });
  expect(response.status()).toBe(200);
}
