/** A recipient: `jana@example.com`, or a name with the address. */
export type MailRecipient = string | { name: string; address: string };

/** One outgoing message. The sender is the shop's (`MAIL_FROM`) unless `from` says otherwise. */
export interface MailMessage {
  to: MailRecipient | MailRecipient[];
  subject: string;
  /** The plain-text part; every message has one. */
  text: string;
  html?: string;
  from?: string;
  replyTo?: string;
  /** Headers of this message beyond the usual ones, such as `List-Unsubscribe` (RFC 8058). */
  headers?: Record<string, string>;
}

export type MailTransportKind = 'sandbox' | 'smtp';

/**
 * What became of a message. A failure is an answer, not a throw: a mail server that is down must
 * not fail the order that asked for the mail.
 */
export type SendResult =
  | { ok: true; transport: MailTransportKind; messageId: string; accepted: string[]; rejected: string[] }
  | { ok: false; transport: MailTransportKind; error: string };

/** The part of Fastify's (pino) logger the mail code writes to. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
