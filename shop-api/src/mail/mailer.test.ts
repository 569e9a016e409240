import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer';

const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const sandbox = { from: 'Lumen Store <obchod@lumen.example>' };

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the sandbox mailer', () => {
  it('keeps mail across a restart when given a folder, and sends from MAIL_FROM', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mailer-test-'));
    const before = await createMailer(sandbox, { log: log(), mailboxDir: dir });
    void before.send({ to: 'jana@example.com', subject: 'Kept', text: 'Still here after a restart.' });
    // Closing waits for the message on its way and for its file.
    await before.close();

    const after = await createMailer(sandbox, { log: log(), mailboxDir: dir });
    expect(after.mailbox?.list()).toEqual([
      expect.objectContaining({
        subject: 'Kept',
        from: 'Lumen Store <obchod@lumen.example>',
        to: ['jana@example.com'],
      }),
    ]);
    await after.close();
  });

  it('logs what it sent and what it could not send', async () => {
    const logger = log();
    const mailer = await createMailer(sandbox, { log: logger });
    const sent = await mailer.send({ to: 'jana@example.com', subject: 'Hi', text: '.' });
    expect(sent).toMatchObject({ ok: true, transport: 'sandbox' });
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ transport: 'sandbox', subject: 'Hi', messageId: sent.ok ? sent.messageId : '' }),
      'mail sent',
    );
    expect(await mailer.send({ to: 'nobody', subject: 'Hi', text: '.' })).toMatchObject({ ok: false });
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: 'No recipients defined.' }),
      'mail not sent',
    );
    await mailer.close();
  });
});
