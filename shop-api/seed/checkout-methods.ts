import { addressRequirements } from '@contract/codes/address-requirements';
import { paymentServices } from '@contract/codes/payment-services';
import { shippingServices } from '@contract/codes/shipping-services';
import {
  freeShippingThresholds,
  paymentMethodPrices,
  paymentMethods,
  paymentMethodTranslations,
  shippingMethodCountries,
  shippingMethodPrices,
  shippingMethods,
  shippingMethodTranslations,
  shippingOptions,
  shippingPaymentIncompatibilities,
} from '../src/db/schema';
import { insertRows, type SeedTx } from './database-writes';
import { seedLocales, type Localized } from './localized';
import { countryIds, pickupPointRows } from './pickup-points';
import { currencyIds } from './reference-data';

/** Ids of the demo shipping and payment methods (docs/cart.md lists them). */
export const shippingMethodIds = { pickupPoint: 1, czechPost: 2, courier: 3, shopPickup: 4 } as const;
/** Ids of the demo return methods (`is_for_refund`; docs/returns-and-complaints.md, "Demo data"). */
export const refundMethodIds = { pickupPoint: 5, courier: 6, czechPost: 7 } as const;
/** The return pickup points are the same Lumen Box points under the return method, from this id. */
const refundPickupPointFirstId = 101;
export const paymentMethodIds = { bankTransfer: 1, cashOnDelivery: 2, goPay: 3, csob: 4, cashAtShop: 5 } as const;

/** Free shipping from these item totals (with tax, after vouchers). */
export const freeShippingFrom = { CZK: 2000, EUR: 80 } as const;

const standardTaxGroupId = 1;
const standardRate = 21;

interface Prices {
  CZK: number;
  EUR: number;
}

/** Prices per currency from the taxed amounts; the amount without tax is rounded to cents. */
function priceRows<K extends string>(key: K, id: number, prices: Prices) {
  return (['CZK', 'EUR'] as const).map((code) => ({
    [key]: id,
    currencyId: currencyIds[code],
    taxedPrice: prices[code],
    price: Math.round((prices[code] / (1 + standardRate / 100)) * 100) / 100,
  })) as ({ [P in K]: number } & { currencyId: number; taxedPrice: number; price: number })[];
}

interface ShippingDef {
  id: number;
  service: number;
  addressRequirement: number;
  hasOptions: boolean;
  isForRefund?: boolean;
  prices: Prices;
  countries: (keyof typeof countryIds)[];
  name: Localized;
  description: Localized;
  deliveryTime: Localized;
}

