import { randomUUID } from 'node:crypto';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { SandboxMail } from '@contract/calls/sandbox-mailbox';
import type { MailSettings } from '../config';
import type { MailLog, MailMessage, MailRecipient, MailTransportKind, SendResult } from './mail-message';
import { openSandboxMailbox, type SandboxMailbox } from './sandbox-mailbox';

/**
 * Outgoing mail. `send` never throws and never needs awaiting: a caller answers its HTTP request
 * first and lets the mail go (`void app.mailer.send(…)`); a failure is logged and is what the
 * promise resolves to. `close` waits for the messages still on their way.
 */
export interface Mailer {
  readonly transport: MailTransportKind;
  /** Where mail stays when no SMTP server is configured; null when it goes to `SMTP_URL`. */
  readonly mailbox: SandboxMailbox | null;
  send(message: MailMessage): Promise<SendResult>;
  /** Resolves when every message sent so far has been delivered or given up (tests, shutdown). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  log: MailLog;
  /** Folder of the sandbox mailbox's files (`config.mailboxDir`); unset, memory only. */
  mailboxDir?: string;
  mailboxCapacity?: number;
  /** Longest wait for the SMTP server's connection, greeting and each reply. */
  smtpTimeoutMs?: number;
  /** Longest wait in `close` for messages still being sent. */
  closeTimeoutMs?: number;
}

type Address = { name?: string; address: string };
type AnyAddress = string | Address;

function formatAddress(entry: AnyAddress): string {
  if (typeof entry === 'string') return entry;
  return entry.name ? `${entry.name} <${entry.address}>` : entry.address;
}

const toList = (recipients: MailRecipient | MailRecipient[]) => (Array.isArray(recipients) ? recipients : [recipients]);

/** A header is one line: a line break in a subject would end the header (header injection). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The message's own headers, each value on one line, by lower-case name. */
const ownHeaders = (headers: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), oneLine(value)]));

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}

interface Delivery {
  transport: MailTransportKind;
  deliver(fields: SendMailOptions): Promise<{ messageId: string; accepted: string[]; rejected: string[] }>;
  close(): void;
}

function smtpDelivery(url: string, timeoutMs: number): Delivery {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    transport: 'smtp',
    async deliver(fields) {
      const info = await transporter.sendMail(fields);
      return {
        messageId: info.messageId,
        accepted: info.accepted.map(formatAddress),
        rejected: info.rejected.map(formatAddress),
      };
    },
    close: () => transporter.close(),
  };
}

/** An SMTP server refuses a message without recipients, or to something that is no address (at RCPT TO). */
function refuseWhatAServerWould(recipients: string[]): void {
  if (recipients.length === 0) throw new Error('No recipients defined.');
  const broken = recipients.find((address) => !/^[^\s@<>]+@[^\s@<>]+$/.test(address));
  if (broken !== undefined) throw new Error(`Not an e-mail address: "${broken}".`);
}

/** nodemailer's JSON transport builds and checks the message as SMTP would; the result goes to the mailbox. */
function sandboxDelivery(mailbox: SandboxMailbox): Delivery {
  const transporter = nodemailer.createTransport({ jsonTransport: true, skipEncoding: true });
  return {
    transport: 'sandbox',
    async deliver(fields) {
      const info = await transporter.sendMail(fields);
      refuseWhatAServerWould(info.envelope.to);
      const built = info.message as unknown as {
        from?: Address;
        to?: Address[];
        subject?: string;
        text?: string;
        html?: string;
      };
      const mail: SandboxMail = {
        id: randomUUID(),
        message_id: info.messageId,
        from: built.from ? formatAddress(built.from) : '',
        to: (built.to ?? []).map(formatAddress),
        subject: built.subject ?? '',
        text: built.text ?? '',
        html: typeof built.html === 'string' ? built.html : null,
        // sendNow has written them as ownHeaders: lower-case names, one-line values.
        headers: { ...(fields.headers as Record<string, string> | undefined) },
        created_at: new Date().toISOString(),
      };
      mailbox.add(mail);
      return { messageId: info.messageId, accepted: info.envelope.to, rejected: [] };
    },
    close: () => transporter.close(),
  };
}

/** Mail through `settings.smtpUrl` when it is set, else into the sandbox mailbox. */
export async function createMailer(settings: MailSettings, options: MailerOptions): Promise<Mailer> {
  const { log } = options;
  const mailbox = settings.smtpUrl
    ? null
    : await openSandboxMailbox({ dir: options.mailboxDir, capacity: options.mailboxCapacity, log });
  const delivery = mailbox
    ? sandboxDelivery(mailbox)
    : smtpDelivery(settings.smtpUrl ?? '', options.smtpTimeoutMs ?? 15_000);
  const inFlight = new Set<Promise<SendResult>>();
  let closed = false;

  async function sendNow(message: MailMessage): Promise<SendResult> {
    const subject = oneLine(message.subject);
    try {
      const sent = await delivery.deliver({
        from: message.from ?? settings.from,
        to: toList(message.to),
        replyTo: message.replyTo,
        subject,
        text: message.text,
        html: message.html,
        headers: ownHeaders(message.headers),
      });
      log.info({ transport: delivery.transport, messageId: sent.messageId, subject }, 'mail sent');
      return { ok: true, transport: delivery.transport, ...sent };
    } catch (error) {
      const reason = errorText(error);
      log.error({ transport: delivery.transport, subject, err: reason }, 'mail not sent');
      return { ok: false, transport: delivery.transport, error: reason };
    }
  }

  async function settled() {
    while (inFlight.size) await Promise.all([...inFlight]);
  }

  return {
    transport: delivery.transport,
    mailbox,
    send(message) {
      if (closed) return Promise.resolve({ ok: false, transport: delivery.transport, error: 'The mailer is closed.' });
      const sending = sendNow(message).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      return sending;
    },
    settled,
    async close() {
      if (closed) return;
      closed = true;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.closeTimeoutMs ?? 15_000);
      });
      await Promise.race([settled(), timeout]);
      clearTimeout(timer);
      delivery.close();
      await mailbox?.flushed();
    },
  };
}
