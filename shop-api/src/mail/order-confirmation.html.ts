import { html, type SafeHtml } from './html';
import type { ConfirmationView, ItemLine, Row } from './order-confirmation.view';

/**
 * The order confirmation as HTML that mail clients render: tables for layout, every style inline
 * (many clients drop <style>), a 600 px column, system fonts, no pictures and no scripts.
 */

const font = 'font-family:Arial,Helvetica,sans-serif;';
const text = `${font}color:#1f2933;font-size:15px;line-height:1.5;`;
const cell = `${text}padding:8px;border-bottom:1px solid #e4e7eb;vertical-align:top;`;
const heading = `${font}color:#1f2933;font-size:18px;line-height:1.3;margin:24px 0 8px;`;
const muted = 'color:#52606d;font-size:13px;';

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
  const button = instructions.payLink
    ? html`<p style="margin:16px 0 0;">
        <a
          href="${instructions.payLink.url}"
          style="${font}display:inline-block;background:#0b57d0;color:#ffffff;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:4px;"
          >${instructions.payLink.label}</a
        >
      </p>`
    : '';
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
  return html`<!doctype html>
    <html lang="${view.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" content="" />
        <title>${view.subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f5f7fa;">
        <div style="display:none;max-height:0;overflow:hidden;opacity:0;">${view.preheader}</div>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f7fa;">
          <tr>
            <td align="center" style="padding:24px 8px;">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                border="0"
                style="width:100%;max-width:600px;background:#ffffff;border-collapse:collapse;"
              >
                <tr>
                  <td
                    style="${font}background:#1f2933;color:#ffffff;font-size:22px;font-weight:bold;padding:20px 24px;"
                  >
                    Lumen Store
                  </td>
                </tr>
                <tr>
                  <td style="${text}padding:24px;">
                    <p style="${text}margin:0 0 8px;">${view.greeting}</p>
                    <p style="${text}margin:0 0 16px;">${view.intro}</p>
                    ${rowsTable(view.facts)}
                    <div style="height:16px;line-height:16px;">&nbsp;</div>
                    ${instructionsBox(view)}
                    <h2 style="${heading}">${view.itemsHeading}</h2>
                    ${itemsTable(view)} ${rowsTable(view.totals, view.totalIndex)}
                    ${view.blocks.map(({ heading: title, lines }) => block(title, lines))}
                    ${view.note ? block(view.note.heading, [view.note.text]) : ''}
                    <p style="${text}margin:24px 0 8px;">${view.closing}</p>
                    ${view.contact ? html`<p style="${text}margin:0 0 8px;">${view.contact}</p>` : ''}
                    <p style="${text}margin:0;">${view.signature}</p>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.value;
}
