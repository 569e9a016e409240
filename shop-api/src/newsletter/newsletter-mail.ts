import type { Locale } from '@contract';
import type { MailMessage } from '../mail/mail-message';

const texts: Record<Locale, { subject: string; body: string; unsubscribe: string }> = {
  cs: {
    subject: 'Odebíráte newsletter Lumen',
    body: 'Děkujeme, od teď vám budeme posílat novinky a slevy.',
    unsubscribe: 'Odhlásit se můžete kdykoli zde:',
  },
  sk: {
    subject: 'Odoberáte newsletter Lumen',
    body: 'Ďakujeme, odteraz vám budeme posielať novinky a zľavy.',
    unsubscribe: 'Odhlásiť sa môžete kedykoľvek tu:',
  },
  en: {
    subject: 'You are subscribed to the Lumen newsletter',
    body: 'Thank you: we will send you news and offers from now on.',
    unsubscribe: 'You can unsubscribe at any time here:',
  },
};

/**
 * The storefront's unsubscribe link: `{storefront}/{locale}/newsletter/unsubscribe?token=…`. The
 * page there sends `DELETE /newsletters/{token}`; the token is in no other place (only its hash is stored).
 */
export function unsubscribeLink(storefrontOrigin: string, locale: Locale, token: string): string {
  return `${storefrontOrigin.replace(/\/$/, '')}/${locale}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The confirmation of a new subscription, with its unsubscribe link. */
export function subscriptionMail(email: string, locale: Locale, link: string): MailMessage {
  const t = texts[locale];
  return { to: email, subject: t.subject, text: `${t.body}\n\n${t.unsubscribe}\n${link}\n` };
}
