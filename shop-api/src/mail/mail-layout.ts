import { html, type SafeHtml } from './html';

/**
 * The frame every mail of the shop is drawn in (the order confirmation, the account mails): HTML
 * that mail clients render, with tables for layout, every style inline (many clients drop
 * <style>), a 600 px column under the shop's name, system fonts, no pictures and no scripts.
 */

export const mailStyles = (() => {
  const font = 'font-family:Arial,Helvetica,sans-serif;';
  const text = `${font}color:#1f2933;font-size:15px;line-height:1.5;`;
  return {
    font,
    text,
    cell: `${text}padding:8px;border-bottom:1px solid #e4e7eb;vertical-align:top;`,
    heading: `${font}color:#1f2933;font-size:18px;line-height:1.3;margin:24px 0 8px;`,
    muted: 'color:#52606d;font-size:13px;',
  };
})();

/** A paragraph of body text. */
export const mailParagraph = (content: SafeHtml | string, margin = '0 0 8px') =>
  html`<p style="${mailStyles.text}margin:${margin};">${content}</p>`;

/** The one button a mail may have: a link drawn as a button. */
export function mailButton(label: string, url: string): SafeHtml {
  return html`<p style="margin:16px 0 0;">
    <a
      href="${url}"
      style="${mailStyles.font}display:inline-block;background:#0b57d0;color:#ffffff;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:4px;"
      >${label}</a
    >
  </p>`;
}

/** The whole HTML document of a mail: its language, title, preview line and content in the shop's frame. */
export function mailDocument(mail: { lang: string; title: string; preheader: string; content: SafeHtml }): string {
  return html`<!doctype html>
    <html lang="${mail.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" content="" />
        <title>${mail.title}</title>
      </head>
      <body style="margin:0;padding:0;background:#f5f7fa;">
        <div style="display:none;max-height:0;overflow:hidden;opacity:0;">${mail.preheader}</div>
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
                    style="${mailStyles.font}background:#1f2933;color:#ffffff;font-size:22px;font-weight:bold;padding:20px 24px;"
                  >
                    Lumen Store
                  </td>
                </tr>
                <tr>
                  <td style="${mailStyles.text}padding:24px;">${mail.content}</td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.value;
}