const shippingDefs: ShippingDef[] = [
  {
    id: shippingMethodIds.pickupPoint,
    service: shippingServices.packeta,
    addressRequirement: addressRequirements.billingBasic,
    hasOptions: true,
    prices: { CZK: 79, EUR: 3.2 },
    countries: ['CZ', 'SK'],
    name: { cs: 'Výdejní místo Lumen Box', sk: 'Výdajné miesto Lumen Box', en: 'Lumen Box pickup point' },
    description: {
      cs: 'Vyzvedněte si zásilku na jednom z výdejních míst v Česku a na Slovensku.',
      sk: 'Zásielku si vyzdvihnite na jednom z výdajných miest v Česku a na Slovensku.',
      en: 'Collect your parcel at one of our pickup points in Czechia and Slovakia.',
    },
    deliveryTime: { cs: 'Do 2 pracovních dnů', sk: 'Do 2 pracovných dní', en: 'Within 2 working days' },
  },
  {
    id: shippingMethodIds.czechPost,
    service: shippingServices.czechPost,
    addressRequirement: addressRequirements.billingFull,
    hasOptions: false,
    prices: { CZK: 119, EUR: 4.9 },
    countries: ['CZ'],
    name: {
      cs: 'Česká pošta – Balík Do ruky',
      sk: 'Česká pošta – Balík Do ruky',
      en: 'Czech Post – parcel to your door',
    },
    description: {
      cs: 'Doručení na vaši adresu v Česku.',
      sk: 'Doručenie na vašu adresu v Česku.',
      en: 'Delivered to your address in Czechia.',
    },
    deliveryTime: { cs: 'Do 3 pracovních dnů', sk: 'Do 3 pracovných dní', en: 'Within 3 working days' },
  },
  {
    id: shippingMethodIds.courier,
    service: shippingServices.dpd,
    addressRequirement: addressRequirements.both,
    hasOptions: false,
    prices: { CZK: 149, EUR: 5.9 },
    countries: ['CZ', 'SK'],
    name: { cs: 'Kurýr DPD', sk: 'Kuriér DPD', en: 'DPD courier' },
    description: {
      cs: 'Kurýr doručí na jakoukoli adresu, i jinou než fakturační.',
      sk: 'Kuriér doručí na akúkoľvek adresu, aj inú než fakturačnú.',
      en: 'The courier delivers to any address, also one other than your billing address.',
    },
    deliveryTime: { cs: 'Následující pracovní den', sk: 'Nasledujúci pracovný deň', en: 'Next working day' },
  },
  {
    id: shippingMethodIds.shopPickup,
    service: shippingServices.stock,
    addressRequirement: addressRequirements.billingBasic,
    hasOptions: false,
    prices: { CZK: 0, EUR: 0 },
    countries: [],
    name: { cs: 'Osobní odběr v prodejně', sk: 'Osobný odber v predajni', en: 'Pickup at our shop' },
    description: {
      cs: 'Lumen Store, Karlova 12, Praha 1. Po–Pá 10:00–18:00.',
      sk: 'Lumen Store, Karlova 12, Praha 1. Po–Pi 10:00–18:00.',
      en: 'Lumen Store, Karlova 12, Prague 1. Mon–Fri 10:00–18:00.',
    },
    deliveryTime: { cs: 'Ihned po potvrzení', sk: 'Hneď po potvrdení', en: 'As soon as we confirm' },
  },
  {
    id: refundMethodIds.pickupPoint,
    service: shippingServices.packeta,
    addressRequirement: addressRequirements.billingBasic,
    hasOptions: true,
    isForRefund: true,
    prices: { CZK: 0, EUR: 0 },
    countries: ['CZ', 'SK'],
    name: {
      cs: 'Vrácení přes výdejní místo Lumen Box',
      sk: 'Vrátenie cez výdajné miesto Lumen Box',
      en: 'Return at a Lumen Box pickup point',
    },
    description: {
      cs: 'Zabalený balík se štítkem odevzdáte na vybraném výdejním místě. Zdarma.',
      sk: 'Zabalený balík so štítkom odovzdáte na vybranom výdajnom mieste. Zadarmo.',
      en: 'Hand the packed parcel with its slip in at the pickup point you choose. Free.',
    },
    deliveryTime: {
      cs: 'Do 3 pracovních dnů u nás',
      sk: 'Do 3 pracovných dní u nás',
      en: 'With us within 3 working days',
    },
  },
  {
    id: refundMethodIds.courier,
    service: shippingServices.dpd,
    addressRequirement: addressRequirements.both,
    hasOptions: false,
    isForRefund: true,
    prices: { CZK: 99, EUR: 3.9 },
    countries: ['CZ', 'SK'],
    name: { cs: 'Svoz kurýrem DPD', sk: 'Zvoz kuriérom DPD', en: 'DPD courier pick-up' },
    description: {
      cs: 'Kurýr si balík vyzvedne na vámi zadané adrese. Cenu odečteme z vrácené částky.',
      sk: 'Kuriér si balík vyzdvihne na vami zadanej adrese. Cenu odpočítame z vrátenej sumy.',
      en: 'A courier collects the parcel at the address you give. Its price comes off the refund.',
    },
    deliveryTime: {
      cs: 'Vyzvednutí do 2 pracovních dnů',
      sk: 'Vyzdvihnutie do 2 pracovných dní',
      en: 'Collected within 2 working days',
    },
  },
  {
    id: refundMethodIds.czechPost,
    service: shippingServices.czechPost,
    addressRequirement: addressRequirements.billingBasic,
    hasOptions: false,
    isForRefund: true,
    prices: { CZK: 0, EUR: 0 },
    countries: [],
    name: { cs: 'Poštou na vlastní náklady', sk: 'Poštou na vlastné náklady', en: 'By post at your own cost' },
    description: {
      cs: 'Balík se štítkem pošlete sami na adresu naší prodejny.',
      sk: 'Balík so štítkom pošlete sami na adresu našej predajne.',
      en: 'Send the parcel with its slip yourself to our shop’s address.',
    },
    deliveryTime: { cs: 'Podle přepravce', sk: 'Podľa prepravcu', en: 'Up to your carrier' },
  },
];

