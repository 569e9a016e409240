import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PaymentGateway } from '@contract/calls/payments';
import { errorReportingSettings } from '@contract/error-reporting/settings';
import { isTrustedProxyEntry, trustedProxyList } from './http/trusted-proxies';
import {
  cardGatewayModes,
  readGatewaySettings,
  type CardGatewayMode,
  type LiveGatewaySettings,
} from './payments/gateway-settings';
import { productionSettingProblems, refusalLine, shopEnvs, type ShopEnv } from './production-settings';
import { readSignInSettings, type OAuthProviderConfig } from './third-party-sign-in/sign-in-settings';

const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));
const defaultMailboxDir = fileURLToPath(new URL('../.data/mailbox', import.meta.url));
const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Signs live-notice channels when PUSHER_SECRET is unset: fine on a developer's machine only. */
export const developmentPusherSecret = 'lumen-store-dev-secret';

const EnvSchema = z.object({
  /** `demo` (default): development defaults and sandboxes; `production`: every secret checked, no sandbox (docs/deploying.md). */
  SHOP_ENV: z.enum(shopEnvs).default('demo'),
  API_HOST: z.string().default('localhost'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** How long a stop (SIGTERM, SIGINT) lets requests in flight finish before it cuts them (docs/architecture.md). */
  API_STOP_GRACE_SECONDS: z.coerce.number().min(0.1).max(300).default(10),
  /** Public base URL of the API, used in absolute links such as image URLs. */
  API_PUBLIC_URL: z.url().optional(),
  /** Comma-separated origins allowed to call the API from a browser (CORS). */
  STOREFRONT_ORIGINS: z.string().default('http://localhost:3000'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  PGLITE_DATA_DIR: z.string().default(defaultDataDir),
  /** Seeds the demo catalogue on start when the database is empty. */
  SEED_ON_START: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token of the back-office write API (`/admin/…`); unset, that API answers 503. */
  ADMIN_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The storefront's revalidation route and its secret; unset, changed data is not announced (docs/caching.md). */
  STOREFRONT_REVALIDATE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url().optional()),
  REVALIDATE_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** `1` adds pages that fail on purpose, for the browser tests of error handling (shop-api/src/test-faults). Never in production. */
  API_TEST_FAULTS: z
    .enum(['0', '1', ''])
    .default('')
    .transform((v) => v === '1'),
  /**
   * `1` checks every JSON answer against its declared schema before it is sent (a mismatch is a
   * logged 500). On by default; `0` skips the check where every millisecond counts.
   */
  /** How long a cart holds the stock of its items after its last change (docs/cart.md); fractions for tests (0.1 = 6 s). */
  CART_RESERVATION_MINUTES: z.coerce.number().min(0.01).max(10_080).default(20),
  /** Voucher guessing (docs/cart.md): failed codes per window, per cart and per client IP. */
  VOUCHER_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  VOUCHER_FAILED_LIMIT_PER_CART: z.coerce.number().int().min(1).default(10),
  VOUCHER_FAILED_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  /** The same for a cart without an account (never longer than CART_RESERVATION_MINUTES): carts are free to make. */
  CART_GUEST_RESERVATION_MINUTES: z.coerce.number().min(0.01).max(10_080).default(10),
  /**
   * The share of a product's units on hand that the carts without an account of one client (IP) may
   * hold together, at least one unit (docs/cart.md); 1 lifts the cap.
   */
  CART_GUEST_HOLD_SHARE: z.coerce.number().gt(0).max(1).default(0.5),
  API_VALIDATE_RESPONSES: z
    .enum(['0', '1', ''])
    .default('')
    .transform((v) => v !== '0'),
  /** The websocket server's Pusher app (docs/live-cart-notices.md); the defaults serve development only. */
  PUSHER_APP_ID: z.string().min(1).default('lumen-store'),
  PUSHER_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use 1–64 letters, digits, - or _.')
    .default('lumen-store-key'),
  PUSHER_SECRET: z.string().min(1).default(developmentPusherSecret),
  /** A Redis server through which every API process hears the live notices the others publish; unset, one process needs none. */
  /** Websockets one client address may hold open at once; more are closed with 4100 (docs/live-cart-notices.md). */
  WEBSOCKET_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(20),
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/, error: 'Use a redis:// or rediss:// URL.' }).optional()),
  /**
   * Orders and payments (docs/orders-and-payments.md). The secret derives the access token an
   * idempotent repeat of POST /orders answers again and signs the sandbox gateways' returns; the
   * default serves development only.
   */
  ORDER_TOKEN_SECRET: z.string().min(16, 'Use at least 16 characters.').default('lumen-store-dev-order-secret'),
  /**
   * Signs the short-lived invoice links (`download_url`, orders/invoice-link.ts). Unset, each process
   * draws a random one at start: links then die with the process and do not work across several
   * API processes, so a shop with more than one sets its own.
   */
  INVOICE_LINK_SECRET: optional.pipe(z.string().min(32, 'Use at least 32 characters.').optional()),
  /**
   * The status check of open live card payments (docs/orders-and-payments.md, "The status check"):
   * seconds between rounds (0 switches it off; also the first check's delay and the backoff's base),
   * and how old a payment may be and still be checked.
   */
  PAYMENT_STATUS_CHECK_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  PAYMENT_STATUS_CHECK_MAX_AGE_HOURS: z.coerce
    .number()
    .min(0.001)
    .max(24 * 30)
    .default(24),
  /** `sandbox`: the shop API's own pay pages stand in for GoPay and ČSOB where their real settings (GOPAY_*, CSOB_*) are not given. */
  PAYMENT_GATEWAYS: z.enum(['sandbox']).optional(),
  /** An SMTP server for outgoing mail (`smtp://user:pass@host:587`, `smtps://…:465`); unset, mail stays in the sandbox mailbox (docs/mail.md). */
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/, error: 'Use an smtp:// or smtps:// URL.' }).optional()),
  /** The sender of the shop's mail: `Name <address>` or the address. */
  MAIL_FROM: optional.pipe(
    z
      .string()
      .max(320)
      .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'Use "Name <address>" or the address.')
      .default('Lumen Store <obchod@lumen.example>'),
  ),
  /** Folder of the sandbox mailbox's messages; `memory` keeps them in memory only. */
  MAILBOX_DIR: optional,
  /** Customer sessions (docs/customer-accounts.md): the access token's and the session's lifetimes; fractions for tests. */
  CUSTOMER_ACCESS_TOKEN_MINUTES: z.coerce.number().min(0.01).max(1440).default(15),
  CUSTOMER_SESSION_DAYS: z.coerce.number().min(0.001).max(365).default(30),
  /** How long after a rotation the old refresh token answers 409 refresh_in_progress instead of revoking the session. */
  CUSTOMER_REFRESH_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /**
   * Comma-separated proxies (IPs, CIDRs or loopback / linklocal / uniquelocal) whose X-Forwarded-For
   * is believed for the client's IP; none by default, so the socket's address counts. A deployment
   * names the storefront's server here (it calls the API on shoppers' behalf) and any proxy in front
   * of the API (docs/customer-accounts.md, "Client IP").
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine((value) => trustedProxyList(value).every(isTrustedProxyEntry), {
      error: 'Use IPs, CIDRs (10.0.0.0/8) or loopback, linklocal, uniquelocal, comma-separated.',
    }),
  /** Brute-force limits (docs/customer-accounts.md): attempts per window, per IP and per e-mail (login: per e-mail and client). */
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  AUTH_LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  AUTH_LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
  /**
   * An account under attack from many clients: after this many failed sign-ins on it in the window
   * (from all clients together), every attempt on it waits before its password is checked, from a
   * sixteenth of the cap (ms) doubling up to the cap.
   */
  AUTH_LOGIN_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
  AUTH_LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(10_000).default(4000),
  AUTH_REGISTRATION_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_REGISTRATION_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  AUTH_PASSWORD_RESET_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_PASSWORD_RESET_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /* Third-party sign-in (GOOGLE_CLIENT_ID, _SECRET, _ISSUER; FACEBOOK_…): third-party-sign-in/sign-in-settings.ts reads them. */
});

