import { discountCurrencyAmounts, discounts, discountTranslations, giftRules, gifts } from '../src/db/schema';
import { insertRows, type SeedTx } from './database-writes';
import { seedLocales, type Localized } from './localized';
import { giftRuleTypes } from '../src/cart/gift-rules';
import { currencyIds } from './reference-data';

/** Voucher codes of the demo shop (docs/cart.md): one of each case the cart tells apart. */
export const demoVoucherCodes = {
  tenPercent: 'LUMEN10',
  expired: 'EXPIRED20',
  usedUp: 'USEDUP15',
  fixedWithMinimum: 'SAVE200',
  freeShipping: 'FREESHIP',
  notYetValid: 'SOON25',
} as const;

/** The order gift: product 72 (a beanie) from 1500 CZK / 60 EUR of items; the product gift: the cap (product 12) with products 1, 6, 11 … */
export const demoGifts = {
  orderGift: { id: 1, productId: 72, from: { CZK: 1500, EUR: 60 } },
  productGift: { id: 2, productId: 12 },
} as const;

interface VoucherDef {
  row: typeof discounts.$inferInsert;
  name: Localized;
  amounts?: { currencyId: number; taxedAmount: number | null; minimumTaxedOrder: number | null }[];
}

const voucherDefs: VoucherDef[] = [
  {
    row: { id: 1, code: demoVoucherCodes.tenPercent, percents: 10 },
    name: { cs: 'Sleva 10 %', sk: 'Zľava 10 %', en: '10% off' },
  },
  {
    row: {
      id: 2,
      code: demoVoucherCodes.expired,
      percents: 20,
      validFrom: new Date('2024-01-01T00:00:00Z'),
      validTo: new Date('2024-12-31T23:59:59Z'),
    },
    name: { cs: 'Sleva 20 % (skončila)', sk: 'Zľava 20 % (skončila)', en: '20% off (ended)' },
  },
  {
    row: { id: 3, code: demoVoucherCodes.usedUp, percents: 15, limitOrders: 1, usedOrders: 1 },
    name: { cs: 'Sleva 15 % (vyčerpaná)', sk: 'Zľava 15 % (vyčerpaná)', en: '15% off (used up)' },
  },
  {
    row: { id: 4, code: demoVoucherCodes.fixedWithMinimum },
    name: { cs: 'Sleva 200 Kč', sk: 'Zľava 8 €', en: '200 CZK / 8 EUR off' },
    amounts: [
      { currencyId: currencyIds.CZK, taxedAmount: 200, minimumTaxedOrder: 1000 },
      { currencyId: currencyIds.EUR, taxedAmount: 8, minimumTaxedOrder: 40 },
    ],
  },
  {
    row: { id: 5, code: demoVoucherCodes.freeShipping, freeShipping: true },
    name: { cs: 'Doprava zdarma', sk: 'Doprava zadarmo', en: 'Free shipping' },
  },
  {
    row: { id: 6, code: demoVoucherCodes.notYetValid, percents: 25, validFrom: new Date('2099-01-01T00:00:00Z') },
    name: { cs: 'Sleva 25 % (od roku 2099)', sk: 'Zľava 25 % (od roku 2099)', en: '25% off (from 2099)' },
  },
];

async function seedVouchers(tx: SeedTx): Promise<void> {
  await insertRows(
    tx,
    discounts,
    voucherDefs.map((def) => def.row),
  );
  await insertRows(
    tx,
    discountTranslations,
    voucherDefs.flatMap((def) =>
      seedLocales.map((locale) => ({ discountId: def.row.id as number, locale, name: def.name[locale] })),
    ),
  );
  await insertRows(
    tx,
    discountCurrencyAmounts,
    voucherDefs.flatMap((def) =>
      (def.amounts ?? []).map((amount) => ({ discountId: def.row.id as number, ...amount })),
    ),
  );
}

/**
 * The order gift for carts above an amount, and the product gift: the cap (product 12) with each of
 * products 1, 6, 11 … (the gift relation the product page shows).
 */
async function seedGifts(tx: SeedTx, productCount: number): Promise<void> {
  const { orderGift, productGift } = demoGifts;
  if (productCount < orderGift.productId) return;
  await insertRows(tx, gifts, [
    { id: orderGift.id, productId: orderGift.productId, isCombinable: true, limit: 1 },
    { id: productGift.id, productId: productGift.productId, isCombinable: true },
  ]);
  const withProductGift = Array.from({ length: Math.min(productCount, 1000) }, (_, i) => i + 1).filter(
    (id) => id % 5 === 1 && id !== productGift.productId,
  );
  await insertRows(tx, giftRules, [
    {
      id: 1,
      giftId: orderGift.id,
      type: giftRuleTypes.orderAmount,
      currencyId: currencyIds.CZK,
      amount: orderGift.from.CZK,
    },
    {
      id: 2,
      giftId: orderGift.id,
      type: giftRuleTypes.orderAmount,
      currencyId: currencyIds.EUR,
      amount: orderGift.from.EUR,
    },
    ...withProductGift.map((productId, i) => ({
      id: 3 + i,
      giftId: productGift.id,
      type: giftRuleTypes.product,
      productId,
    })),
  ]);
}

/** Vouchers and gifts of the demo shop. */
export async function seedVouchersAndGifts(tx: SeedTx, productCount: number): Promise<void> {
  await seedVouchers(tx);
  await seedGifts(tx, productCount);
}

export const voucherAndGiftSerialTables = [discounts, gifts, giftRules];
