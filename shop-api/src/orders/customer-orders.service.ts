import type { OrderListQuery } from '@contract/calls/customer-orders';
import type { OrderSummary } from '@contract/entities/order';
import type { ListEnvelope } from '@contract/envelope';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { countryName } from '../shop/country-names';
import { invoicePage } from './invoice-page';
import { orderForReader, type OrderReader } from './order-access';
import { toOrder, toOrderSummary, type OrderView } from './order.serializer';
import { selectCustomerOrders } from './customer-orders.repository';
import { countriesById, findStoredOrder } from './orders.repository';

const defaultPerPage = 10;

/** `GET /orders`: a page of the customer's orders, newest first, each with its state. */
export async function listCustomerOrders(
  db: Database,
  customerId: number,
  query: OrderListQuery,
  view: OrderView,
): Promise<ListEnvelope<OrderSummary>> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? defaultPerPage;
  const { rows, total } = await selectCustomerOrders(db, customerId, { offset: (page - 1) * perPage, limit: perPage });
  return {
    items: rows.map((row) => toOrderSummary(row, view)),
    _meta: { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) },
    _errors: {},
  };
}

/**
 * `GET /orders/{id}/invoices/{invoiceId}`: the printable invoice of an order the reader may open,
 * or of the order and invoice a signed link was checked for (`'signed-link'`, orders/invoice-link.ts).
 */
export async function invoiceHtml(
  db: Database,
  ids: { orderId: number; invoiceId: number },
  reader: OrderReader | 'signed-link',
  view: OrderView & { nonce: string },
): Promise<string> {
  const stored =
    reader === 'signed-link' ? await findStoredOrder(db, ids.orderId) : await orderForReader(db, ids.orderId, reader);
  if (!stored) throw ApiError.notFound('notFound.order');
  const locale = stored.order.locale as OrderView['locale'];
  const order = toOrder(stored, { ...view, locale });
  const invoice = order.invoices.find((i) => i.id === ids.invoiceId);
  if (!invoice) throw ApiError.notFound('notFound.invoice');
  const billing = order.addresses.find((a) => a.type === 'billing');
  const countries = await countriesById(db, billing?.country_id ? [billing.country_id] : []);
  const billingCountry = billing?.country_id ? countries.get(billing.country_id) : undefined;
  const country = billingCountry ? countryName(billingCountry.alpha2, locale, billingCountry.name) : '';
  return invoicePage({ order, invoice, nonce: view.nonce, country, currency: stored.currency });
}
