export interface HeartbeatOptions {
  /** Silence from the client after which the server pings it. */
  activityMs: number;
  /** How long after its ping the server waits for any message before it gives up. */
  pongMs: number;
  ping(): void;
  /** The client answered nothing: close it (4201). */
  expire(): void;
}

export interface Heartbeat {
  /** Any message from the client (a pusher:pong, a pusher:ping, a subscribe) proves it is alive. */
  seen(): void;
  stop(): void;
}

/**
 * The server side of Pusher's activity check: one timer per socket that wakes when the client has
 * been silent for `activityMs`, pings it, and expires it if nothing arrives within `pongMs`.
 * Messages only record a time stamp; the timer re-arms itself, so a busy socket costs no timer churn.
 */
export function startHeartbeat(options: HeartbeatOptions): Heartbeat {
  let lastSeen = Date.now();
  let pingedAt: number | null = null;
  let timer: NodeJS.Timeout | undefined;

  const arm = (delayMs: number) => {
    timer = setTimeout(check, Math.max(delayMs, 0));
    timer.unref();
  };

  function check(): void {
    const now = Date.now();
    if (pingedAt !== null) {
      if (now - pingedAt >= options.pongMs) {
        timer = undefined;
        options.expire();
        return;
      }
      arm(pingedAt + options.pongMs - now);
      return;
    }
    const idle = now - lastSeen;
    if (idle < options.activityMs) {
      arm(options.activityMs - idle);
      return;
    }
    pingedAt = now;
    options.ping();
    arm(options.pongMs);
  }

  arm(options.activityMs);
  return {
    seen() {
      lastSeen = Date.now();
      if (pingedAt !== null) {
        pingedAt = null;
        if (timer) clearTimeout(timer);
        arm(options.activityMs);
      }
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
