import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SandboxMailboxQuerySchema,
  SandboxMailListSchema,
  SandboxMailParamsSchema,
} from '@contract/calls/sandbox-mailbox';
import { preferenceHeaders, readErrors } from '../../http/route-schema';
import { mailboxListPage, mailboxPath, mailNotFoundPage, mailPage } from './sandbox-mailbox-pages';
import { defaultMailboxCapacity } from '../../mail/sandbox-mailbox';

const onlyWithoutSmtp = 'Exists only while `SMTP_URL` is unset (mail then stays in this mailbox).';

const htmlAnswer = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

/**
 * The pages show mail that anyone could have written: no scripts at all, the message's own HTML
 * only inside a sandboxed frame (which inherits this policy), pictures allowed so mail looks as sent.
 */
const pagePolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data: http: https:',
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', pagePolicy)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex')
    .send(body);
}

/**
 * The sandbox mailbox (docs/mail.md): registered only while mail stays in it, that is while
 * `SMTP_URL` is unset. The reads wait for messages still being built, so a test that placed an
 * order reads its confirmation right after the answer.
 */
export async function sandboxMailboxRoutes(fastify: FastifyInstance): Promise<void> {
  const { mailer } = fastify;
  const mailbox = mailer.mailbox;
  if (!mailbox) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    mailboxPath,
    {
      schema: {
        operationId: 'sandboxMailboxPage',
        tags: ['sandbox'],
        summary: 'The sandbox mailbox as a page: every kept message, newest first.',
        description: `Time, recipients and subject of each of the last ${defaultMailboxCapacity} messages, each linking to its page; \`to\` keeps one recipient's. ${onlyWithoutSmtp}`,
        headers: preferenceHeaders,
        querystring: SandboxMailboxQuerySchema,
        response: { 200: htmlAnswer('The list of messages (HTML).'), ...readErrors },
      },
    },
    async (request, reply) => {
      await mailer.settled();
      const { to } = request.query;
      return sendPage(reply, 200, mailboxListPage(mailbox.list({ to }), { to, capacity: defaultMailboxCapacity }));
    },
  );

  app.get(
    `${mailboxPath}.json`,
    {
      schema: {
        operationId: 'sandboxMailboxList',
        tags: ['sandbox'],
        summary: 'The sandbox mailbox’s messages, newest first (what tests read).',
        description: `Waits for messages still being built, so a test reads the mail of the call it just made. ${onlyWithoutSmtp}`,
        headers: preferenceHeaders,
        querystring: SandboxMailboxQuerySchema,
        response: { 200: SandboxMailListSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      await mailer.settled();
      reply.header('Cache-Control', 'no-store');
      return { items: mailbox.list({ to: request.query.to }) };
    },
  );

  app.get(
    `${mailboxPath}/:id`,
    {
      schema: {
        operationId: 'sandboxMailPage',
        tags: ['sandbox'],
        summary: 'One message of the sandbox mailbox as a page: headers, HTML part, text part.',
        description: `The HTML part is shown in a sandboxed frame (no scripts, no forms). ${onlyWithoutSmtp}`,
        headers: preferenceHeaders,
        params: SandboxMailParamsSchema,
        response: {
          200: htmlAnswer('The message (HTML).'),
          404: htmlAnswer('No message has this id (HTML).'),
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      await mailer.settled();
      const mail = mailbox.get(request.params.id);
      return mail ? sendPage(reply, 200, mailPage(mail)) : sendPage(reply, 404, mailNotFoundPage());
    },
  );

  app.delete(
    mailboxPath,
    {
      schema: {
        operationId: 'clearSandboxMailbox',
        tags: ['sandbox'],
        summary: 'Empties the sandbox mailbox (for tests).',
        description: `Removes its files too, when it keeps them in a folder. ${onlyWithoutSmtp}`,
        headers: preferenceHeaders,
        response: { 204: z.null().describe('The mailbox is empty.'), ...readErrors },
      },
    },
    async (_request, reply) => {
      await mailer.settled();
      await mailbox.clear();
      return reply.status(204).send(null);
    },
  );
}
