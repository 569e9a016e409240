import { createHash } from 'node:crypto';
import type { AuthTokens } from '@contract/entities/customer';

/**
 * Each rotation this process makes keeps its new access token for a minute, keyed by the hash of
 * the old refresh token, for the interceptor whose refresh of that token the API refused with 409
 * `refresh_in_progress`. Why, and what it does not cover (several processes):
 * docs/customer-accounts-storefront.md, "The rotation handoff".
 */

interface HandoffOptions {
  /** How long a rotation's access token is kept. */
  lifetimeMs: number;
  /** The most entries kept at once; the oldest are dropped to make room. */
  maxEntries: number;
  now: () => number;
}

const defaultHandoffOptions: HandoffOptions = { lifetimeMs: 60_000, maxEntries: 5_000, now: Date.now };

/** How long the interceptor waits for a rotation of this process still on its way (its answer is in transit). */
const handoffWaitMs = 3_000;

interface Entry {
  /** Rotations of this old token running now. */
  inFlight: number;
  /** The new access token, once one rotation succeeded. */
  accessToken: string | null;
  /**
   * The rotation's whole answer (the new refresh token too) until one refresh with the old token
   * has taken it (`successorOnce`), then null.
   */
  successor: AuthTokens | null;
  expiresAt: number;
  /** Settles with the access token when a rotation succeeds, with null when the last one fails or the entry goes. */
  settled: Promise<string | null>;
  settle: (accessToken: string | null) => void;
}

/** The key of an old refresh token: its SHA-256 (the token itself is never kept). */
function handoffKey(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('base64url');
}

export class RotationHandoff {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: HandoffOptions = defaultHandoffOptions) {}

  /** Entries held now (expired ones still count until the next write sweeps them). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Runs `rotation` (the API's refresh of `oldRefreshToken`) and keeps the new access token for
   * the interceptor. Answers and throws as `rotation` does.
   */
  async rotate(oldRefreshToken: string, rotation: () => Promise<AuthTokens>): Promise<AuthTokens> {
    const key = handoffKey(oldRefreshToken);
    const entry = this.live(key) ?? this.add(key);
    entry.inFlight += 1;
    try {
      const tokens = await rotation();
      entry.accessToken = tokens.access_token;
      entry.successor ??= tokens;
      entry.settle(tokens.access_token);
      // Kept a full lifetime from the rotation, and moved to the young end of the map (unless it
      // was dropped to make room meanwhile: then it stays out, the bound holds).
      entry.expiresAt = this.options.now() + this.options.lifetimeMs;
      if (this.entries.get(key) === entry) {
        this.entries.delete(key);
        this.entries.set(key, entry);
      }
      return tokens;
    } catch (error) {
      if (entry.inFlight === 1 && entry.accessToken === null) this.drop(key, entry);
      throw error;
    } finally {
      entry.inFlight -= 1;
    }
  }

  /**
   * Whether this process rotated `oldRefreshToken` within the lifetime, or is rotating it now: a
   * request still carrying it has stale cookies (its access cookie died with the rotation).
   */
  rotatedRecently(oldRefreshToken: string): boolean {
    return this.live(handoffKey(oldRefreshToken)) !== undefined;
  }

  /**
   * The access token a rotation of `oldRefreshToken` in this process gave, waiting up to `waitMs`
   * for one still on its way; null when this process has none (another process rotated it, or
   * it is older than the lifetime).
   */
  async handedOver(oldRefreshToken: string, waitMs = handoffWaitMs): Promise<string | null> {
    const entry = this.live(handoffKey(oldRefreshToken));
    if (!entry) return null;
    if (entry.accessToken !== null || entry.inFlight === 0) return entry.accessToken;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return await Promise.race([entry.settled, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The whole answer of a rotation of `oldRefreshToken` in this process, new refresh token
   * included, handed out once: for the browser's own refresh whose earlier answer never arrived (the
   * page navigated away while it was on its way, so the rotated cookies were lost) and which the
   * API therefore refused with 409 `refresh_in_progress`. The API's grace window bounds when that
   * 409 comes; once bounds how many holders of the old token get the successor. Waits up to
   * `waitMs` for a rotation still on its way.
   */
  async successorOnce(oldRefreshToken: string, waitMs = handoffWaitMs): Promise<AuthTokens | null> {
    // `handedOver` waits for a rotation still on its way; the answer is set before it settles.
    if ((await this.handedOver(oldRefreshToken, waitMs)) === null) return null;
    const entry = this.live(handoffKey(oldRefreshToken));
    const successor = entry?.successor ?? null;
    if (entry) entry.successor = null;
    return successor;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.options.now()) {
      this.drop(key, entry);
      return undefined;
    }
    return entry;
  }

  private add(key: string): Entry {
    this.sweep();
    while (this.entries.size >= this.options.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.drop(oldestKey, oldest);
    }
    let settle: (accessToken: string | null) => void = () => undefined;
    const settled = new Promise<string | null>((resolve) => {
      settle = resolve;
    });
    const entry: Entry = {
      inFlight: 0,
      accessToken: null,
      successor: null,
      expiresAt: this.options.now() + this.options.lifetimeMs,
      settled,
      settle,
    };
    this.entries.set(key, entry);
    return entry;
  }

  /** Drops the expired entries at the old end of the map (it is kept in order of expiry). */
  private sweep(): void {
    const now = this.options.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) return;
      this.drop(key, entry);
    }
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) === entry) this.entries.delete(key);
    entry.settle(entry.accessToken);
    entry.successor = null;
  }
}

const globalKey = Symbol.for('lumen.storefront.rotationHandoff');

/** The process's one handoff, shared by the interceptor's bundle and the route handlers' bundle. */
export function sharedRotationHandoff(): RotationHandoff {
  const holder = globalThis as typeof globalThis & { [globalKey]?: RotationHandoff };
  holder[globalKey] ??= new RotationHandoff();
  return holder[globalKey];
}
