import type { Locale } from '@contract';
import type { CartItemType } from '@contract/codes/cart-item-types';

/**
 * What the order confirmation e-mail says, as the order helper maps a placed order to it. Money is
 * given formatted (`"1 290,00 Kč"`) in the order's currency and language, as the order answer
 * carries it; dates are ISO strings and are written out in the mail's language.
 */
export interface OrderConfirmationMail {
  locale: Locale;
  order: {
    id: number;
    /** The number the customer quotes (`2025000123`). */
    code: string;
    /** When it was placed (ISO date-time). */
    placedAt: string;
  };
  email: string;
  customerName: string;
  items: OrderConfirmationItem[];
  totals: OrderConfirmationTotals;
  shipping: OrderConfirmationShipping;
  billingAddress: MailPostalAddress;
  payment: { methodName: string; price: string };
  /** What the customer does about paying; its `kind` is the payment's pay-later kind, or `online`. */
  instructions: PaymentInstructions;
  /** The customer's note to the order, shown back to them. */
  note?: string | null;
}

export interface OrderConfirmationItem {
  name: string;
  /** The variation's name (`Red, XL`), or null for a product without variations. */
  variationName: string | null;
  amount: number;
  unitPrice: string;
  totalPrice: string;
  /** Gifts (1, 2, 3) say "gift" instead of a price; package items (6) are shown under their package. */
  itemType: CartItemType;
}

export interface OrderConfirmationTotals {
  /** The items together, with tax. */
  items: string;
  shipping: string;
  payment: string;
  /** Each voucher or discount with the amount it takes off (formatted as a negative amount or as the shop shows discounts). */
  discounts: { name: string; amount: string }[];
  /** What loyalty credits paid of the order (formatted as a negative amount); null when none were spent. */
  credits?: string | null;
  /** What the customer pays, with tax (after credits). */
  total: string;
  /** The tax included in `total`. */
  tax: string;
}

export interface MailPostalAddress {
  name: string;
  company?: string | null;
  /** Company id (IČO) and VAT id (DIČ), on a billing address. */
  companyId?: string | null;
  vatId?: string | null;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  phone?: string | null;
}

export interface OrderConfirmationShipping {
  methodName: string;
  price: string;
  /** A pickup point (Packeta box, post office…), when the method delivers to one. */
  pickupPoint: { name: string; address: string } | null;
  /** The address the parcel goes to, when the method delivers to an address. */
  deliveryAddress: MailPostalAddress | null;
}

/** The data catalogue's pay-later services (none, bank transaction, carrier, pickup payment, invoice payment), and online payment. */
export type PaymentInstructions =
  | {
      kind: 'bank_transaction';
      /** The Czech/Slovak form, `123456789/0800`. */
      accountNumber: string;
      iban: string;
      swift?: string | null;
      variableSymbol: string;
      amount: string;
      /** ISO date. */
      dueDate: string;
    }
  /** Cash on delivery: pay the carrier. */
  | { kind: 'carrier'; amount: string }
  /** Pay when picking the order up. */
  | { kind: 'pickup_payment'; amount: string }
  | { kind: 'invoice_payment'; amount: string; dueDate?: string | null }
  /** Pay later with nothing more to say (the shop gets in touch). */
  | { kind: 'none' }
  /** A card gateway: paid already, or a link to pay (null when there is none to give). */
  | { kind: 'online'; paid: true }
  | { kind: 'online'; paid: false; payUrl: string | null };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
