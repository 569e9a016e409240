import { and, eq, inArray } from 'drizzle-orm';
import { paymentServices } from '@contract/codes/payment-services';
import { shippingServices } from '@contract/codes/shipping-services';
import { invoices, orderAddresses, orderItems, orders, orderShipments, productTranslations } from '../src/db/schema';
import { invoiceNumber } from '../src/orders/customer-orders.repository';
import { hashOrderToken, orderAccessToken } from '../src/orders/order-token';
import { orderCode } from '../src/orders/order-code';
import { insertRows, type SeedTx } from './database-writes';
import { demoCustomerId } from './customers';

/**
 * The demo customer's order history (docs/orders-and-payments.md, "Customers"): a paid card order
 * that was shipped (tracking number and an invoice), a cancelled bank transfer, and a card order
 * still waiting for its payment (the customer area offers to pay it again). Prices in CZK with 21 %
 * VAT, fixed as orders fix them; the items point at products of the demo catalogue.
 */

export const customerOrderSerialTables = [orders, orderItems, orderAddresses, orderShipments, invoices];

/** The seeded orders' ids (fixed, so the seed stays idempotent). */
export const demoOrderIds = { paid: 1, cancelled: 2, unpaid: 3 } as const;

const untaxed = (taxed: number) => Math.round((taxed / 1.21) * 100) / 100;

interface DemoOrder {
  id: number;
  placedAt: Date;
  lines: { productId: number; amount: number; unit: number }[];
  shipping: { id: number; name: string; price: number; service: number };
  payment: { id: number; name: string; service: number; online: boolean };
  paidAt: Date | null;
  cancelledAt: Date | null;
}

const czechPost = { id: 2, name: 'Česká pošta – Balík Do ruky', price: 119, service: shippingServices.czechPost };
const shopPickup = { id: 4, name: 'Osobní odběr na prodejně', price: 0, service: shippingServices.stock };

const demoOrders: DemoOrder[] = [
  {
    id: demoOrderIds.paid,
    placedAt: new Date('2026-09-02T08:15:00Z'),
    lines: [
      { productId: 25, amount: 2, unit: 499 },
      { productId: 12, amount: 1, unit: 1290 },
    ],
    shipping: czechPost,
    payment: { id: 3, name: 'Platba kartou (GoPay)', service: paymentServices.goPay, online: true },
    paidAt: new Date('2026-09-02T08:17:00Z'),
    cancelledAt: null,
  },
  {
    id: demoOrderIds.cancelled,
    placedAt: new Date('2026-10-11T17:40:00Z'),
    lines: [{ productId: 30, amount: 1, unit: 899 }],
    shipping: shopPickup,
    payment: { id: 1, name: 'Bankovní převod', service: paymentServices.bankTransaction, online: false },
    paidAt: null,
    cancelledAt: new Date('2026-10-20T09:00:00Z'),
  },
  {
    id: demoOrderIds.unpaid,
    placedAt: new Date('2026-11-20T19:05:00Z'),
    lines: [{ productId: 25, amount: 1, unit: 499 }],
    shipping: czechPost,
    payment: { id: 4, name: 'Platba kartou (ČSOB)', service: paymentServices.csob, online: true },
    paidAt: null,
    cancelledAt: null,
  },
];

const billing = {
  type: 2,
  firstName: 'Jana',
  lastName: 'Nováková',
  dialCode: '+420',
  phone: '777123456',
  street: 'Korunní 12',
  city: 'Praha',
  postCode: '120 00',
  countryId: 1,
};

export async function seedCustomerOrders(tx: SeedTx): Promise<void> {
  const productIds = [...new Set(demoOrders.flatMap((o) => o.lines.map((l) => l.productId)))];
  const names = new Map(
    (
      await tx
        .select({ id: productTranslations.productId, name: productTranslations.name })
        .from(productTranslations)
        .where(and(inArray(productTranslations.productId, productIds), eq(productTranslations.locale, 'cs')))
    ).map((r) => [r.id, r.name]),
  );
  const known = (id: number) => names.has(id);
  for (const order of demoOrders) {
    const lines = order.lines.filter((l) => known(l.productId));
    const items = lines.reduce((sum, l) => sum + l.amount * l.unit, 0);
    const total = items + order.shipping.price;
    const code = orderCode(order.id, order.placedAt);
    await insertRows(tx, orders, [
      {
        id: order.id,
        code,
        variableSymbol: code,
        customerId: demoCustomerId,
        currencyId: 1,
        locale: 'cs',
        email: 'jana.novakova@example.com',
        // Nobody holds the token: the customer opens these orders with her bearer.
        accessTokenHash: hashOrderToken(orderAccessToken('seed', null)),
        itemsPrice: untaxed(items),
        taxedItemsPrice: items,
        discountedAmount: 0,
        discountedTaxedAmount: 0,
        totalPrice: untaxed(total),
        taxedTotalPrice: total,
        taxAmount: Math.round((total - untaxed(total)) * 100) / 100,
        taxPerRate: [
          {
            tax_rate: 21,
            price: untaxed(total),
            tax_amount: Math.round((total - untaxed(total)) * 100) / 100,
            taxed_price: total,
          },
        ],
        shippingMethodId: order.shipping.id,
        shippingName: order.shipping.name,
        shippingPrice: untaxed(order.shipping.price),
        shippingTaxedPrice: order.shipping.price,
        shippingTaxRate: 21,
        shippingService: order.shipping.service,
        paymentMethodId: order.payment.id,
        paymentName: order.payment.name,
        paymentPrice: 0,
        paymentTaxedPrice: 0,
        paymentTaxRate: 21,
        paymentService: order.payment.service,
        paymentIsOnline: order.payment.online,
        bankAccount: order.payment.service === paymentServices.bankTransaction ? '2900123456/2010' : null,
        iban: order.payment.service === paymentServices.bankTransaction ? 'CZ8620100000002900123456' : null,
        swift: order.payment.service === paymentServices.bankTransaction ? 'FIOBCZPPXXX' : null,
        paidAt: order.paidAt,
        cancelledAt: order.cancelledAt,
        createdAt: order.placedAt,
        updatedAt: order.cancelledAt ?? order.paidAt ?? order.placedAt,
      },
    ]);
    const existing = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
    if (existing.length === 0 && lines.length > 0)
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          name: names.get(line.productId) ?? '',
          amount: line.amount,
          unitPrice: untaxed(line.unit),
          taxedUnitPrice: line.unit,
          originalUnitPrice: untaxed(line.unit),
          originalTaxedUnitPrice: line.unit,
          totalPrice: untaxed(line.unit * line.amount),
          taxedTotalPrice: line.unit * line.amount,
          taxRate: 21,
        })),
      );
    await tx
      .insert(orderAddresses)
      .values({ ...billing, orderId: order.id })
      .onConflictDoNothing();
    if (order.paidAt) {
      const shipped = await tx
        .select({ id: orderShipments.id })
        .from(orderShipments)
        .where(eq(orderShipments.orderId, order.id));
      if (shipped.length === 0)
        await tx.insert(orderShipments).values({
          orderId: order.id,
          carrier: 'Česká pošta',
          trackingNumber: 'DR1234567890C',
          trackingUrl: 'https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=DR1234567890C',
          createdAt: new Date(order.paidAt.getTime() + 20 * 60 * 60 * 1000),
        });
      await tx
        .insert(invoices)
        .values({ orderId: order.id, number: invoiceNumber(code), taxedTotalPrice: total, issuedAt: order.paidAt })
        .onConflictDoNothing();
    }
  }
}
