import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '@contract/calls/payments';

/**
 * The sandbox gateways tell the shop about a payment as the real ones do: with an HTTP request to
 * the shop API's own public URL, made after the pay page has answered, so a shopper who closes
 * the tab still ends with a paid order. GoPay calls `GET /gopay/notify?id=<paymentId>` (its
 * `notification_url`); for ČSOB, which has no notification, the sandbox triggers the shop's status
 * check the same way (`GET /csob/notify?payId=<payId>`). A failed call is tried again, as GoPay
 * does, a few times over about half a minute; a 404 is final.
 */
export interface SandboxNotifier {
  notify(gateway: PaymentGateway, paymentId: string): void;
  /** Stops retries still waiting (the app is closing). */
  close(): void;
  /** Resolves when no call is under way or waiting (tests). */
  idle(): Promise<void>;
}

const defaultDelaysMs = [0, 500, 2_000, 8_000, 20_000];

export function notificationUrl(publicUrl: string, gateway: PaymentGateway, paymentId: string): string {
  const id = encodeURIComponent(paymentId);
  return gateway === 'gopay' ? `${publicUrl}/gopay/notify?id=${id}` : `${publicUrl}/csob/notify?payId=${id}`;
}

export function createSandboxNotifier(options: {
  publicUrl: string;
  log: FastifyBaseLogger;
  delaysMs?: number[];
  timeoutMs?: number;
}): SandboxNotifier {
  const delays = options.delaysMs ?? defaultDelaysMs;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;

  const attempt = async (url: string, index: number): Promise<void> => {
    let outcome: string;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
      await response.arrayBuffer();
      if (response.ok || response.status === 404) {
        if (response.status === 404) options.log.warn({ url }, 'payment notification: the shop does not know it');
        return;
      }
      outcome = `answered ${response.status}`;
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
    }
    const next = index + 1;
    if (closed || next >= delays.length) {
      options.log.error({ url, outcome, attempts: next }, 'payment notification not delivered');
      return;
    }
    options.log.warn({ url, outcome, attempt: next }, 'payment notification failed; trying again');
    schedule(url, next);
  };

  const schedule = (url: string, index: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = attempt(url, index).finally(() => running.delete(run));
      running.add(run);
    }, delays[index] ?? 0);
    timers.add(timer);
  };

  return {
    notify(gateway, paymentId) {
      if (!closed) schedule(notificationUrl(options.publicUrl, gateway, paymentId), 0);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    async idle() {
      while (timers.size > 0 || running.size > 0) {
        await Promise.all([...running]);
        if (timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
