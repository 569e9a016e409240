import type { SandboxMail } from '@contract/calls/sandbox-mailbox';
import { createMailboxFiles, type MailboxFiles } from './mailbox-files';
import type { MailLog } from './mail-message';

/** How many messages the sandbox keeps; the oldest goes when one more arrives. */
export const defaultMailboxCapacity = 500;

export interface MailboxOptions {
  capacity?: number;
  /** A folder to keep the messages in as JSON files, so they survive a restart; unset, memory only. */
  dir?: string;
  log: MailLog;
}

/**
 * The sandbox mailbox: the last `capacity` messages sent while no SMTP server is configured,
 * newest first. Memory is the truth; the folder, when given, is a copy written in the background
 * and read back on open. A file that cannot be written is logged and the message stays readable.
 */
export interface SandboxMailbox {
  add(mail: SandboxMail): void;
  /** Newest first; `to` keeps the messages with that recipient address (any letter case). */
  list(filter?: { to?: string }): SandboxMail[];
  get(id: string): SandboxMail | undefined;
  clear(): Promise<void>;
  /** Resolves when every file write started so far has finished. */
  flushed(): Promise<void>;
}

/** The address inside `Name <address>`, or the text itself. */
export function addressOf(mailbox: string): string {
  const match = /<([^<>]*)>\s*$/.exec(mailbox);
  return (match ? match[1] : mailbox)?.trim().toLowerCase() ?? '';
}

export async function openSandboxMailbox(options: MailboxOptions): Promise<SandboxMailbox> {
  const capacity = options.capacity ?? defaultMailboxCapacity;
  const files: MailboxFiles | undefined = options.dir ? createMailboxFiles(options.dir, options.log) : undefined;
  // Oldest first, so that adding is a push and trimming a shift.
  const messages: SandboxMail[] = files ? await files.load(capacity) : [];

  return {
    add(mail) {
      messages.push(mail);
      files?.write(mail);
      while (messages.length > capacity) {
        const dropped = messages.shift();
        if (dropped) files?.remove(dropped.id);
      }
    },
    list(filter = {}) {
      const to = filter.to?.trim().toLowerCase();
      const kept = to ? messages.filter((mail) => mail.to.some((recipient) => addressOf(recipient) === to)) : messages;
      return kept.slice().reverse();
    },
    get(id) {
      return messages.find((mail) => mail.id === id);
    },
    async clear() {
      messages.length = 0;
      await files?.clear();
    },
    async flushed() {
      await files?.flushed();
    },
  };
}
