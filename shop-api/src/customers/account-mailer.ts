import type { FastifyInstance } from 'fastify';
import { isLocale } from '@contract/locale-codes';
import { storefrontLink } from '../shop/storefront-link';
import { securityNoticeMail, welcomeMail, type AccountRecipient } from './account-mails';
import type { SecurityChange } from './account-mails.texts';
import type { CustomerRow } from './customers.repository';

/**
 * Sends the account mails once the write they report on has committed; like every mail, they go in
 * the background and cannot fail the request (docs/mail.md).
 */

const storefrontOf = (app: FastifyInstance) => app.deps.config.storefrontOrigins[0] ?? app.deps.config.publicUrl;

const recipientOf = (customer: Pick<CustomerRow, 'email' | 'firstName' | 'lastName' | 'locale'>): AccountRecipient => ({
  email: customer.email,
  name: `${customer.firstName} ${customer.lastName}`.trim(),
  locale: isLocale(customer.locale) ? customer.locale : 'cs',
});

export function sendWelcome(
  app: FastifyInstance,
  customer: Pick<CustomerRow, 'email' | 'firstName' | 'lastName' | 'locale'>,
  details: { orderCode: string | null; detailsKept: boolean; newsletterAsked: boolean },
): void {
  const to = recipientOf(customer);
  const accountUrl = storefrontLink(storefrontOf(app), 'customer-dashboard', to.locale);
  void app.mailer.send(welcomeMail({ to, accountUrl, ...details }));
}

export function sendSecurityNotice(
  app: FastifyInstance,
  customer: Pick<CustomerRow, 'email' | 'firstName' | 'lastName' | 'locale'>,
  change: SecurityChange,
): void {
  const to = recipientOf(customer);
  const loginUrl = storefrontLink(storefrontOf(app), 'login', to.locale);
  void app.mailer.send(securityNoticeMail({ to, change, at: new Date(), loginUrl }));
}