/** The websocket server: its Pusher app and its limits (the limits have no setting of their own; tests change them). */
export interface BroadcastingConfig {
  appId: string;
  key: string;
  secret: string;
  redisUrl?: string;
  /** Sent in pusher:connection_established: a client pings after this much silence; so does the server. */
  activityTimeoutSeconds: number;
  /** How long the server waits for any message after its pusher:ping before it closes with 4201. */
  pongTimeoutSeconds: number;
  maxConnections: number;
  /** Open sockets per client address (the HTTP side's request.ip); more are closed with 4100. */
  maxConnectionsPerClient: number;
  maxChannelsPerSocket: number;
  /** Larger client messages close the socket (1009, message too big). */
  maxMessageBytes: number;
}

export interface ApiConfig {
  shopEnv: ShopEnv;
  host: string;
  port: number;
  stopGraceMs: number;
  publicUrl: string;
  storefrontOrigins: string[];
  databaseUrl?: string;
  dataDir: string;
  seedOnStart: boolean;
  logLevel: string;
  adminToken?: string;
  storefrontRevalidation?: { url: string; secret: string };
  testFaults: boolean;
  validateResponses: boolean;
  broadcasting: BroadcastingConfig;
  cartReservationMinutes: number;
  voucherLimits: VoucherLimits;
  /** What a cart without an account may hold, and for how long (docs/cart.md). */
  cartGuestHolds: { minutes: number; share: number };
  orders: OrdersConfig;
  mail: MailSettings;
  /**
   * Where the sandbox mailbox keeps its messages as JSON files, for the process (server.ts) to
   * hand to the app like `dataDir`; undefined keeps them in memory only.
   */
  mailboxDir?: string;
  auth: AuthConfig;
}

