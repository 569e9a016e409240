import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ChangePasswordBody, UpdateCustomerBody } from '@contract/calls/auth';
import type { Customer } from '@contract/entities/customer';
import type { RequestCustomer } from '../auth/request-customer';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endPasswordResets } from '../auth/password-resets.repository';
import { revokeCustomerSessions } from '../auth/sessions.repository';
import type { Database } from '../db/client';
import {
  customerAddresses,
  customerPairings,
  customerProductLists,
  customers,
  orderAddresses,
  orders,
  newsletters,
  passwordResets,
} from '../db/schema';
import { ApiError } from '../http/api-error';
import { setSubscription, type ConfirmationToMail } from '../newsletter/newsletter.service';
import { toCustomer } from './customer.serializer';
import { findCustomer, updateCustomer, type CustomerRow } from './customers.repository';

/**
 * The customer's own record. Another customer's id answers 404 like an unknown one, so probing ids
 * tells nothing.
 */
export async function ownCustomer(db: Database, signedIn: RequestCustomer, id: number): Promise<CustomerRow> {
  const customer = id === signedIn.customerId ? await findCustomer(db, id) : undefined;
  if (!customer) throw ApiError.notFound('notFound.customer');
  return customer;
}

export async function patchCustomer(
  db: Database,
  signedIn: RequestCustomer,
  id: number,
  body: UpdateCustomerBody,
): Promise<{ customer: Customer; newsletterConfirmation: ConfirmationToMail | null }> {
  await ownCustomer(db, signedIn, id);
  const updated = await updateCustomer(db, id, {
    ...(body.first_name !== undefined && { firstName: body.first_name }),
    ...(body.last_name !== undefined && { lastName: body.last_name }),
    ...(body.birth_at !== undefined && { birthAt: body.birth_at }),
    ...(body.dial_code !== undefined && { dialCode: body.dial_code }),
    ...(body.phone !== undefined && { phone: body.phone }),
    ...(body.gender_oriented_product_preference !== undefined && {
      genderOrientedProductPreference: body.gender_oriented_product_preference,
    }),
    ...(body.locale !== undefined && { locale: body.locale }),
  });
  if (!updated) throw ApiError.notFound('notFound.customer');
  if (body.is_subscribed === undefined || body.is_subscribed === updated.isSubscribed)
    return { customer: toCustomer(updated), newsletterConfirmation: null };
  // The flag and the newsletter row move together (shop-api/src/newsletter); an e-mail that is not
  // verified is subscribed once its owner follows the mailed link, so the flag may stay off.
  const newsletterConfirmation = await setSubscription(db, id, body.is_subscribed);
  return { customer: toCustomer((await findCustomer(db, id)) ?? updated), newsletterConfirmation };
}

/**
 * A new password with the current one; the customer's other sessions end (whoever else held the
 * account is out), this one stays; reset links asked for before end too. An account without a
 * password (made by a third-party sign-in) sets its first one without a current password (left
 * out or ""); once it has one, the current one is needed like anywhere. Answers the account (for
 * the security notice its caller mails once this has committed).
 */
export async function changePassword(
  db: Database,
  signedIn: RequestCustomer,
  id: number,
  body: ChangePasswordBody,
): Promise<CustomerRow> {
  const customer = await ownCustomer(db, signedIn, id);
  const current = body.current_password ?? '';
  if (customer.passwordHash && current === '')
    throw ApiError.validation([{ field: 'current_password', message: 'validation.currentPassword' }]);
  const matches = customer.passwordHash ? await verifyPassword(customer.passwordHash, current) : current === '';
  if (!matches) throw ApiError.validation([{ field: 'current_password', message: 'auth.wrongPassword' }]);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    // Only over the password that was checked: two first passwords sent at once set one, the other
    // finds the account has one now.
    const unchanged = customer.passwordHash
      ? eq(customers.passwordHash, customer.passwordHash)
      : isNull(customers.passwordHash);
    const changed = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(customers.id, id), unchanged))
      .returning({ id: customers.id });
    if (changed.length === 0) throw ApiError.validation([{ field: 'current_password', message: 'auth.wrongPassword' }]);
    await endPasswordResets(tx, id);
    await revokeCustomerSessions(tx, id, new Date(), signedIn.sessionId);
  });
  return customer;
}

const anonymizedName = 'Anonymized';

/**
 * Deletes the account: the customer row stays (its orders keep their customer id) but holds nothing
 * personal and can never sign in; the orders are kept, anonymized (e-mail, names, phones); the
 * address book, lists, pairings and reset links go; every session ends.
 */
export async function deleteAccount(db: Database, signedIn: RequestCustomer, id: number): Promise<void> {
  await ownCustomer(db, signedIn, id);
  const now = new Date();
  await db.transaction(async (tx) => {
    const owned = await tx
      .update(orders)
      .set({ email: `anonymized-${id}@deleted.invalid`, anonymizedAt: now, note: null })
      .where(eq(orders.customerId, id))
      .returning({ id: orders.id });
    if (owned.length > 0)
      await tx
        .update(orderAddresses)
        .set({ firstName: anonymizedName, lastName: anonymizedName, phone: null, dialCode: null })
        .where(
          inArray(
            orderAddresses.orderId,
            owned.map((order) => order.id),
          ),
        );
    await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, id));
    await tx.delete(customerProductLists).where(eq(customerProductLists.customerId, id));
    await tx.delete(customerPairings).where(eq(customerPairings.customerId, id));
    await tx.delete(passwordResets).where(eq(passwordResets.customerId, id));
    await tx.delete(newsletters).where(eq(newsletters.customerId, id));
    await revokeCustomerSessions(tx, id, now);
    await tx
      .update(customers)
      .set({
        email: `deleted-${id}@deleted.invalid`,
        passwordHash: null,
        firstName: anonymizedName,
        lastName: anonymizedName,
        dialCode: null,
        phone: null,
        birthAt: null,
        code: null,
        isActive: false,
        isSubscribed: false,
        emailVerifiedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(customers.id, id));
  });
}
