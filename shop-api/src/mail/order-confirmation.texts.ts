import type { Locale } from '@contract';
import { countOf } from './plural';
import { mailGreeting } from './mail-greeting';

/**
 * Every word of the order confirmation in each language. The API has no next-intl, so this is a
 * typed dictionary: a language without a key, or a key with the wrong parameters, fails tsc.
 */
export interface OrderConfirmationTexts {
  /** Intl locale for dates. */
  dateLocale: string;
  subject(code: string): string;
  preheader(code: string, total: string): string;
  greeting(name: string): string;
  intro(code: string): string;
  orderNumber: string;
  placedAt: string;
  itemsHeading: string;
  columns: { item: string; amount: string; unitPrice: string; total: string };
  pieces(amount: number): string;
  gift: string;
  packageItem: string;
  totals: { items: string; shipping: string; payment: string; credits: string; total: string; tax: string };
  shippingHeading: string;
  paymentHeading: string;
  pickupPoint: string;
  deliveryAddress: string;
  billingAddress: string;
  companyId: string;
  vatId: string;
  phone: string;
  email: string;
  bank: {
    heading: string;
    intro(amount: string, dueDate: string): string;
    accountNumber: string;
    iban: string;
    swift: string;
    variableSymbol: string;
    amount: string;
    dueDate: string;
  };
  carrier: { heading: string; text(amount: string): string };
  pickupPayment: { heading: string; text(amount: string): string };
  invoice: { heading: string; text(amount: string, dueDate: string | null): string };
  payLater: { heading: string; text: string };
  online: { heading: string; paid: string; unpaid: string; payLink: string; noLink: string };
  note: string;
  closing: string;
  contact(email: string, phone: string): string;
  signature: string;
}

const cs: OrderConfirmationTexts = {
  dateLocale: 'cs-CZ',
  subject: (code) => `Potvrzení objednávky č. ${code} – Lumen Store`,
  preheader: (code, total) => `Objednávka č. ${code} za ${total} je přijatá.`,
  greeting: (name) => mailGreeting('cs', name),
  intro: (code) => `děkujeme za vaši objednávku č. ${code}. Přijali jsme ji a níže najdete její shrnutí.`,
  orderNumber: 'Číslo objednávky',
  placedAt: 'Datum objednávky',
  itemsHeading: 'Objednané zboží',
  columns: { item: 'Položka', amount: 'Množství', unitPrice: 'Cena za kus', total: 'Celkem' },
  pieces: (amount) => `${amount} ks`,
  gift: 'Dárek',
  packageItem: 'součást balíčku',
  totals: {
    items: 'Zboží',
    shipping: 'Doprava',
    payment: 'Platba',
    credits: 'Zaplaceno kredity',
    total: 'Celkem k úhradě',
    tax: 'z toho DPH',
  },
  shippingHeading: 'Doprava',
  paymentHeading: 'Platba',
  pickupPoint: 'Výdejní místo',
  deliveryAddress: 'Doručovací adresa',
  billingAddress: 'Fakturační adresa',
  companyId: 'IČO',
  vatId: 'DIČ',
  phone: 'Telefon',
  email: 'E-mail',
  bank: {
    heading: 'Platba převodem',
    intro: (amount, dueDate) =>
      `Pošlete prosím ${amount} na náš účet do ${dueDate}. Uveďte variabilní symbol, ať platbu spárujeme s objednávkou.`,
    accountNumber: 'Číslo účtu',
    iban: 'IBAN',
    swift: 'SWIFT',
    variableSymbol: 'Variabilní symbol',
    amount: 'Částka',
    dueDate: 'Splatnost',
  },
  carrier: { heading: 'Platba na dobírku', text: (amount) => `Zaplatíte ${amount} dopravci při převzetí zásilky.` },
  pickupPayment: {
    heading: 'Platba při vyzvednutí',
    text: (amount) => `Zaplatíte ${amount} při vyzvednutí objednávky.`,
  },
  invoice: {
    heading: 'Platba na fakturu',
    text: (amount, dueDate) => `Pošleme vám fakturu na ${amount}${dueDate ? ` se splatností ${dueDate}` : ''}.`,
  },
  payLater: { heading: 'Platba', text: 'Teď nic neplaťte, o platbě se s vámi domluvíme.' },
  online: {
    heading: 'Platba online',
    paid: 'Objednávka je zaplacená. Děkujeme.',
    unpaid: 'Objednávka zatím není zaplacená.',
    payLink: 'Zaplatit objednávku',
    noLink: 'Pokud platba neproběhne, ozveme se vám.',
  },
  note: 'Vaše poznámka',
  closing: 'Jakmile objednávku odešleme, dáme vám vědět.',
  contact: (email, phone) => `Máte otázku? Napište na ${email} nebo zavolejte na ${phone}.`,
  signature: 'Tým Lumen Store',
};

