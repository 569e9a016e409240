import { expect, type APIRequestContext } from '@playwright/test';
import { appPathnames } from '@/lib/i18n/routing';
import { newPassword, registerAtApi } from './auth-customers';
import { placeCustomerOrder } from './customer-session';
import type { E2eLocale } from './messages';
import { apiUrl } from './shop-api';

/**
 * Someone else's order for the order detail's 404 (docs/customer-accounts-storefront.md): a new
 * customer's order with a billing address of its own, and the texts that would betray it on a page
 * (its number, items, address and e-mail).
 */
export interface ForeignOrder {
  id: number;
  /** Texts only this order has; none may be in the HTML another customer gets. */
  traces: string[];
}

export async function placeForeignOrder(request: APIRequestContext): Promise<ForeignOrder> {
  const email = await registerAtApi(request, 'stranger');
  const marker = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const billing = { first_name: 'Petr', last_name: `Cizi${marker}`, street: `Skryta ${marker} 17`, city: 'Zlin' };
  const credentials = { email, password: newPassword };
  const { id } = await placeCustomerOrder(request, 1, credentials, billing);
  const login = await request.post(`${apiUrl}/auth/login`, { data: credentials });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await request.get(`${apiUrl}/orders/${id}`, {
    headers: { Authorization: `Bearer ${token}`, 'Language-Preference': 'en' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const order = (await answer.json()) as { code: string; items: { name: string }[] };
  const traces = [order.code, ...order.items.map((item) => item.name), billing.last_name, billing.street, email];
  expect(traces.every((trace) => trace.length > 3)).toBe(true);
  return { id, traces };
}

/** Fails when any text of the foreign order is in `html` (the document another customer got). */
export function expectNoTraceOf(html: string, order: ForeignOrder): void {
  expect(order.traces.filter((trace) => html.includes(trace))).toEqual([]);
}

/** The order detail's path in a language (`/cs/zakaznik/objednavka/12`), from the routing config. */
export function orderDetailPath(locale: E2eLocale, id: number): string {
  return `/${locale}${appPathnames['/customer/order/[id]'][locale].replace('[id]', String(id))}`;
}