/** Failed voucher codes allowed in a window, per cart and per client IP (docs/cart.md). */
export interface VoucherLimits {
  windowSeconds: number;
  failedPerCart: number;
  failedPerIp: number;
}

/** Customer sessions, brute-force limits and third-party sign-in (docs/customer-accounts.md). */
export interface AuthConfig {
  accessTokenMinutes: number;
  sessionDays: number;
  refreshGraceSeconds: number;
  trustedProxies: string[];
  rateLimits: {
    windowSeconds: number;
    loginPerIp: number;
    /** Failed sign-ins of one client on one account (AUTH_LOGIN_LIMIT_PER_ACCOUNT). */
    loginPerAccount: number;
    loginSlowdown: { after: number; maxMs: number };
    registrationPerIp: number;
    registrationPerAccount: number;
    passwordResetPerIp: number;
    passwordResetPerAccount: number;
  };
  /** The sign-in providers this shop offers: in demo both (the sandbox identity provider stands in), in production those configured. */
  providers: Partial<Record<'google' | 'facebook', OAuthProviderConfig>>;
}

/** Orders and payments: the token secret and where the card gateways are. */
export interface OrdersConfig {
  tokenSecret: string;
  /** The key of the invoice links' HMAC: INVOICE_LINK_SECRET, else random per process. */
  invoiceLinkSecret: string;
  /** How each card gateway is run: `live` (its real API), `sandbox` (demo only), or null when it has no configuration (its methods are not offered). */
  gateways: Record<PaymentGateway, CardGatewayMode>;
  /** The real gateways' settings (GOPAY_*, CSOB_*), null where not given. */
  live: LiveGatewaySettings;
  /** The status check of open live payments: every `intervalMs` (0: off), payments younger than `maxAgeMs`. */
  statusCheck: { intervalMs: number; maxAgeMs: number };
}

export interface MailSettings {
  /** Unset: mail goes to the sandbox mailbox. */
  smtpUrl?: string;
  from: string;
}

/**
 * `MAILBOX_DIR`, else `shop-api/.data/mailbox` when the API runs on its default database folder;
 * a run on a database folder of its own (fuzz, browser tests, benchmarks) starts with an empty
 * mailbox in memory, as it starts with a fresh database.
 */