interface PaymentDef {
  id: number;
  service: number;
  isOnline: boolean;
  prices: Prices;
  bank?: { account: string; iban: string; swift: string };
  name: Localized;
  description: Localized;
  note?: Localized;
}

const paymentDefs: PaymentDef[] = [
  {
    id: paymentMethodIds.bankTransfer,
    service: paymentServices.bankTransaction,
    isOnline: false,
    prices: { CZK: 0, EUR: 0 },
    bank: { account: '2900123456/2010', iban: 'CZ8620100000002900123456', swift: 'FIOBCZPPXXX' },
    name: { cs: 'Bankovní převod', sk: 'Bankový prevod', en: 'Bank transfer' },
    description: {
      cs: 'Zaplatíte převodem podle pokynů po objednání.',
      sk: 'Zaplatíte prevodom podľa pokynov po objednaní.',
      en: 'Pay by transfer following the instructions after ordering.',
    },
    note: {
      cs: 'Zboží odešleme, jakmile platba dorazí na náš účet.',
      sk: 'Tovar odošleme, hneď ako platba príde na náš účet.',
      en: 'We ship as soon as the payment reaches our account.',
    },
  },
  {
    id: paymentMethodIds.cashOnDelivery,
    service: paymentServices.carrier,
    isOnline: false,
    prices: { CZK: 39, EUR: 1.5 },
    name: { cs: 'Dobírka', sk: 'Dobierka', en: 'Cash on delivery' },
    description: {
      cs: 'Zaplatíte při převzetí zásilky.',
      sk: 'Zaplatíte pri prevzatí zásielky.',
      en: 'Pay when the parcel is handed over.',
    },
  },
  {
    id: paymentMethodIds.goPay,
    service: paymentServices.goPay,
    isOnline: true,
    prices: { CZK: 0, EUR: 0 },
    name: { cs: 'Platba kartou (GoPay)', sk: 'Platba kartou (GoPay)', en: 'Card payment (GoPay)' },
    description: {
      cs: 'Online platba kartou přes bránu GoPay.',
      sk: 'Online platba kartou cez bránu GoPay.',
      en: 'Pay online by card through GoPay.',
    },
  },
  {
    id: paymentMethodIds.csob,
    service: paymentServices.csob,
    isOnline: true,
    prices: { CZK: 0, EUR: 0 },
    name: { cs: 'Platba kartou (ČSOB)', sk: 'Platba kartou (ČSOB)', en: 'Card payment (ČSOB)' },
    description: {
      cs: 'Online platba kartou přes platební bránu ČSOB.',
      sk: 'Online platba kartou cez platobnú bránu ČSOB.',
      en: 'Pay online by card through the ČSOB gateway.',
    },
  },
  {
    id: paymentMethodIds.cashAtShop,
    service: paymentServices.pickupPayment,
    isOnline: false,
    prices: { CZK: 0, EUR: 0 },
    name: { cs: 'Platba v prodejně', sk: 'Platba v predajni', en: 'Pay at the shop' },
    description: {
      cs: 'Hotově nebo kartou při osobním odběru.',
      sk: 'V hotovosti alebo kartou pri osobnom odbere.',
      en: 'In cash or by card when you collect the order.',
    },
  },
];

