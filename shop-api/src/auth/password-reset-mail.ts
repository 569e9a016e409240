import type { Locale } from '@contract/locale-codes';
import type { MailMessage } from '../mail/mail-message';
import { html } from '../mail/html';
import { mailGreeting } from '../mail/mail-greeting';

/** The storefront's password-reset page per language (lib/i18n/routing.ts). */
const resetPaths: Record<Locale, string> = { cs: 'obnova-hesla', sk: 'obnova-hesla', en: 'password-reset' };

const texts: Record<Locale, { subject: string; body: string; action: string; ignore: string }> = {
  cs: {
    subject: 'Obnova hesla – Lumen Store',
    body: 'někdo (nejspíš vy) požádal o nové heslo k vašemu účtu. Odkaz platí 60 minut a lze ho použít jen jednou.',
    action: 'Nastavit nové heslo',
    ignore: 'Pokud jste o obnovu nežádali, tento e-mail ignorujte: vaše heslo zůstává beze změny.',
  },
  sk: {
    subject: 'Obnova hesla – Lumen Store',
    body: 'niekto (pravdepodobne vy) požiadal o nové heslo k vášmu účtu. Odkaz platí 60 minút a dá sa použiť len raz.',
    action: 'Nastaviť nové heslo',
    ignore: 'Ak ste o obnovu nežiadali, tento e-mail ignorujte: vaše heslo zostáva bez zmeny.',
  },
  en: {
    subject: 'Reset your password – Lumen Store',
    body: 'someone (most likely you) asked for a new password for your account. The link works for 60 minutes, once.',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
};

/** The storefront link of a reset token, on its localized password-reset page. */
export function passwordResetUrl(storefrontOrigin: string, locale: Locale, token: string): string {
  const url = new URL(`/${locale}/${resetPaths[locale]}`, storefrontOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

export function passwordResetMail(
  to: { name: string; address: string },
  locale: Locale,
  resetUrl: string,
): MailMessage {
  const t = texts[locale];
  const greeting = mailGreeting(locale, to.name);
  return {
    to,
    subject: t.subject,
    text: `${greeting}\n\n${t.body}\n\n${t.action}: ${resetUrl}\n\n${t.ignore}\n`,
    html: html`<!doctype html>
      <html lang="${locale}">
        <body style="font-family: sans-serif; line-height: 1.5">
          <p>${greeting}</p>
          <p>${t.body}</p>
          <p><a href="${resetUrl}">${t.action}</a></p>
          <p style="color: #555">${t.ignore}</p>
        </body>
      </html>`.value,
  };
}
