import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SandboxMail } from '@contract/calls/sandbox-mailbox';
import { addressOf, openSandboxMailbox } from './sandbox-mailbox';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function mail(subject: string, to = ['Jana Nováková <Jana@Example.com>']): SandboxMail {
  return {
    id: randomUUID(),
    message_id: `<${randomUUID()}@lumen.example>`,
    from: 'Lumen Store <obchod@lumen.example>',
    to,
    subject,
    text: subject,
    html: null,
    headers: {},
    created_at: new Date().toISOString(),
  };
}

const folders: string[] = [];
async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'mailbox-test-'));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the sandbox mailbox', () => {
  it('lists newest first and keeps only the last messages up to its capacity', async () => {
    const mailbox = await openSandboxMailbox({ capacity: 3, log });
    for (const subject of ['one', 'two', 'three', 'four']) mailbox.add(mail(subject));
    expect(mailbox.list().map((m) => m.subject)).toEqual(['four', 'three', 'two']);
  });

  it('filters by the recipient’s address in any letter case, not by a part of it', async () => {
    const mailbox = await openSandboxMailbox({ log });
    mailbox.add(mail('to Jana'));
    mailbox.add(mail('to Petr', ['petr@example.com']));
    expect(mailbox.list({ to: 'jana@EXAMPLE.com' }).map((m) => m.subject)).toEqual(['to Jana']);
    expect(mailbox.list({ to: 'example.com' })).toEqual([]);
  });

  it('finds one message by id and clears', async () => {
    const mailbox = await openSandboxMailbox({ log });
    const first = mail('first');
    mailbox.add(first);
    expect(mailbox.get(first.id)).toEqual(first);
    expect(mailbox.get(randomUUID())).toBeUndefined();
    await mailbox.clear();
    expect(mailbox.list()).toEqual([]);
  });

  it('keeps its messages in a folder across a restart, in order, within its capacity', async () => {
    const dir = await folder();
    const before = await openSandboxMailbox({ dir, capacity: 2, log });
    for (const subject of ['one', 'two', 'three']) before.add(mail(subject));
    await before.flushed();
    expect(await readdir(dir)).toHaveLength(2);

    const after = await openSandboxMailbox({ dir, capacity: 2, log });
    expect(after.list().map((m) => m.subject)).toEqual(['three', 'two']);
    after.add(mail('four'));
    await after.flushed();
    const reopened = await openSandboxMailbox({ dir, capacity: 2, log });
    expect(reopened.list().map((m) => m.subject)).toEqual(['four', 'three']);

    await reopened.clear();
    expect(await readdir(dir)).toEqual([]);
    expect((await openSandboxMailbox({ dir, log })).list()).toEqual([]);
  });

  it('skips a file that is not a stored message, with a warning', async () => {
    const dir = await folder();
    await writeFile(join(dir, 'broken.json'), '{"sequence": 1, "mail": {');
    const mailbox = await openSandboxMailbox({ dir, log });
    expect(mailbox.list()).toEqual([]);
    expect(log.warn).toHaveBeenCalled();
  });
});

describe('addressOf', () => {
  it('takes the address out of a mailbox header, lower-cased', () => {
    expect(addressOf('Jana Nováková <Jana@Example.com>')).toBe('jana@example.com');
    expect(addressOf(' petr@example.com ')).toBe('petr@example.com');
  });
});
