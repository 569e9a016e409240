import { z } from 'zod';
import { queryParam } from './request-parts';

/**
 * The sandbox mailbox of the shop API (shop-api/src/mail, docs/mail.md): where outgoing mail
 * stays when no SMTP server is configured, for people to read at `GET /sandbox/mailbox` and for
 * tests to read at `GET /sandbox/mailbox.json`.
 */
export const SandboxMailSchema = z.object({
  id: z.uuid().describe('The mailbox’s id of the message (its page is `/sandbox/mailbox/{id}`).'),
  message_id: z.string().describe('The `Message-ID` header.'),
  from: z.string().describe('The sender as the header shows it: `Name <address>`.'),
  to: z.array(z.string()).describe('Each recipient as the header shows it: `Name <address>` or the address.'),
  subject: z.string(),
  text: z.string().describe('The plain-text part.'),
  html: z.string().nullable().describe('The HTML part, or null when the message has none.'),
  headers: z
    .record(z.string(), z.string())
    .default({})
    .describe('The message’s own headers beyond the usual ones, by lower-case name (`list-unsubscribe`, …).'),
  created_at: z.iso.datetime().describe('When the message was sent (UTC).'),
});
export type SandboxMail = z.infer<typeof SandboxMailSchema>;

export const SandboxMailListSchema = z.object({ items: z.array(SandboxMailSchema).describe('Newest first.') });

export const SandboxMailboxQuerySchema = z.strictObject({
  to: queryParam()
    .max(320)
    .optional()
    .describe('Only messages to this address (the address alone, any letter case).')
    .meta({ examples: ['jana.novakova@example.com'] }),
});

/** Any text up to a UUID's length: an id that names no message is a 404, however it is spelled. */
export const SandboxMailParamsSchema = z.object({
  id: z
    .string()
    .max(64)
    .describe('The message’s id.')
    .meta({ examples: ['0b6f3c1e-8a4d-4d2b-9f1e-3c5a7b9d1e2f'] }),
});
