import type { Locale } from '@contract';
import { afterSaleTexts } from './texts/after-sale';
import { authTexts } from './texts/auth';
import { cartTexts } from './texts/cart';
import { checkoutTexts } from './texts/checkout';
import { httpTexts } from './texts/http';
import { listTexts } from './texts/list';
import { notFoundTexts } from './texts/not-found';
import { orderTexts } from './texts/orders';
import { shopTexts } from './texts/shop';
import { validationTexts } from './texts/validation';
import { voucherTexts } from './texts/vouchers';

/** One message in the three languages of the shop. */
export type Texts = Readonly<Record<Locale, string>>;

/**
 * The one catalogue of what the shop API writes for a person (docs/messages.md): key → cs, sk, en.
 * Split by area into `texts/`, joined here; a key is `area.name`.
 */
export const catalogue = {
  ...afterSaleTexts,
  ...authTexts,
  ...cartTexts,
  ...checkoutTexts,
  ...httpTexts,
  ...listTexts,
  ...notFoundTexts,
  ...orderTexts,
  ...shopTexts,
  ...validationTexts,
  ...voucherTexts,
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof catalogue;
