import type { FastifyInstance } from 'fastify';
import type { Locale } from '@contract/locale-codes';
import { confirmationMail, newsletterLink, oneClickUnsubscribeLink, welcomeMail } from './newsletter-mail';
import type { ConfirmationToMail } from './newsletter.service';

/** The storefront the links lead to: the first of STOREFRONT_ORIGINS. */
const storefrontOf = (app: FastifyInstance) => app.deps.config.storefrontOrigins[0] ?? app.deps.config.publicUrl;

/** Sends the double opt-in's mail, if one may go (after the transaction that asked for it). */
export function sendNewsletterConfirmation(app: FastifyInstance, confirmation: ConfirmationToMail | null): void {
  if (!confirmation) return;
  const { email, locale, token } = confirmation;
  void app.mailer.send(
    confirmationMail(email, locale, newsletterLink(storefrontOf(app), 'newsletter-confirm', locale, token)),
  );
}

/** Sends the welcome of a confirmed subscription with its unsubscribe link. */
export function sendNewsletterWelcome(app: FastifyInstance, email: string, locale: Locale, token: string): void {
  const storefront = storefrontOf(app);
  void app.mailer.send(
    welcomeMail(email, locale, {
      unsubscribe: newsletterLink(storefront, 'newsletter-unsubscribe', locale, token),
      oneClick: oneClickUnsubscribeLink(storefront, token),
    }),
  );
}