function mailboxDirOf(env: Record<string, string | undefined>, setting: string | undefined): string | undefined {
  if (setting === 'memory') return undefined;
  if (setting) return setting;
  return env.PGLITE_DATA_DIR ? undefined : defaultMailboxDir;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid shop API settings:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  if (e.SHOP_ENV === 'production') {
    const problems = productionSettingProblems(env);
    if (problems.length > 0) throw new UnsafeSettingsError(refusalLine(problems));
  }
  const demo = e.SHOP_ENV === 'demo';
  const gatewaySettings = readGatewaySettings(env, !demo);
  if (gatewaySettings.problems.length > 0)
    throw new Error(`Invalid shop API settings: ${gatewaySettings.problems.join('; ')}.`);
  const publicUrl = (e.API_PUBLIC_URL ?? `http://localhost:${e.API_PORT}`).replace(/\/$/, '');
  const signIn = readSignInSettings(env, { production: !demo, publicUrl });
  if (signIn.problems.length > 0) throw new Error(`Invalid shop API settings: ${signIn.problems.join('; ')}.`);
  // Production's are among productionSettingProblems; a demo with a bad rate or DSN stops here too.
  const reportingProblems = errorReportingSettings(env, e.SHOP_ENV).problems;
  if (reportingProblems.length > 0) throw new Error(`Invalid shop API settings: ${reportingProblems.join('; ')}.`);
  return {
    shopEnv: e.SHOP_ENV,
    host: e.API_HOST,
    port: e.API_PORT,
    stopGraceMs: e.API_STOP_GRACE_SECONDS * 1000,
    publicUrl,
    storefrontOrigins: e.STOREFRONT_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.PGLITE_DATA_DIR,
    // A demo fills an empty database with the demo shop; production only when asked explicitly.
    seedOnStart: (e.SEED_ON_START ?? (demo ? 'true' : 'false')) === 'true',
    logLevel: e.LOG_LEVEL,
    adminToken: e.ADMIN_TOKEN,
    storefrontRevalidation:
      e.STOREFRONT_REVALIDATE_URL && e.REVALIDATE_SECRET
        ? { url: e.STOREFRONT_REVALIDATE_URL, secret: e.REVALIDATE_SECRET }
        : undefined,
    testFaults: demo && e.API_TEST_FAULTS,
    validateResponses: e.API_VALIDATE_RESPONSES,
    broadcasting: {
      appId: e.PUSHER_APP_ID,
      key: e.PUSHER_KEY,
      secret: e.PUSHER_SECRET,
      redisUrl: e.REDIS_URL,
      activityTimeoutSeconds: 30,
      pongTimeoutSeconds: 30,
      maxConnections: 10_000,
      maxConnectionsPerClient: e.WEBSOCKET_CONNECTIONS_PER_CLIENT,
      maxChannelsPerSocket: 100,
      maxMessageBytes: 10 * 1024,
    },
    orders: {
      tokenSecret: e.ORDER_TOKEN_SECRET,
      invoiceLinkSecret: e.INVOICE_LINK_SECRET ?? randomBytes(32).toString('base64url'),
      gateways: cardGatewayModes(gatewaySettings.settings, demo && (e.PAYMENT_GATEWAYS ?? 'sandbox') === 'sandbox'),
      live: gatewaySettings.settings,
      statusCheck: {
        intervalMs: e.PAYMENT_STATUS_CHECK_SECONDS * 1000,
        maxAgeMs: e.PAYMENT_STATUS_CHECK_MAX_AGE_HOURS * 3_600_000,
      },
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    mailboxDir: mailboxDirOf(env, e.MAILBOX_DIR),
    cartReservationMinutes: e.CART_RESERVATION_MINUTES,
    voucherLimits: {
      windowSeconds: e.VOUCHER_RATE_WINDOW_SECONDS,
      failedPerCart: e.VOUCHER_FAILED_LIMIT_PER_CART,
      failedPerIp: e.VOUCHER_FAILED_LIMIT_PER_IP,
    },
    cartGuestHolds: {
      minutes: Math.min(e.CART_GUEST_RESERVATION_MINUTES, e.CART_RESERVATION_MINUTES),
      share: e.CART_GUEST_HOLD_SHARE,
    },
    auth: authConfigOf(e, signIn.providers),
  };
}

/** A production process with unsafe settings: server.ts prints its one line and exits. */
export class UnsafeSettingsError extends Error {
  override name = 'UnsafeSettingsError';
}

function authConfigOf(e: z.infer<typeof EnvSchema>, providers: AuthConfig['providers']): AuthConfig {
  return {
    accessTokenMinutes: e.CUSTOMER_ACCESS_TOKEN_MINUTES,
    sessionDays: e.CUSTOMER_SESSION_DAYS,
    refreshGraceSeconds: e.CUSTOMER_REFRESH_GRACE_SECONDS,
    trustedProxies: trustedProxyList(e.TRUSTED_PROXIES),
    rateLimits: {
      windowSeconds: e.AUTH_RATE_WINDOW_SECONDS,
      loginPerIp: e.AUTH_LOGIN_LIMIT_PER_IP,
      loginPerAccount: e.AUTH_LOGIN_LIMIT_PER_ACCOUNT,
      loginSlowdown: { after: e.AUTH_LOGIN_SLOWDOWN_AFTER, maxMs: e.AUTH_LOGIN_SLOWDOWN_MAX_MS },
      registrationPerIp: e.AUTH_REGISTRATION_LIMIT_PER_IP,
      registrationPerAccount: e.AUTH_REGISTRATION_LIMIT_PER_ACCOUNT,
      passwordResetPerIp: e.AUTH_PASSWORD_RESET_LIMIT_PER_IP,
      passwordResetPerAccount: e.AUTH_PASSWORD_RESET_LIMIT_PER_ACCOUNT,
    },
    providers,
  };
}
