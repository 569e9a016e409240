import { and, eq, inArray } from 'drizzle-orm';
import { paymentServices } from '@contract/codes/payment-services';
import { shippingServices } from '@contract/codes/shipping-services';
import { orderAddresses, orderItems, orders, orderShipments, productTranslations } from '../src/db/schema';
import { hashOrderToken, orderAccessToken } from '../src/orders/order-token';
import { orderCode } from '../src/orders/order-code';
import { insertRows, type SeedTx } from './database-writes';
import { demoCustomerId } from './customers';

/**
 * The demo customer's order that can be returned and claimed (docs/returns-and-complaints.md, "Demo
 * data"): paid by card, shipped and delivered a few days before the seed first ran, so a withdrawal
 * is open for 14 days after that. Its id keeps clear of the order history's (customer-orders.ts).
 */
export const returnableDemoOrderId = 11;

const dayMs = 24 * 60 * 60 * 1000;
const untaxed = (taxed: number) => Math.round((taxed / 1.21) * 100) / 100;
const lines = [
  { productId: 25, amount: 2, unit: 499 },
  { productId: 30, amount: 1, unit: 899 },
];
const shippingPrice = 79;

export async function seedAfterSaleOrders(tx: SeedTx, now = new Date()): Promise<void> {
  const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, returnableDemoOrderId));
  if (existing) return;
  const names = new Map(
    (
      await tx
        .select({ id: productTranslations.productId, name: productTranslations.name })
        .from(productTranslations)
        .where(
          and(
            inArray(
              productTranslations.productId,
              lines.map((line) => line.productId),
            ),
            eq(productTranslations.locale, 'cs'),
          ),
        )
    ).map((row) => [row.id, row.name]),
  );
  const known = lines.filter((line) => names.has(line.productId));
  if (known.length === 0) return;
  const placedAt = new Date(now.getTime() - 5 * dayMs);
  const items = known.reduce((sum, line) => sum + line.amount * line.unit, 0);
  const total = items + shippingPrice;
  const code = orderCode(returnableDemoOrderId, placedAt);
  await insertRows(tx, orders, [
    {
      id: returnableDemoOrderId,
      code,
      variableSymbol: code,
      customerId: demoCustomerId,
      currencyId: 1,
      locale: 'cs',
      email: 'jana.novakova@example.com',
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
      shippingMethodId: 1,
      shippingName: 'Výdejní místo Lumen Box',
      shippingPrice: untaxed(shippingPrice),
      shippingTaxedPrice: shippingPrice,
      shippingTaxRate: 21,
      shippingService: shippingServices.packeta,
      shippingOptionId: 1,
      shippingOptionName: 'Lumen Box Praha',
      paymentMethodId: 3,
      paymentName: 'Platba kartou (GoPay)',
      paymentPrice: 0,
      paymentTaxedPrice: 0,
      paymentTaxRate: 21,
      paymentService: paymentServices.goPay,
      paymentIsOnline: true,
      paidAt: new Date(placedAt.getTime() + 2 * 60 * 1000),
      createdAt: placedAt,
      updatedAt: placedAt,
    },
  ]);
  await tx.insert(orderItems).values(
    known.map((line) => ({
      orderId: returnableDemoOrderId,
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
  await tx.insert(orderAddresses).values({
    orderId: returnableDemoOrderId,
    type: 2,
    firstName: 'Jana',
    lastName: 'Nováková',
    dialCode: '+420',
    phone: '777123456',
    street: 'Korunní 12',
    city: 'Praha',
    postCode: '120 00',
    countryId: 1,
  });
  await tx.insert(orderShipments).values({
    orderId: returnableDemoOrderId,
    carrier: 'Lumen Box',
    trackingNumber: 'LB2026000011',
    trackingUrl: null,
    createdAt: new Date(placedAt.getTime() + dayMs),
    deliveredAt: new Date(placedAt.getTime() + 2 * dayMs),
  });
}
