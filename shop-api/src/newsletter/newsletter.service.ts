import type { Locale } from '@contract';
import type { NewsletterSubscription, SubscribeNewsletterBody } from '@contract/calls/newsletters';
import type { Executor } from '../cart/cart-db';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import { hashUnsubscribeToken, newUnsubscribeToken } from './newsletter-token';
import {
  deleteByEmail,
  deleteByTokenHash,
  insertSubscription,
  linkCustomer,
  selectByEmail,
  selectCustomer,
  selectCustomerByEmail,
  setCustomerSubscribed,
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

/** A subscription and, when it is new, the unsubscribe token its confirmation mail carries. */
export interface Subscribed {
  row: NewsletterRow;
  /** Null when the e-mail was subscribed already (only the hash of its token is kept). */
  unsubscribeToken: string | null;
}

/**
 * Subscribes the e-mail, once: an e-mail already subscribed answers its subscription. The
 * subscription belongs to the account with that e-mail, if there is one, whose `is_subscribed`
 * then says yes.
 */
async function subscribeEmail(
  db: Executor,
  email: string,
  locale: Locale,
  preference: Preference | undefined,
): Promise<Subscribed> {
  const owner = await selectCustomerByEmail(db, email);
  const token = newUnsubscribeToken();
  const inserted = await insertSubscription(db, {
    email,
    locale,
    customerId: owner?.id ?? null,
    genderOrientedProductPreference: preference ?? null,
    unsubscribeTokenHash: hashUnsubscribeToken(token),
  });
  const row = inserted ?? (await selectByEmail(db, email));
  if (!row) throw new ApiError('conflict', 'The subscription changed meanwhile; try again.');
  if (owner) {
    if (row.customerId === null) await linkCustomer(db, row.id, owner.id);
    await setCustomerSubscribed(db, owner.id, true);
  }
  return { row, unsubscribeToken: inserted ? token : null };
}

/** `POST /newsletters`: a guest's or a customer's subscription. */
export function subscribeNewsletter(db: Database, body: SubscribeNewsletterBody, locale: Locale): Promise<Subscribed> {
  return db.transaction((tx) => subscribeEmail(tx, body.email, locale, body.gender_oriented_product_preference));
}

/** `DELETE /newsletters/{token}`: the unsubscribe link. An unknown (or used) token is a 404. */
export async function unsubscribeNewsletter(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteByTokenHash(tx, hashUnsubscribeToken(token));
    if (!deleted) throw ApiError.notFound('Subscription');
    const owner = deleted.customerId ?? (await selectCustomerByEmail(tx, deleted.email))?.id;
    if (owner !== undefined) await setCustomerSubscribed(tx, owner, false);
  });
}

/**
 * The customer's `is_subscribed` (PATCH /customers/{id}): subscribes the account's e-mail or
 * removes its subscription, and keeps the flag in step. Runs in the caller's transaction when
 * given one. Answers the new unsubscribe token when a subscription was made (to mail it).
 */
export async function setSubscription(
  db: Executor,
  customerId: number,
  subscribed: boolean,
): Promise<{ unsubscribeToken: string | null }> {
  const customer = await selectCustomer(db, customerId);
  if (!customer) throw ApiError.notFound('Customer');
  if (!subscribed) {
    await deleteByEmail(db, customer.email);
    await setCustomerSubscribed(db, customerId, false);
    return { unsubscribeToken: null };
  }
  const locale = customer.locale === 'sk' || customer.locale === 'en' ? customer.locale : 'cs';
  const { unsubscribeToken } = await subscribeEmail(db, customer.email, locale, undefined);
  return { unsubscribeToken };
}