const sk: OrderConfirmationTexts = {
  dateLocale: 'sk-SK',
  subject: (code) => `Potvrdenie objednávky č. ${code} – Lumen Store`,
  preheader: (code, total) => `Objednávka č. ${code} za ${total} je prijatá.`,
  greeting: (name) => mailGreeting('sk', name),
  intro: (code) => `ďakujeme za vašu objednávku č. ${code}. Prijali sme ju a nižšie nájdete jej zhrnutie.`,
  orderNumber: 'Číslo objednávky',
  placedAt: 'Dátum objednávky',
  itemsHeading: 'Objednaný tovar',
  columns: { item: 'Položka', amount: 'Množstvo', unitPrice: 'Cena za kus', total: 'Spolu' },
  pieces: (amount) => `${amount} ks`,
  gift: 'Darček',
  packageItem: 'súčasť balíčka',
  totals: {
    items: 'Tovar',
    shipping: 'Doprava',
    payment: 'Platba',
    credits: 'Zaplatené kreditmi',
    total: 'Spolu na úhradu',
    tax: 'z toho DPH',
  },
  shippingHeading: 'Doprava',
  paymentHeading: 'Platba',
  pickupPoint: 'Výdajné miesto',
  deliveryAddress: 'Doručovacia adresa',
  billingAddress: 'Fakturačná adresa',
  companyId: 'IČO',
  vatId: 'IČ DPH',
  phone: 'Telefón',
  email: 'E-mail',
  bank: {
    heading: 'Platba prevodom',
    intro: (amount, dueDate) =>
      `Pošlite, prosím, ${amount} na náš účet do ${dueDate}. Uveďte variabilný symbol, aby sme platbu spárovali s objednávkou.`,
    accountNumber: 'Číslo účtu',
    iban: 'IBAN',
    swift: 'SWIFT',
    variableSymbol: 'Variabilný symbol',
    amount: 'Suma',
    dueDate: 'Splatnosť',
  },
  carrier: {
    heading: 'Platba na dobierku',
    text: (amount) => `Zaplatíte ${amount} dopravcovi pri prevzatí zásielky.`,
  },
  pickupPayment: {
    heading: 'Platba pri vyzdvihnutí',
    text: (amount) => `Zaplatíte ${amount} pri vyzdvihnutí objednávky.`,
  },
  invoice: {
    heading: 'Platba na faktúru',
    text: (amount, dueDate) => `Pošleme vám faktúru na ${amount}${dueDate ? ` so splatnosťou ${dueDate}` : ''}.`,
  },
  payLater: { heading: 'Platba', text: 'Teraz nič neplaťte, o platbe sa s vami dohodneme.' },
  online: {
    heading: 'Platba online',
    paid: 'Objednávka je zaplatená. Ďakujeme.',
    unpaid: 'Objednávka zatiaľ nie je zaplatená.',
    payLink: 'Zaplatiť objednávku',
    noLink: 'Ak platba neprebehne, ozveme sa vám.',
  },
  note: 'Vaša poznámka',
  closing: 'Keď objednávku odošleme, dáme vám vedieť.',
  contact: (email, phone) => `Máte otázku? Napíšte na ${email} alebo zavolajte na ${phone}.`,
  signature: 'Tím Lumen Store',
};

const en: OrderConfirmationTexts = {
  dateLocale: 'en-US',
  subject: (code) => `Order confirmation no. ${code} – Lumen Store`,
  preheader: (code, total) => `Order no. ${code} for ${total} has been received.`,
  greeting: (name) => mailGreeting('en', name),
  intro: (code) => `thank you for your order no. ${code}. We have received it; here is a summary.`,
  orderNumber: 'Order number',
  placedAt: 'Order date',
  itemsHeading: 'Your items',
  columns: { item: 'Item', amount: 'Quantity', unitPrice: 'Unit price', total: 'Total' },
  pieces: (amount) => countOf('en', amount, { one: '# pc', other: '# pcs' }),
  gift: 'Gift',
  packageItem: 'part of the package',
  totals: {
    items: 'Items',
    shipping: 'Shipping',
    payment: 'Payment',
    credits: 'Paid with credits',
    total: 'Total to pay',
    tax: 'of which VAT',
  },
  shippingHeading: 'Shipping',
  paymentHeading: 'Payment',
  pickupPoint: 'Pickup point',
  deliveryAddress: 'Delivery address',
  billingAddress: 'Billing address',
  companyId: 'Company ID',
  vatId: 'VAT ID',
  phone: 'Phone',
  email: 'E-mail',
  bank: {
    heading: 'Payment by bank transfer',
    intro: (amount, dueDate) =>
      `Please send ${amount} to our account by ${dueDate}. Quote the variable symbol so that we can match the payment to your order.`,
    accountNumber: 'Account number',
    iban: 'IBAN',
    swift: 'SWIFT',
    variableSymbol: 'Variable symbol',
    amount: 'Amount',
    dueDate: 'Due date',
  },
  carrier: { heading: 'Cash on delivery', text: (amount) => `Pay the carrier ${amount} when the parcel is delivered.` },
  pickupPayment: { heading: 'Payment on pickup', text: (amount) => `Pay ${amount} when you pick the order up.` },
  invoice: {
    heading: 'Payment by invoice',
    text: (amount, dueDate) => `We will send you an invoice for ${amount}${dueDate ? `, due ${dueDate}` : ''}.`,
  },
  payLater: { heading: 'Payment', text: 'Nothing to pay now; we will get in touch about the payment.' },
  online: {
    heading: 'Online payment',
    paid: 'The order is paid. Thank you.',
    unpaid: 'The order is not paid yet.',
    payLink: 'Pay for the order',
    noLink: 'If the payment does not go through, we will get in touch.',
  },
  note: 'Your note',
  closing: 'We will let you know when the order is on its way.',
  contact: (email, phone) => `Questions? Write to ${email} or call ${phone}.`,
  signature: 'The Lumen Store team',
};

export const orderConfirmationTexts: Record<Locale, OrderConfirmationTexts> = { cs, sk, en };
