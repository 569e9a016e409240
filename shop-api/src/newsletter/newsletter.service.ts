import type { Locale } from '@contract';
import type { NewsletterSubscription, SubscribeNewsletterBody } from '@contract/calls/newsletters';
import { isLocale } from '@contract/locale-codes';
import type { Executor } from '../cart/cart-db';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { hashNewsletterToken, newNewsletterToken } from './newsletter-token';
import {
  confirmByTokenHash,
  linkCustomer,
  requestConfirmation,
  selectCustomer,
  selectCustomerByEmail,
  setCustomerSubscribed,
  subscribeConfirmed,
  unsubscribeByTokenHash,
  unsubscribeEmail,
  type NewsletterRow,
} from './newsletter.repository';

type Preference = NewsletterSubscription['gender_oriented_product_preference'];

export function serializeSubscription(row: NewsletterRow): NewsletterSubscription {
  const preference = row.genderOrientedProductPreference;
  return {
    id: row.id,
    email: row.email,
    gender_oriented_product_preference:
      preference === 'none' || preference === 'women' || preference === 'men' ? preference : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A confirmation mail to send once the transaction that asked for it has committed (`sendNewsletterConfirmation`). */
export interface ConfirmationToMail {
  email: string;
  locale: Locale;
  token: string;
}

/**
 * The double opt-in's first step: the address is recorded as asking, and a confirmation link is
 * made for it unless the address is subscribed or had a confirmation mail in the last 24 hours
 * (then null: nothing is mailed, and the caller answers the same).
 */
async function askToConfirm(
  db: Executor,
  email: string,
  locale: Locale,
  preference: Preference | undefined,
): Promise<ConfirmationToMail | null> {
  const token = newNewsletterToken();
  // Linked to the account with that e-mail now, so that deleting the account deletes the request too.
  const owner = await selectCustomerByEmail(db, email);
  const mail = await requestConfirmation(db, {
    email,
    locale,
    customerId: owner?.id ?? null,
    genderOrientedProductPreference: preference ?? null,
    confirmationTokenHash: hashNewsletterToken(token),
  });
  return mail ? { email, locale, token } : null;
}

/** `POST /newsletters`: a guest's or a customer's request to subscribe an address. */
export function subscribeNewsletter(
  db: Database,
  body: SubscribeNewsletterBody,
  locale: Locale,
): Promise<ConfirmationToMail | null> {
  return askToConfirm(db, body.email, locale, body.gender_oriented_product_preference);
}

/** A subscription that has just begun, and the token of the welcome mail's unsubscribe link. */
export interface Confirmed {
  row: NewsletterRow;
  unsubscribeToken: string;
}

/**
 * `POST /newsletters/confirmations`: the owner of the address followed the mailed link. The
 * subscription begins (once: the link is used up) and belongs to the account with that e-mail, if
 * there is one, whose `is_subscribed` then says yes. An unknown, used or expired link is a 404.
 */
export async function confirmNewsletter(db: Database, token: string): Promise<Confirmed> {
  return db.transaction(async (tx) => {
    const unsubscribeToken = newNewsletterToken();
    const row = await confirmByTokenHash(tx, hashNewsletterToken(token), hashNewsletterToken(unsubscribeToken));
    if (!row) throw ApiError.notFound('notFound.confirmationLink');
    const owner = await selectCustomerByEmail(tx, row.email);
    if (owner) {
      if (row.customerId !== owner.id) await linkCustomer(tx, row.id, owner.id);
      await setCustomerSubscribed(tx, owner.id, true);
    }
    return { row: { ...row, customerId: owner?.id ?? row.customerId }, unsubscribeToken };
  });
}

/** `DELETE /newsletters/{token}`: the unsubscribe link, without signing in. An unknown (or used) token is a 404. */
export async function unsubscribeNewsletter(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await unsubscribeByTokenHash(tx, hashNewsletterToken(token));
    if (!ended) throw ApiError.notFound('notFound.subscription');
    const owner = ended.customerId ?? (await selectCustomerByEmail(tx, ended.email))?.id;
    if (owner !== undefined) await setCustomerSubscribed(tx, owner, false);
  });
}

/**
 * The customer's `is_subscribed` (PATCH /customers/{id}, registration). Off ends the subscription
 * of the account's e-mail. On subscribes it at once when the e-mail is verified (the owner proved
 * they read it); otherwise it is the double opt-in like any address: the flag stays off until the
 * mailed link is followed, and the answer is the confirmation to mail (null when none may go).
 * Runs in the caller's transaction when given one.
 */
export async function setSubscription(
  db: Executor,
  customerId: number,
  subscribed: boolean,
): Promise<ConfirmationToMail | null> {
  const customer = await selectCustomer(db, customerId);
  if (!customer) throw ApiError.notFound('notFound.customer');
  if (!subscribed) {
    await unsubscribeEmail(db, customer.email);
    await setCustomerSubscribed(db, customerId, false);
    return null;
  }
  const locale = isLocale(customer.locale) ? customer.locale : 'cs';
  if (customer.emailVerifiedAt === null) return askToConfirm(db, customer.email, locale, undefined);
  await subscribeConfirmed(db, {
    email: customer.email,
    locale,
    customerId,
    genderOrientedProductPreference: null,
    unsubscribeTokenHash: hashNewsletterToken(newNewsletterToken()),
  });
  await setCustomerSubscribed(db, customerId, true);
  return null;
}
