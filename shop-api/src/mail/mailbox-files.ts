import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { SandboxMailSchema, type SandboxMail } from '@contract/calls/sandbox-mailbox';
import type { MailLog } from './mail-message';

/** One message per file, `<id>.json`; `sequence` keeps the order of messages sent in the same millisecond. */
const MailFileSchema = z.object({ sequence: z.number().int().min(0), mail: SandboxMailSchema });
const fileName = (id: string) => `${id}.json`;

export interface MailboxFiles {
  /** The newest `capacity` messages on disk, oldest first; older and unreadable files are skipped (and the older ones removed). */
  load(capacity: number): Promise<SandboxMail[]>;
  write(mail: SandboxMail): void;
  remove(id: string): void;
  clear(): Promise<void>;
  flushed(): Promise<void>;
}

/**
 * The sandbox mailbox's copy on disk. Every operation runs in order on one chain (a write, then
 * the removal of the message it pushed out, then a clear), so a slow write never lands after the
 * clear that should have removed it. Failures are logged, never thrown: the copy in memory stays.
 */
export function createMailboxFiles(dir: string, log: MailLog): MailboxFiles {
  let chain: Promise<void> = mkdir(dir, { recursive: true }).then(
    () => undefined,
    (error: unknown) =>
      log.error({ err: error, dir }, 'sandbox mailbox folder cannot be created; mail stays in memory'),
  );
  let nextSequence = 0;
  const enqueue = (what: string, operation: () => Promise<void>) => {
    chain = chain
      .then(operation)
      .catch((error: unknown) => log.error({ err: error, dir }, `sandbox mailbox: ${what} failed`));
  };

  const remove = (id: string) => enqueue('removing a message', () => rm(join(dir, fileName(id)), { force: true }));

  async function readOne(name: string): Promise<z.infer<typeof MailFileSchema> | undefined> {
    try {
      return MailFileSchema.parse(JSON.parse(await readFile(join(dir, name), 'utf8')));
    } catch (error) {
      log.warn({ err: error, file: name }, 'sandbox mailbox: skipping a file that is not a stored message');
      return undefined;
    }
  }

  return {
    async load(capacity) {
      await chain;
      const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json'));
      const stored = (await Promise.all(names.map(readOne))).filter((entry) => entry !== undefined);
      stored.sort((a, b) => a.sequence - b.sequence);
      const kept = stored.slice(-capacity);
      for (const old of stored.slice(0, stored.length - kept.length)) remove(old.mail.id);
      nextSequence = (stored.at(-1)?.sequence ?? -1) + 1;
      return kept.map((entry) => entry.mail);
    },
    write(mail) {
      const body = JSON.stringify({ sequence: nextSequence++, mail });
      enqueue('writing a message', async () => {
        // Written whole, then renamed: a crash never leaves half a message under its name.
        const temporary = join(dir, `.${fileName(mail.id)}.tmp`);
        await writeFile(temporary, body);
        await rename(temporary, join(dir, fileName(mail.id)));
      });
    },
    remove,
    async clear() {
      enqueue('clearing', async () => {
        const names = await readdir(dir);
        await Promise.all(
          names.filter((name) => name.endsWith('.json')).map((name) => rm(join(dir, name), { force: true })),
        );
      });
      await chain;
    },
    async flushed() {
      await chain;
    },
  };
}