/**
 * Pairs that cannot go together: cash on delivery needs a carrier that collects money at the door
 * (not a pickup point, not the shop); paying at the shop needs a pickup at the shop.
 */
export const incompatiblePairs: [shipping: number, payment: number][] = [
  [shippingMethodIds.pickupPoint, paymentMethodIds.cashOnDelivery],
  [shippingMethodIds.shopPickup, paymentMethodIds.cashOnDelivery],
  [shippingMethodIds.pickupPoint, paymentMethodIds.cashAtShop],
  [shippingMethodIds.czechPost, paymentMethodIds.cashAtShop],
  [shippingMethodIds.courier, paymentMethodIds.cashAtShop],
];

async function seedShippingMethods(tx: SeedTx): Promise<void> {
  await insertRows(
    tx,
    shippingMethods,
    shippingDefs.map((def, position) => ({
      id: def.id,
      shippingService: def.service,
      addressRequirement: def.addressRequirement,
      hasOptions: def.hasOptions,
      isForRefund: def.isForRefund ?? false,
      position,
      taxGroupId: standardTaxGroupId,
    })),
  );
  await insertRows(
    tx,
    shippingMethodTranslations,
    shippingDefs.flatMap((def) =>
      seedLocales.map((locale) => ({
        shippingMethodId: def.id,
        locale,
        name: def.name[locale],
        description: def.description[locale],
        deliveryTime: def.deliveryTime[locale],
      })),
    ),
  );
  await insertRows(
    tx,
    shippingMethodPrices,
    shippingDefs.flatMap((def) => priceRows('shippingMethodId', def.id, def.prices)),
  );
  await insertRows(
    tx,
    shippingMethodCountries,
    shippingDefs.flatMap((def) =>
      def.countries.map((code) => ({ shippingMethodId: def.id, countryId: countryIds[code] })),
    ),
  );
  await insertRows(tx, shippingOptions, pickupPointRows(shippingMethodIds.pickupPoint));
  await insertRows(tx, shippingOptions, pickupPointRows(refundMethodIds.pickupPoint, refundPickupPointFirstId));
}

async function seedPaymentMethods(tx: SeedTx): Promise<void> {
  await insertRows(
    tx,
    paymentMethods,
    paymentDefs.map((def, position) => ({
      id: def.id,
      paymentService: def.service,
      isOnline: def.isOnline,
      position,
      taxGroupId: standardTaxGroupId,
      bankAccount: def.bank?.account ?? null,
      iban: def.bank?.iban ?? null,
      swift: def.bank?.swift ?? null,
    })),
  );
  await insertRows(
    tx,
    paymentMethodTranslations,
    paymentDefs.flatMap((def) =>
      seedLocales.map((locale) => ({
        paymentMethodId: def.id,
        locale,
        name: def.name[locale],
        description: def.description[locale],
        paymentNote: def.note?.[locale] ?? null,
      })),
    ),
  );
  await insertRows(
    tx,
    paymentMethodPrices,
    paymentDefs.flatMap((def) => priceRows('paymentMethodId', def.id, def.prices)),
  );
}

/** Shipping and payment methods, pickup points, incompatible pairs and the free-shipping thresholds. */
export async function seedCheckoutMethods(tx: SeedTx): Promise<void> {
  await seedShippingMethods(tx);
  await seedPaymentMethods(tx);
  await insertRows(
    tx,
    shippingPaymentIncompatibilities,
    incompatiblePairs.map(([shippingMethodId, paymentMethodId]) => ({ shippingMethodId, paymentMethodId })),
  );
  await insertRows(tx, freeShippingThresholds, [
    { currencyId: currencyIds.CZK, taxedAmount: freeShippingFrom.CZK },
    { currencyId: currencyIds.EUR, taxedAmount: freeShippingFrom.EUR },
  ]);
}

export const checkoutMethodSerialTables = [shippingMethods, shippingOptions, paymentMethods];
