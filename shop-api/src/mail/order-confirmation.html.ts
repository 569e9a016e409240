import { html, type SafeHtml } from './html';
import { mailButton, mailDocument, mailParagraph, mailStyles } from './mail-layout';
import type { ConfirmationView, ItemLine, Row } from './order-confirmation.view';

/** The order confirmation as HTML, in the shop's mail frame (mail-layout.ts). */

const { text, cell, heading, muted } = mailStyles;

function rowsTable(rows: Row[], strongIndex = -1): SafeHtml {
  return html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    border="0"
    style="border-collapse:collapse;"
  >
    ${rows.map(
      ([label, value], index) =>
        html`<tr>
          <td style="${cell}${index === strongIndex ? 'font-weight:bold;font-size:17px;' : ''}">${label}</td>
          <td
            align="right"
            style="${cell}text-align:right;white-space:nowrap;${index === strongIndex ? 'font-weight:bold;font-size:17px;' : ''}"
          >
            ${value}
          </td>
        </tr> `,
    )}
  </table>`;
}

function itemRow(item: ItemLine): SafeHtml {
  const indent = item.isPackageItem ? 'padding-left:24px;' : '';
  return html`<tr>
    <td style="${cell}${indent}">
      ${item.name}${item.details.map((detail) => html`<br /><span style="${muted}">${detail}</span>`)}
    </td>
    <td align="right" style="${cell}text-align:right;white-space:nowrap;">${item.amount}</td>
    <td align="right" style="${cell}text-align:right;white-space:nowrap;">${item.unitPrice}</td>
    <td align="right" style="${cell}text-align:right;white-space:nowrap;">${item.total}</td>
  </tr> `;
}

function itemsTable(view: ConfirmationView): SafeHtml {
  const th = `${cell}${muted}font-weight:bold;border-bottom:2px solid #cbd2d9;`;
  return html`<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
    <thead>
      <tr>
        <th scope="col" align="left" style="${th}text-align:left;">${view.columns.item}</th>
        <th scope="col" align="right" style="${th}text-align:right;">${view.columns.amount}</th>
        <th scope="col" align="right" style="${th}text-align:right;">${view.columns.unitPrice}</th>
        <th scope="col" align="right" style="${th}text-align:right;">${view.columns.total}</th>
      </tr>
    </thead>
    <tbody>
      ${view.items.map(itemRow)}
    </tbody>
  </table>`;
}

function instructionsBox(view: ConfirmationView): SafeHtml {
  const { instructions } = view;
  const button = instructions.payLink ? mailButton(instructions.payLink.label, instructions.payLink.url) : '';
  return html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    border="0"
    style="border-collapse:collapse;background:#f0f4f8;border:1px solid #cbd2d9;"
  >
    <tr>
      <td style="${text}padding:16px;">
        <h2 style="${heading}margin-top:0;">${instructions.heading}</h2>
        ${instructions.paragraphs.map((paragraph) => html`<p style="${text}margin:0 0 8px;">${paragraph}</p>`)}
        ${instructions.rows.length ? rowsTable(instructions.rows) : ''} ${button}
      </td>
    </tr>
  </table>`;
}

function block(title: string, lines: string[]): SafeHtml {
  return html`<h2 style="${heading}">${title}</h2>
    <p style="${text}margin:0;">${lines.map((line, index) => html`${index ? html`<br />` : ''}${line}`)}</p> `;
}

export function confirmationHtml(view: ConfirmationView): string {
  const content = html`${mailParagraph(view.greeting)} ${mailParagraph(view.intro, '0 0 16px')} ${rowsTable(view.facts)}
    <div style="height:16px;line-height:16px;">&nbsp;</div>
    ${instructionsBox(view)}
    <h2 style="${heading}">${view.itemsHeading}</h2>
    ${itemsTable(view)} ${rowsTable(view.totals, view.totalIndex)}
    ${view.blocks.map(({ heading: title, lines }) => block(title, lines))}
    ${view.note ? block(view.note.heading, [view.note.text]) : ''} ${mailParagraph(view.closing, '24px 0 8px')}
    ${view.contact ? mailParagraph(view.contact) : ''} ${mailParagraph(view.signature, '0')}`;
  return mailDocument({ lang: view.lang, title: view.subject, preheader: view.preheader, content });
}
