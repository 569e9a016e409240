import { html } from './html';
import { mailButton, mailDocument, mailParagraph, mailStyles } from './mail-layout';
import type { RenderedMail } from './order-confirmation.types';

/**
 * A short mail that tells the customer one thing (a welcome, a security notice): a greeting,
 * paragraphs, label–value facts, at most one link, a footnote and the signature, drawn from this one
 * view as HTML (in the shop's frame) and as plain text, so the two parts say the same.
 */
export interface NoticeMailView {
  lang: string;
  subject: string;
  preheader: string;
  greeting: string;
  paragraphs: string[];
  facts: [label: string, value: string][];
  action: { label: string; url: string } | null;
  footnote: string | null;
  signature: string;
}

function noticeHtml(view: NoticeMailView): string {
  const facts = view.facts.length
    ? html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
        ${view.facts.map(
          ([label, value]) =>
            html`<tr>
              <td style="${mailStyles.cell}">${label}</td>
              <td style="${mailStyles.cell}font-weight:bold;">${value}</td>
            </tr>`,
        )}
      </table>`
    : '';
  const content = html`${mailParagraph(view.greeting)} ${view.paragraphs.map((p) => mailParagraph(p))} ${facts}
  ${view.action ? mailButton(view.action.label, view.action.url) : ''}
  ${view.footnote ? html`<p style="${mailStyles.text}${mailStyles.muted}margin:24px 0 8px;">${view.footnote}</p>` : ''}
  ${mailParagraph(view.signature, '24px 0 0')}`;
  return mailDocument({ lang: view.lang, title: view.subject, preheader: view.preheader, content });
}

function noticeText(view: NoticeMailView): string {
  const lines = [
    view.greeting,
    '',
    ...view.paragraphs.flatMap((p) => [p, '']),
    ...(view.facts.length ? [...view.facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(view.action ? [`${view.action.label}: ${view.action.url}`, ''] : []),
    ...(view.footnote ? [view.footnote, ''] : []),
    view.signature,
  ];
  return `${lines.join('\n')}\n`;
}

export function renderNoticeMail(view: NoticeMailView): RenderedMail {
  return { subject: view.subject, html: noticeHtml(view), text: noticeText(view) };
}
