import type { Locale } from '@contract/locale-codes';
import { html } from '../mail/html';
import { countOf } from '../mail/plural';
import type { MailMessage } from '../mail/mail-message';
import { storefrontLink } from '../shop/storefront-link';

/** How long a confirmation link works. */
export const confirmationLinkDays = 7;

interface MailTexts {
  subject: string;
  body: string;
  action: string;
  footnote: string;
}

const confirmationTexts: Record<Locale, MailTexts> = {
  cs: {
    subject: 'Potvrďte odběr newsletteru Lumen',
    body: 'Dobrý den, někdo (nejspíš vy) požádal o zasílání newsletteru Lumen Store na tuto adresu. Odběr začne, až ho potvrdíte.',
    action: 'Potvrdit odběr',
    footnote: `Pokud jste o nic nežádali, tento e-mail ignorujte: bez potvrzení vám nic posílat nebudeme. Odkaz platí ${countOf('cs', confirmationLinkDays, { one: '# den', few: '# dny', many: '# dne', other: '# dní' })}.`,
  },
  sk: {
    subject: 'Potvrďte odber newslettera Lumen',
    body: 'Dobrý deň, niekto (pravdepodobne vy) požiadal o zasielanie newslettera Lumen Store na túto adresu. Odber začne, keď ho potvrdíte.',
    action: 'Potvrdiť odber',
    footnote: `Ak ste o nič nežiadali, tento e-mail ignorujte: bez potvrdenia vám nič posielať nebudeme. Odkaz platí ${countOf('sk', confirmationLinkDays, { one: '# deň', few: '# dni', many: '# dňa', other: '# dní' })}.`,
  },
  en: {
    subject: 'Confirm your subscription to the Lumen newsletter',
    body: 'Hello, someone (most likely you) asked for the Lumen Store newsletter at this address. It starts once you confirm it.',
    action: 'Confirm the subscription',
    footnote: `If you did not ask for it, ignore this e-mail: without your confirmation we send you nothing. The link works for ${countOf('en', confirmationLinkDays, { one: '# day', other: '# days' })}.`,
  },
};

const welcomeTexts: Record<Locale, MailTexts> = {
  cs: {
    subject: 'Odebíráte newsletter Lumen',
    body: 'Děkujeme, od teď vám budeme posílat novinky a slevy.',
    action: 'Odhlásit se můžete kdykoli zde',
    footnote: 'Odhlášení je jedno kliknutí, bez přihlašování.',
  },
  sk: {
    subject: 'Odoberáte newsletter Lumen',
    body: 'Ďakujeme, odteraz vám budeme posielať novinky a zľavy.',
    action: 'Odhlásiť sa môžete kedykoľvek tu',
    footnote: 'Odhlásenie je jedno kliknutie, bez prihlasovania.',
  },
  en: {
    subject: 'You are subscribed to the Lumen newsletter',
    body: 'Thank you: we will send you news and offers from now on.',
    action: 'You can unsubscribe at any time here',
    footnote: 'Unsubscribing is one click, without signing in.',
  },
};

/**
 * The storefront's page of a newsletter link in the language: `{storefront}/{locale}/{path}?token=…`.
 */
export function newsletterLink(
  storefrontOrigin: string,
  route: 'newsletter-confirm' | 'newsletter-unsubscribe',
  locale: Locale,
  token: string,
): string {
  return storefrontLink(storefrontOrigin, route, locale, { token });
}

/**
 * The storefront's one-click unsubscribe (RFC 8058): a mail program POSTs `List-Unsubscribe=One-Click`
 * to it, with no page and no sign-in (`app/api/newsletter/unsubscribe/route.ts`).
 */
export function oneClickUnsubscribeLink(storefrontOrigin: string, token: string): string {
  const url = new URL('/api/newsletter/unsubscribe', storefrontOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

function linkMail(
  email: string,
  locale: Locale,
  t: MailTexts,
  link: string,
  headers: Record<string, string> = {},
): MailMessage {
  return {
    to: email,
    headers,
    subject: t.subject,
    text: `${t.body}\n\n${t.action}: ${link}\n\n${t.footnote}\n`,
    html: html`<!doctype html>
      <html lang="${locale}">
        <body style="font-family: sans-serif; line-height: 1.5">
          <p>${t.body}</p>
          <p><a href="${link}">${t.action}</a></p>
          <p style="color: #555">${t.footnote}</p>
        </body>
      </html>`.value,
  };
}

/** The double opt-in's mail: the link that confirms the subscription; nothing else. */
export function confirmationMail(email: string, locale: Locale, confirmLink: string): MailMessage {
  return linkMail(email, locale, confirmationTexts[locale], confirmLink);
}

/**
 * The welcome once the owner confirmed, with the unsubscribe page's link, and the headers that let a
 * mail program offer its own unsubscribe button (RFC 2369 and 8058).
 */
export function welcomeMail(
  email: string,
  locale: Locale,
  links: { unsubscribe: string; oneClick: string },
): MailMessage {
  return linkMail(email, locale, welcomeTexts[locale], links.unsubscribe, {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
}
