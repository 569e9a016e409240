import type { PaymentGateway } from '@contract/calls/payments';
import { refreshPayment, type PaymentsDeps } from './payments.service';
import { claimDuePayments, type StatusCheckClaim } from './status-check.repository';

/**
 * The status check of open card payments (docs/orders-and-payments.md, "The status check"). A
 * shopper who pays and closes the tab never comes back through the return, and ČSOB sends no
 * notification (GoPay does, but one may be lost): every `intervalMs` each API process claims the
 * open live payments whose check is due (status-check.repository.ts: younger than the age limit,
 * with a backoff per payment, `FOR UPDATE SKIP LOCKED` across processes) and reads each one's state
 * from its gateway with `refreshPayment`, exactly as a return or a notification does: a paid
 * payment marks the order paid once and sends the "paid" mail once, whoever comes first.
 */

export interface StatusCheckSettings {
  intervalMs: number;
  maxAgeMs: number;
}

export interface StatusCheck {
  /** One round now (also what the timer runs): answers how many payments were asked about. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a round under way. */
  stop(): Promise<void>;
}

/** The claim's shape for the settings: the base is the interval; at most 30 minutes between checks; 50 a round. */
function statusCheckClaim(gateways: readonly PaymentGateway[], settings: StatusCheckSettings): StatusCheckClaim {
  return {
    gateways,
    baseMs: settings.intervalMs,
    maxDelayMs: Math.max(settings.intervalMs, 30 * 60_000),
    maxAgeMs: settings.maxAgeMs,
    limit: 50,
  };
}

/**
 * Starts the check of `gateways` (the live ones: a sandbox notifies the shop itself). The timer
 * does not keep the process alive; a round that fails (the database away) is logged and the next
 * one tries again.
 */
export function startStatusCheck(
  deps: PaymentsDeps,
  gateways: readonly PaymentGateway[],
  settings: StatusCheckSettings,
): StatusCheck {
  const claim = statusCheckClaim(gateways, settings);
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let round: Promise<number> | null = null;

  async function runRound(): Promise<number> {
    const due = await claimDuePayments(deps.db, claim);
    for (const payment of due) {
      if (stopped) break;
      try {
        await refreshPayment(deps, payment.gateway, payment.externalId);
      } catch (error) {
        // askGateway logged the gateway's reason; the payment is asked about again after its backoff.
        deps.log?.warn({ err: error, payment }, 'status check of a payment failed');
      }
    }
    return due.length;
  }

  function runOnce(): Promise<number> {
    round ??= runRound().finally(() => {
      round = null;
    });
    return round;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => deps.log?.warn({ err: error }, 'payment status check round failed'))
        .finally(schedule);
    }, settings.intervalMs);
    timer.unref();
  }

  if (gateways.length > 0 && settings.intervalMs > 0) schedule();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await round?.catch(() => undefined);
    },
  };
}
