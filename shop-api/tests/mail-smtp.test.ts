import { createServer, type AddressInfo, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../src/mail/mailer';
import { renderOrderConfirmation } from '../src/mail/order-confirmation';
import { sampleOrderConfirmation } from '../src/mail/order-confirmation.sample';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Received {
  from: string;
  to: string[];
  user?: string;
  raw: string;
}

/** A real SMTP server on a free local port (no TLS), keeping what it receives. */
async function startSmtpServer(options: { refuse?: string } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === options.refuse) callback(new Error('No such mailbox here'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const settings = (smtpUrl: string) => ({ smtpUrl, from: 'Lumen Store <obchod@lumen.example>' });

describe('with SMTP_URL the API sends through that server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: `smtp://shop:s3cret@127.0.0.1:${smtp.port}` } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the order confirmation, logged in with the URL’s user', async () => {
    expect(t.app.mailer.transport).toBe('smtp');
    const confirmation = renderOrderConfirmation(sampleOrderConfirmation('cs'));
    const result = await t.app.mailer.send({
      to: { name: 'Jana Nováková', address: 'jana.novakova@example.com' },
      ...confirmation,
    });
    expect(result).toMatchObject({
      ok: true,
      transport: 'smtp',
      accepted: ['jana.novakova@example.com'],
      rejected: [],
    });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message).toMatchObject({ from: 'obchod@lumen.example', to: ['jana.novakova@example.com'], user: 'shop' });
    expect(message?.raw).toMatch(/^From: Lumen Store <obchod@lumen\.example>$/m);
    expect(message?.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(message?.raw).toContain('Content-Type: multipart/alternative');
    expect(message?.raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(message?.raw).toContain('Content-Type: text/html; charset=utf-8');
  });

  it('keeps a subject on one line, so it cannot add headers', async () => {
    const result = await t.app.mailer.send({
      to: 'jana@example.com',
      subject: 'Hello\r\nBcc: everyone@example.com',
      text: '.',
    });
    expect(result).toMatchObject({ ok: true, accepted: ['jana@example.com'] });
    const message = smtp.received.at(-1);
    expect(message?.to).toEqual(['jana@example.com']);
    expect(message?.raw).toMatch(/^Subject: Hello Bcc: everyone@example\.com$/m);
    expect(message?.raw).not.toMatch(/^Bcc:/m);
  });

  it('has no sandbox mailbox', async () => {
    expect(t.app.mailer.mailbox).toBeNull();
    expect((await t.app.inject({ url: '/sandbox/mailbox.json' })).statusCode).toBe(404);
    const document = (await t.app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/sandbox/mailbox'))).toEqual([]);
  });
});

describe('a failed send is a result, logged, never a throw', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closing.splice(0).map((close) => close()));
  });

  it('a refused connection', async () => {
    const logger = log();
    const mailer = await createMailer(settings(`smtp://127.0.0.1:${await closedPort()}`), { log: logger });
    closing.push(() => mailer.close());
    const result = await mailer.send({ to: 'jana@example.com', subject: 'Hello', text: 'Hello' });
    expect(result).toMatchObject({ ok: false, transport: 'smtp' });
    expect(result.ok || result.error).toMatch(/ECONNREFUSED/);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ transport: 'smtp' }), 'mail not sent');
  });

  it('wrong credentials, and a recipient the server refuses', async () => {
    const smtp = await startSmtpServer({ refuse: 'gone@example.com' });
    closing.push(smtp.close);
    const wrong = await createMailer(settings(`smtp://shop:wrong@127.0.0.1:${smtp.port}`), { log: log() });
    closing.push(() => wrong.close());
    expect(await wrong.send({ to: 'jana@example.com', subject: 'Hi', text: '.' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^EAUTH/),
    });

    const mailer = await createMailer(settings(`smtp://127.0.0.1:${smtp.port}`), { log: log() });
    closing.push(() => mailer.close());
    expect(await mailer.send({ to: 'gone@example.com', subject: 'Hi', text: '.' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('No such mailbox here'),
    });
    expect(await mailer.send({ to: ['gone@example.com', 'jana@example.com'], subject: 'Hi', text: '.' })).toMatchObject(
      {
        ok: true,
        accepted: ['jana@example.com'],
        rejected: ['gone@example.com'],
      },
    );
    expect(smtp.received.map((message) => message.to)).toEqual([['jana@example.com']]);
  });

  it('a server that never answers: send returns at once and gives up after its timeout', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    closing.push(() => new Promise<void>((resolve) => silent.close(() => resolve())));
    const { port } = silent.address() as AddressInfo;
    const mailer = await createMailer(settings(`smtp://127.0.0.1:${port}`), { log: log(), smtpTimeoutMs: 300 });
    closing.push(() => mailer.close());

    let settled = false;
    const sending = mailer.send({ to: 'jana@example.com', subject: 'Hi', text: '.' }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect(await sending).toMatchObject({ ok: false, error: expect.stringMatching(/^ETIMEDOUT/) });
  });

  it('after close', async () => {
    const mailer = await createMailer(settings('smtp://127.0.0.1:25'), { log: log() });
    await mailer.close();
    expect(await mailer.send({ to: 'jana@example.com', subject: 'Hi', text: '.' })).toEqual({
      ok: false,
      transport: 'smtp',
      error: 'The mailer is closed.',
    });
  });
});
