import type { ComplaintState } from '@contract/codes/complaints';
import type { RefundState } from '@contract/codes/returns';
import type { Locale } from '@contract/locale-codes';
import { html } from '../mail/html';
import { formatShopDate } from '../shop/shop-dates';
import { mailGreeting } from '../mail/mail-greeting';
import type { MailMessage } from '../mail/mail-message';
import { afterSaleTexts, fill, type AfterSaleKind } from './after-sale-mail.texts';

/**
 * The mails of returns and complaints (docs/returns-and-complaints.md, "Mails"), in the order's
 * language: received (with the slip's link), each state the back office sets, and the money sent.
 */

export interface AfterSaleMailBase {
  kind: AfterSaleKind;
  locale: Locale;
  to: { name: string; address: string };
  documentNumber: string;
  orderCode: string;
}

export type AfterSaleMailEvent =
  | { event: 'received'; slipUrl: string; resolveBy: Date | null }
  | { event: 'state'; state: RefundState | ComplaintState; note: string | null }
  | {
      event: 'money_sent';
      amount: string;
      account: string | null;
      note: string | null;
      /** The credits given back to the credit account (a return paid partly with credits), else null. */
      credits?: number | null;
    };

/** The storefront's slip pages per language (docs/returns-and-complaints.md, "The slip"). */
const slipPaths: Record<AfterSaleKind, Record<Locale, string>> = {
  refund: {
    cs: 'vraceni-a-reklamace/stitek-vraceni',
    sk: 'vratenie-a-reklamacie/stitok-vratenia',
    en: 'returns-and-complaints/return-slip',
  },
  complaint: {
    cs: 'vraceni-a-reklamace/reklamacni-list',
    sk: 'vratenie-a-reklamacie/reklamacny-list',
    en: 'returns-and-complaints/complaint-slip',
  },
};

/** The storefront link of a slip, with the signed query its page passes to GET /refunds|complaints/{id}/slip. */
export function slipUrl(
  storefrontOrigin: string,
  kind: AfterSaleKind,
  locale: Locale,
  id: number,
  link: { expires: number; signature: string },
): string {
  const url = new URL(`/${locale}/${slipPaths[kind][locale]}/${id}`, storefrontOrigin);
  url.searchParams.set('expires', String(link.expires));
  url.searchParams.set('signature', link.signature);
  return url.toString();
}

function stateLabel(kind: AfterSaleKind, locale: Locale, state: RefundState | ComplaintState): string {
  const texts = afterSaleTexts[locale];
  return kind === 'refund' ? texts.refundStates[state as RefundState] : texts.complaintStates[state as ComplaintState];
}

interface MailParts {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

function partsOf(base: AfterSaleMailBase, event: AfterSaleMailEvent): MailParts {
  const texts = afterSaleTexts[base.locale];
  const kindTexts = texts.kinds[base.kind];
  const values = { doc: base.documentNumber, order: base.orderCode };
  const noteLine = (note: string | null) => (note ? [`${texts.note}: ${note}`] : []);
  if (event.event === 'received') {
    const date = event.resolveBy ? formatShopDate(event.resolveBy.toISOString(), base.locale) : null;
    return {
      subject: fill(kindTexts.receivedSubject, values),
      paragraphs: [fill(kindTexts.receivedBody, values), ...(date ? [fill(texts.resolveBy, { date })] : [])],
      action: { label: kindTexts.slipAction, url: event.slipUrl },
    };
  }
  if (event.event === 'state') {
    const state = stateLabel(base.kind, base.locale, event.state);
    return {
      subject: fill(kindTexts.stateSubject, { ...values, state }),
      paragraphs: [fill(kindTexts.stateBody, { ...values, state }), ...noteLine(event.note)],
    };
  }
  const sent = event.account
    ? fill(texts.moneyToAccount, { amount: event.amount, account: event.account })
    : fill(texts.moneyToCard, { amount: event.amount });
  return {
    subject: fill(texts.moneySubject, values),
    paragraphs: [
      sent,
      texts.moneyArrives,
      ...(event.credits ? [fill(texts.creditsBack, { credits: String(event.credits) })] : []),
      ...noteLine(event.note),
    ],
  };
}

export function afterSaleMail(base: AfterSaleMailBase, event: AfterSaleMailEvent): MailMessage {
  const texts = afterSaleTexts[base.locale];
  const { subject, paragraphs, action } = partsOf(base, event);
  const greeting = mailGreeting(base.locale, base.to.name);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    texts.signOff,
    '',
  ].join('\n');
  return {
    to: base.to,
    subject,
    text,
    html: html`<!doctype html>
      <html lang="${base.locale}">
        <body style="font-family: sans-serif; line-height: 1.5">
          <p>${greeting}</p>
          ${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
          ${action ? html`<p><a href="${action.url}">${action.label}</a></p>` : ''}
          <p>${texts.signOff}</p>
        </body>
      </html>`.value,
  };
}
