import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PasswordResetBody } from '@contract/calls/auth';
import type { AuthTokens } from '@contract/entities/customer';
import { isLocale } from '@contract/locale-codes';
import { sendSecurityNotice } from '../customers/account-mailer';
import { canSignIn, findCustomer, findCustomerByEmail } from '../customers/customers.repository';
import { customers } from '../db/schema';
import { ApiError } from '../http/api-error';
import { hashPassword } from './passwords';
import { passwordResetMail, passwordResetUrl } from './password-reset-mail';
import { claimPasswordReset, endPasswordResets, replacePasswordReset } from './password-resets.repository';
import { revokeCustomerSessions } from './sessions.repository';
import { clientOf } from './sessions.service';
import { signIn } from './sign-in.service';
import { hashToken, newToken } from './tokens';

const resetMinutes = 60;

/**
 * `POST /passwords/customer`: e-mails a single-use link valid for an hour to an account that can
 * sign in; the account's older links end. The answer is the same whether or not the address has an
 * account.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const { db, config } = app.deps;
  const customer = await findCustomerByEmail(db, email);
  if (!canSignIn(customer)) return;
  const token = newToken();
  await replacePasswordReset(db, {
    customerId: customer.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + resetMinutes * 60_000),
  });
  const locale = isLocale(customer.locale) ? customer.locale : 'cs';
  const origin = config.storefrontOrigins[0] ?? 'http://localhost:3000';
  const name = `${customer.firstName} ${customer.lastName}`;
  void app.mailer.send(
    passwordResetMail({ name, address: customer.email }, locale, passwordResetUrl(origin, locale, token)),
  );
}

const invalidToken = () => ApiError.validation([{ field: 'token', message: 'auth.resetLinkInvalid' }]);

/**
 * `PUT /passwords/customer`: sets the new password with a link's token, once. The account's other
 * links end, every session of the account ends (whoever knew the old password is out), the e-mail
 * counts as verified (the link reached it), a new session is opened for the shopper who reset it,
 * and the account's address gets a security notice.
 */
export async function resetPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  body: PasswordResetBody,
): Promise<AuthTokens> {
  const { db, config } = app.deps;
  const now = new Date();
  const passwordHash = await hashPassword(body.new_password);
  const customerId = await db.transaction(async (tx) => {
    const usedBy = await claimPasswordReset(tx, hashToken(body.token), now);
    if (usedBy === undefined) throw invalidToken();
    const [customer] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(customers.id, usedBy), isNull(customers.deletedAt)))
      .returning();
    if (!canSignIn(customer)) throw invalidToken();
    if (!customer.emailVerifiedAt)
      await tx.update(customers).set({ emailVerifiedAt: now }).where(eq(customers.id, customer.id));
    await endPasswordResets(tx, customer.id);
    await revokeCustomerSessions(tx, customer.id, now);
    return customer.id;
  });
  const customer = await findCustomer(db, customerId);
  sendSecurityNotice(app, customer!, 'reset');
  return signIn(db, config.auth, customer!, clientOf(request));
}
