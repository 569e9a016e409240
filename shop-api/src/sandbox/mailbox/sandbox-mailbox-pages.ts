import type { SandboxMail } from '@contract/calls/sandbox-mailbox';
import { html, SafeHtml } from '../../mail/html';

/**
 * The sandbox mailbox's pages: a list of the messages and one message with its headers, its HTML
 * part in a sandboxed frame (no scripts, no forms, no navigation of this page) and its text part.
 * Every value comes from a message someone sent, so every value is escaped (see `html`).
 */

export const mailboxPath = '/sandbox/mailbox';
export const mailPath = (id: string) => `${mailboxPath}/${encodeURIComponent(id)}`;

const styles = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
a { color: #0b57d0; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 600; padding: .5rem 0; }
th, td { text-align: left; vertical-align: top; padding: .5rem .75rem; border-bottom: 1px solid #d0d0d0; }
th { background: #f3f3f3; }
form { display: flex; gap: .5rem; align-items: end; flex-wrap: wrap; margin: 1rem 0; }
label { display: flex; flex-direction: column; font-weight: 600; }
input, button { font: inherit; padding: .35rem .5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
iframe { width: 100%; height: 40rem; border: 1px solid #d0d0d0; background: #fff; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f6f6; padding: 1rem; border: 1px solid #d0d0d0; }
.note { color: #4a4a4a; }
`;

// The style sheet is this module's own text, not input: it goes in as it is.
const styleSheet = new SafeHtml(styles);

function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${styleSheet}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html> `.value;
}

/** `2025-05-12 14:03:07 UTC`, the same for everyone who reads the sandbox. */
function readableTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

const subjectOf = (mail: SandboxMail) => mail.subject || '(no subject)';

function mailRow(mail: SandboxMail): SafeHtml {
  return html`<tr>
    <td><time datetime="${mail.created_at}">${readableTime(mail.created_at)}</time></td>
    <td>${mail.to.join(', ')}</td>
    <td><a href="${mailPath(mail.id)}">${subjectOf(mail)}</a></td>
  </tr> `;
}

/** `GET /sandbox/mailbox`: every kept message, newest first, optionally only those to one address. */
export function mailboxListPage(mails: SandboxMail[], options: { to?: string; capacity: number }): string {
  const count = mails.length === 1 ? '1 message' : `${mails.length} messages`;
  const shown = options.to ? html`${count} to ${options.to}` : html`${count}`;
  const list =
    mails.length === 0
      ? html`<p>${options.to ? 'No messages to this address.' : 'No messages yet.'}</p>`
      : html`<table>
          <caption>
            ${shown}, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
            </tr>
          </thead>
          <tbody>
            ${mails.map(mailRow)}
          </tbody>
        </table>`;
  return page(
    'Sandbox mailbox',
    html`<h1>Sandbox mailbox</h1>
      <p class="note">
        Mail the shop API sent while no SMTP server is configured (<code>SMTP_URL</code>). The last ${options.capacity}
        messages are kept. Tests read <a href="${mailboxPath}.json">${mailboxPath}.json</a>.
      </p>
      <form method="get" action="${mailboxPath}" role="search">
        <label>Recipient address <input type="email" name="to" value="${options.to ?? ''}" autocomplete="off" /></label>
        <button type="submit">Show</button>
        ${options.to ? html`<a href="${mailboxPath}">Show all</a>` : ''}
      </form>
      ${list}`,
  );
}

/** `GET /sandbox/mailbox/{id}`: one message as its recipient would get it. */
export function mailPage(mail: SandboxMail): string {
  const htmlPart = mail.html
    ? html`<iframe
        sandbox=""
        srcdoc="${mail.html}"
        title="The HTML part of the message"
        referrerpolicy="no-referrer"
      ></iframe>`
    : html`<p>This message has no HTML part.</p>`;
  return page(
    `${subjectOf(mail)} · Sandbox mailbox`,
    html`<p><a href="${mailboxPath}">← All messages</a></p>
      <h1>${subjectOf(mail)}</h1>
      <dl>
        <dt>From</dt>
        <dd>${mail.from}</dd>
        <dt>To</dt>
        <dd>${mail.to.join(', ')}</dd>
        <dt>Date</dt>
        <dd><time datetime="${mail.created_at}">${readableTime(mail.created_at)}</time></dd>
        <dt>Message-ID</dt>
        <dd>${mail.message_id}</dd>
        ${Object.entries(mail.headers).map(
          ([name, value]) =>
            html`<dt>${name}</dt>
              <dd>${value}</dd>`,
        )}
      </dl>
      <h2>HTML part</h2>
      ${htmlPart}
      <h2>Text part</h2>
      <pre>${mail.text}</pre>`,
  );
}

export function mailNotFoundPage(): string {
  return page(
    'No such message · Sandbox mailbox',
    html`<h1>No such message</h1>
      <p>The sandbox mailbox has no message with this id: it may have been cleared, or pushed out by newer mail.</p>
      <p><a href="${mailboxPath}">All messages</a></p>`,
  );
}
