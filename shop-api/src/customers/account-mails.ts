import type { Locale } from '@contract/locale-codes';
import type { MailMessage } from '../mail/mail-message';
import { renderNoticeMail } from '../mail/notice-mail';
import { companyInfo } from '../shop/company-info';
import { accountMailTexts, type SecurityChange } from './account-mails.texts';

/**
 * The account mails (docs/mail.md), in the customer's language: the welcome of a new account and
 * the security notice of a changed or reset password. Both are notices in the shop's mail frame.
 */

const shopTimeZone = 'Europe/Prague';

export interface AccountRecipient {
  locale: Locale;
  email: string;
  /** First and last name. */
  name: string;
}

const recipient = (to: AccountRecipient) => (to.name.trim() ? { name: to.name, address: to.email } : to.email);
const contactOf = (contact: (email: string, phone: string) => string) =>
  companyInfo.email && companyInfo.phone ? contact(companyInfo.email, companyInfo.phone) : null;

export interface WelcomeMail {
  to: AccountRecipient;
  /** The storefront's customer area in the language. */
  accountUrl: string;
  /** Made with an order at checkout (its number), or registered on its own. */
  orderCode: string | null;
  /** The checkout's phone and addresses are in the account (address book). */
  detailsKept: boolean;
  /** A newsletter confirmation went out with it. */
  newsletterAsked: boolean;
}

export function welcomeMail(mail: WelcomeMail): MailMessage {
  const t = accountMailTexts[mail.to.locale];
  const w = t.welcome;
  const rendered = renderNoticeMail({
    lang: mail.to.locale,
    subject: w.subject,
    preheader: w.preheader,
    greeting: t.greeting(mail.to.name),
    paragraphs: [
      mail.orderCode ? w.fromOrder(mail.orderCode, mail.to.email) : w.registered(mail.to.email),
      ...(mail.detailsKept ? [w.detailsKept] : []),
      w.whatYouCanDo,
      ...(mail.newsletterAsked ? [w.newsletter] : []),
    ],
    facts: [],
    action: { label: w.action, url: mail.accountUrl },
    footnote: [w.notYou, contactOf(t.contact)].filter(Boolean).join(' '),
    signature: t.signature,
  });
  return { to: recipient(mail.to), ...rendered };
}

/** The date and time in the shop's time zone, with the zone's name (`27. listopadu 2026 15:04 SEČ`). */
function shopTime(at: Date, locale: string): string {
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: shopTimeZone });
  const zone = new Intl.DateTimeFormat(locale, { timeZone: shopTimeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return [dateTime.format(at), zone].filter(Boolean).join(' ');
}

export interface SecurityNotice {
  to: AccountRecipient;
  change: SecurityChange;
  at: Date;
  /** The storefront's sign-in page in the language (where a new password can be asked for). */
  loginUrl: string;
}

/**
 * Tells the account's owner that its password changed: what, when, that other sessions ended, and
 * what to do if it was not them. It holds no password and no token: its one link is the sign-in page.
 */
export function securityNoticeMail(notice: SecurityNotice): MailMessage {
  const t = accountMailTexts[notice.to.locale];
  const s = t.security;
  const when = shopTime(notice.at, t.dateLocale);
  const rendered = renderNoticeMail({
    lang: notice.to.locale,
    subject: `${s.subject[notice.change]} – Lumen Store`,
    preheader: s.preheader,
    greeting: t.greeting(notice.to.name),
    paragraphs: [s.what[notice.change](notice.to.email), s.sessions, s.ifYou, s.ifNotYou],
    facts: [[s.when, when]],
    action: { label: s.action, url: notice.loginUrl },
    footnote: [s.footnote, contactOf(t.contact)].filter(Boolean).join(' '),
    signature: t.signature,
  });
  return { to: recipient(notice.to), ...rendered };
}
