import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('mail settings', () => {
  it('default to the sandbox mailbox, kept beside the default database folder', () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Lumen Store <obchod@lumen.example>' });
    expect(config.mailboxDir).toMatch(/shop-api\/\.data\/mailbox$/);
  });

  it('keep the mailbox in memory for a run on its own database folder, unless MAILBOX_DIR says where', () => {
    expect(loadConfig({ PGLITE_DATA_DIR: '/tmp/fuzz-db' }).mailboxDir).toBeUndefined();
    expect(loadConfig({ PGLITE_DATA_DIR: '/tmp/fuzz-db', MAILBOX_DIR: '/tmp/mail' }).mailboxDir).toBe('/tmp/mail');
    expect(loadConfig({ MAILBOX_DIR: 'memory' }).mailboxDir).toBeUndefined();
  });

  it('take an smtp:// or smtps:// SMTP_URL and a sender; an empty value is unset', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://shop:s3cret@mail.example:465',
      MAIL_FROM: 'Shop <shop@example.com>',
    });
    expect(config.mail).toEqual({ smtpUrl: 'smtps://shop:s3cret@mail.example:465', from: 'Shop <shop@example.com>' });
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: '' }).mail).toEqual(loadConfig({}).mail);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'Lumen Store' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({ MAIL_FROM: 'shop@example.com' }).mail.from).toBe('shop@example.com');
  });
});
