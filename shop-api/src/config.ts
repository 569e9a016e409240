import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));
const defaultMailboxDir = fileURLToPath(new URL('../.data/mailbox', import.meta.url));
const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Signs live-notice channels when PUSHER_SECRET is unset: fine on a developer's machine only. */
export const developmentPusherSecret = 'lumen-store-dev-secret';

const EnvSchema = z.object({
  API_HOST: z.string().default('localhost'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
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
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
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
  /** `sandbox`: the shop API's own pay pages stand in for GoPay and ČSOB (the only gateways this build has). */
  PAYMENT_GATEWAYS: z.enum(['sandbox']).default('sandbox'),
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
   * Comma-separated proxies (IPs or CIDRs) whose X-Forwarded-For is believed for the client's IP;
   * loopback always is (the storefront's server calls the API on shoppers' behalf).
   */
  TRUSTED_PROXIES: z.string().default(''),
  /** Brute-force limits (docs/customer-accounts.md): attempts per window, per IP and per e-mail. */
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  AUTH_LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  AUTH_LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
  AUTH_REGISTRATION_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_REGISTRATION_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  AUTH_PASSWORD_RESET_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_PASSWORD_RESET_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Third-party sign-in: each provider's OAuth endpoints; by default the shop API's own sandbox identity provider. */
  GOOGLE_CLIENT_ID: z.string().min(1).default('lumen-sandbox-google'),
  GOOGLE_CLIENT_SECRET: z.string().min(1).default('lumen-sandbox-google-secret'),
  GOOGLE_AUTHORIZE_URL: optional.pipe(z.url().optional()),
  GOOGLE_TOKEN_URL: optional.pipe(z.url().optional()),
  GOOGLE_USERINFO_URL: optional.pipe(z.url().optional()),
  FACEBOOK_CLIENT_ID: z.string().min(1).default('lumen-sandbox-facebook'),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).default('lumen-sandbox-facebook-secret'),
  FACEBOOK_AUTHORIZE_URL: optional.pipe(z.url().optional()),
  FACEBOOK_TOKEN_URL: optional.pipe(z.url().optional()),
  FACEBOOK_USERINFO_URL: optional.pipe(z.url().optional()),
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
  maxChannelsPerSocket: number;
  /** Larger client messages close the socket (1009, message too big). */
  maxMessageBytes: number;
}

export interface ApiConfig {
  host: string;
  port: number;
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

/** Customer sessions, brute-force limits and third-party sign-in (docs/customer-accounts.md). */
export interface AuthConfig {
  accessTokenMinutes: number;
  sessionDays: number;
  refreshGraceSeconds: number;
  trustedProxies: string[];
  rateLimits: {
    windowSeconds: number;
    loginPerIp: number;
    loginPerAccount: number;
    registrationPerIp: number;
    registrationPerAccount: number;
    passwordResetPerIp: number;
    passwordResetPerAccount: number;
  };
  providers: Record<'google' | 'facebook', OAuthProviderConfig>;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/** Orders and payments: the token secret and where the card gateways are. */
export interface OrdersConfig {
  tokenSecret: string;
  /** The key of the invoice links' HMAC: INVOICE_LINK_SECRET, else random per process. */
  invoiceLinkSecret: string;
  gateways: 'sandbox';
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
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    publicUrl: (e.API_PUBLIC_URL ?? `http://localhost:${e.API_PORT}`).replace(/\/$/, ''),
    storefrontOrigins: e.STOREFRONT_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.PGLITE_DATA_DIR,
    seedOnStart: e.SEED_ON_START,
    logLevel: e.LOG_LEVEL,
    adminToken: e.ADMIN_TOKEN,
    storefrontRevalidation:
      e.STOREFRONT_REVALIDATE_URL && e.REVALIDATE_SECRET
        ? { url: e.STOREFRONT_REVALIDATE_URL, secret: e.REVALIDATE_SECRET }
        : undefined,
    testFaults: e.API_TEST_FAULTS,
    validateResponses: e.API_VALIDATE_RESPONSES,
    broadcasting: {
      appId: e.PUSHER_APP_ID,
      key: e.PUSHER_KEY,
      secret: e.PUSHER_SECRET,
      redisUrl: e.REDIS_URL,
      activityTimeoutSeconds: 30,
      pongTimeoutSeconds: 30,
      maxConnections: 10_000,
      maxChannelsPerSocket: 100,
      maxMessageBytes: 10 * 1024,
    },
    orders: {
      tokenSecret: e.ORDER_TOKEN_SECRET,
      invoiceLinkSecret: e.INVOICE_LINK_SECRET ?? randomBytes(32).toString('base64url'),
      gateways: e.PAYMENT_GATEWAYS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    mailboxDir: mailboxDirOf(env, e.MAILBOX_DIR),
    cartReservationMinutes: e.CART_RESERVATION_MINUTES,
    cartGuestHolds: {
      minutes: Math.min(e.CART_GUEST_RESERVATION_MINUTES, e.CART_RESERVATION_MINUTES),
      share: e.CART_GUEST_HOLD_SHARE,
    },
    auth: authConfigOf(e, (e.API_PUBLIC_URL ?? `http://localhost:${e.API_PORT}`).replace(/\/$/, '')),
  };
}

function authConfigOf(e: z.infer<typeof EnvSchema>, publicUrl: string): AuthConfig {
  const sandbox = (provider: string) => ({
    authorizeUrl: `${publicUrl}/sandbox/oauth/${provider}/authorize`,
    tokenUrl: `${publicUrl}/sandbox/oauth/${provider}/token`,
    userinfoUrl: `${publicUrl}/sandbox/oauth/${provider}/userinfo`,
  });
  const google = sandbox('google');
  const facebook = sandbox('facebook');
  return {
    accessTokenMinutes: e.CUSTOMER_ACCESS_TOKEN_MINUTES,
    sessionDays: e.CUSTOMER_SESSION_DAYS,
    refreshGraceSeconds: e.CUSTOMER_REFRESH_GRACE_SECONDS,
    trustedProxies: e.TRUSTED_PROXIES.split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    rateLimits: {
      windowSeconds: e.AUTH_RATE_WINDOW_SECONDS,
      loginPerIp: e.AUTH_LOGIN_LIMIT_PER_IP,
      loginPerAccount: e.AUTH_LOGIN_LIMIT_PER_ACCOUNT,
      registrationPerIp: e.AUTH_REGISTRATION_LIMIT_PER_IP,
      registrationPerAccount: e.AUTH_REGISTRATION_LIMIT_PER_ACCOUNT,
      passwordResetPerIp: e.AUTH_PASSWORD_RESET_LIMIT_PER_IP,
      passwordResetPerAccount: e.AUTH_PASSWORD_RESET_LIMIT_PER_ACCOUNT,
    },
    providers: {
      google: {
        clientId: e.GOOGLE_CLIENT_ID,
        clientSecret: e.GOOGLE_CLIENT_SECRET,
        authorizeUrl: e.GOOGLE_AUTHORIZE_URL ?? google.authorizeUrl,
        tokenUrl: e.GOOGLE_TOKEN_URL ?? google.tokenUrl,
        userinfoUrl: e.GOOGLE_USERINFO_URL ?? google.userinfoUrl,
      },
      facebook: {
        clientId: e.FACEBOOK_CLIENT_ID,
        clientSecret: e.FACEBOOK_CLIENT_SECRET,
        authorizeUrl: e.FACEBOOK_AUTHORIZE_URL ?? facebook.authorizeUrl,
        tokenUrl: e.FACEBOOK_TOKEN_URL ?? facebook.tokenUrl,
        userinfoUrl: e.FACEBOOK_USERINFO_URL ?? facebook.userinfoUrl,
      },
    },
  };
}
