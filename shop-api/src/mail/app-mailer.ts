import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail (docs/mail.md): `void app.mailer.send(message)` after the work it reports on has committed. */
    mailer: Mailer;
  }
}

/**
 * Gives the app its mailer as `app.mailer` and closes it with the app (after the messages still
 * on their way). `mailboxDir` is where the sandbox mailbox keeps its files: the process
 * (server.ts) passes `config.mailboxDir`; an app built in-process for tests passes none and
 * keeps its mail in memory.
 */
export async function attachMailer(app: FastifyInstance, mailboxDir: string | undefined): Promise<Mailer> {
  const mailer = await createMailer(app.deps.config.mail, { log: app.log.child({ module: 'mail' }), mailboxDir });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  return mailer;
}
