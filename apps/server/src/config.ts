import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COPY,
  DEFAULT_GRACE_DAYS,
  FLOOD_LIMIT,
  type FloodLimit,
  SOCKETS_PER_MEMBER,
} from '@bbt/domain';
import { z } from 'zod';
import type { FirebaseScryptParameters } from './modules/sign-in';

/**
 * How long a busy channel's new messages are gathered into one broadcast (decision 0085): at
 * most this much later than they would have gone, in a channel that posts more often than this;
 * never later after a quiet moment. CHAT_BROADCAST_WINDOW_MS sets it.
 */
export const BROADCAST_WINDOW_MS = 30;

/** The repository root, so relative paths mean the same whatever directory npm runs us in. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DEV_SESSION_SECRET = 'dev-only-session-secret-never-use-in-production';
/** The dev server of `npm run dev` serves the pages on another origin; only outside production. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1')
  .optional();
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** Address ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an address with a prefix length (CIDR), or one of NAMED_RANGES. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For, to which each proxy adds
 * the address it saw): a number of hops (the proxies in front of us), their addresses, or
 * `true`, which believes the header's first entry: an address any client can write itself.
 */
const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, context): boolean | number | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(',').map((entry) => entry.trim());
    const invalid = addresses.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `expected a number of proxy hops (e.g. 1), or proxy addresses or CIDRs separated by commas (e.g. 10.0.0.5,10.1.0.0/16); not an address: ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return addresses;
  });

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. Fastify trusts nothing when given a bare
 * number (it can't tell a proxy from a client that reaches the server directly), so a hop
 * count becomes a trust function here: meant for servers only the proxies can reach.
 */
export function trustProxyOption(
  setting: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting,
  SESSION_SECRET: optionalText,
  DATABASE_URL: optionalText,
  ALLOW_EMBEDDED_DATABASE: flag,
  REDIS_URL: optionalText,
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .default('bbt'),
  DEV_SIGN_IN: flag,
  DEMO_PAYMENTS: flag,
  DEMO_CONTENT: flag,
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
  PAYPAL_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  PAYPAL_WEBHOOK_ID: optionalText,
  SUBSCRIPTION_GRACE_DAYS: z.coerce.number().int().min(0).max(30).default(DEFAULT_GRACE_DAYS),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_PROVIDER_NAME: z.string().default('Single sign-on'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  SIGN_IN_LINK_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_SESSION_TOKEN: optionalText,
  AWS_SESSION_TOKEN: optionalText,
  METRICS_TOKEN: optionalText,
  METRICS_PUBLIC: flag,
  CHAT_FLOOD_MESSAGES: z.coerce.number().int().positive().default(FLOOD_LIMIT.messages),
  CHAT_SOCKETS_PER_MEMBER: z.coerce.number().int().positive().default(SOCKETS_PER_MEMBER),
  CHAT_BROADCAST_WINDOW_MS: z.coerce
    .number()
    .int('CHAT_BROADCAST_WINDOW_MS is whole milliseconds')
    .min(0)
    .max(1_000)
    .default(BROADCAST_WINDOW_MS),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL is smtp://user:pass@host:port or smtps://...')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  SELLER_DETAILS: optionalText.pipe(z.string().max(300).optional()),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  PUSH_EXTRA_HOSTS: optionalText,
  MISSED_MAIL_DELAY_MINUTES: z.coerce
    .number()
    .int('MISSED_MAIL_DELAY_MINUTES is whole minutes')
    .min(0)
    .max(10_080)
    .default(15),
  FIREBASE_HASH_SIGNER_KEY: optionalText,
  FIREBASE_HASH_SALT_SEPARATOR: optionalText,
  FIREBASE_HASH_ROUNDS: optionalText,
  FIREBASE_HASH_MEM_COST: optionalText,
});

export type Env = z.input<typeof envSchema>;

export interface OAuthKeys {
  clientId: string;
  clientSecret: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /**
   * Origins whose pages may open sockets and send state-changing requests: the public URL's,
   * and Vite's dev server outside production.
   */
  allowedOrigins: string[];
  dataDir: string;
  webDistDir: string;
  logLevel: string;
  /**
   * Proxies whose X-Forwarded-For entries are believed: none (false), a hop count or proxy
   * addresses (`true`, every entry, only outside production). Decides `request.ip`, which
   * keys the per-client rate limits; see trustProxyOption.
   */
  trustProxy: boolean | number | string[];
  sessionSecret: string;
  /** PostgreSQL server URL; undefined means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Begins every channel this app uses on Redis: deployments (or test files) sharing one Redis keep apart. */
  redisKeyPrefix: string;
  devSignIn: boolean;
  demoPayments: boolean;
  /** Days a subscriber keeps access after a failed payment (decision 0063). */
  subscriptionGraceDays: number;
  /** The demo community's conversation, written on the first start (decision 0036). */
  demoContent: boolean;
  paypal:
    (OAuthKeys & { apiBase: string; timeoutMs: number; webhookId: string | undefined }) | undefined;
  providers: {
    google: OAuthKeys | undefined;
    facebook: OAuthKeys | undefined;
    apple: OAuthKeys | undefined;
    oidc: (OAuthKeys & { issuerUrl: string; name: string }) | undefined;
  };
  authRateLimitPerMinute: number;
  /** Sign-in link requests one client may make in an hour (each may mail a member). */
  signInLinkRateLimitPerHour: number;
  /** Chat messages one member may send per FLOOD_LIMIT.windowMs, in all channels together. */
  chatFloodLimit: FloodLimit;
  /** Open sockets one member may hold on one instance; the next handshake is refused. */
  socketsPerMember: number;
  /** How long a busy channel's new messages are gathered into one broadcast (decision 0085). */
  broadcastWindowMs: number;
  /** When set, GET /metrics needs `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Outgoing mail: the SMTP server (undefined: mails wait in the outbox) and the From address. */
  /** `seller`: who receipts name as the seller (SELLER_DETAILS: name, address, tax number). */
  mail: { smtpUrl: string | undefined; from: string; seller: string };
  /**
   * Web Push (decision 0055): the VAPID keys from the environment (undefined: generated once
   * and kept in dataDir outside production; push is off in production), and the push service
   * hosts production accepts besides the known ones.
   */
  /** missedMailDelayMs: 0 turns the mail of missed mentions and replies off (decision 0062). */
  push: { vapid: VapidKeys | undefined; extraHosts: string[]; missedMailDelayMs: number };
  /**
   * The old Firebase project's password-hash parameters: with them, members imported with a
   * password sign in with it once more (decision 0050); undefined means they use a mailed link.
   */
  firebasePasswordHash: FirebaseScryptParameters | undefined;
  /** S3-compatible storage for uploads; undefined means local disk under dataDir. */
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        /** Comes with temporary credentials (an IAM role, STS); signed into every request. */
        sessionToken: string | undefined;
      }
    | undefined;
}

/** A server's VAPID identity: an ECDSA P-256 key pair (base64url) and a contact address. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push services can reach the operator at. */
  subject: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function keys(id: string | undefined, secret: string | undefined): OAuthKeys | undefined {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

const FIREBASE_HASH_VARIABLES = [
  'FIREBASE_HASH_SIGNER_KEY',
  'FIREBASE_HASH_SALT_SEPARATOR',
  'FIREBASE_HASH_ROUNDS',
  'FIREBASE_HASH_MEM_COST',
] as const;

/** Base64 as the Firebase console shows it. */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The Firebase password-hash parameters, all four or none (decision 0050). The console shows
 * them as base64_signer_key, base64_salt_separator, rounds (1 to 8) and mem_cost (1 to 14).
 */
function firebaseHashParameters(
  e: z.output<typeof envSchema>,
): FirebaseScryptParameters | undefined {
  const missing = FIREBASE_HASH_VARIABLES.filter((name) => e[name] === undefined);
  if (missing.length === FIREBASE_HASH_VARIABLES.length) return undefined;
  const problems: string[] = [];
  if (missing.length > 0)
    problems.push(
      `${missing.join(', ')} missing: set all four FIREBASE_HASH_* variables (the Firebase console's password hash parameters) or none`,
    );
  const base64 = (name: (typeof FIREBASE_HASH_VARIABLES)[number]) => {
    const value = e[name];
    if (value === undefined) return Buffer.alloc(0);
    if (BASE64.test(value) && value.length % 4 === 0) return Buffer.from(value, 'base64');
    problems.push(`${name}: expected base64, as the Firebase console shows it`);
    return Buffer.alloc(0);
  };
  const whole = (name: (typeof FIREBASE_HASH_VARIABLES)[number], max: number) => {
    const value = e[name];
    if (value === undefined) return 0;
    if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max) return Number(value);
    problems.push(`${name}: expected a whole number from 1 to ${max}`);
    return 0;
  };
  const parameters = {
    signerKey: base64('FIREBASE_HASH_SIGNER_KEY'),
    saltSeparator: base64('FIREBASE_HASH_SALT_SEPARATOR'),
    rounds: whole('FIREBASE_HASH_ROUNDS', 8),
    memCost: whole('FIREBASE_HASH_MEM_COST', 14),
  };
  if (problems.length > 0)
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  return parameters;
}

const VAPID_VARIABLES = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The VAPID keys, all three variables or none: the public key an uncompressed P-256 point (65
 * bytes), the private key 32 bytes, both base64url as `npx web-push generate-vapid-keys`
 * prints them, and the subject a mailto: or https: address.
 */
function vapidKeys(e: z.output<typeof envSchema>): VapidKeys | undefined {
  const missing = VAPID_VARIABLES.filter((name) => e[name] === undefined);
  if (missing.length === VAPID_VARIABLES.length) return undefined;
  const problems: string[] = [];
  if (missing.length > 0)
    problems.push(`${missing.join(', ')} missing: set all three VAPID_* variables or none`);
  const key = (name: 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY', bytes: number) => {
    const value = e[name];
    if (value === undefined) return '';
    if (BASE64URL.test(value) && Buffer.from(value, 'base64url').length === bytes) return value;
    problems.push(
      `${name}: expected ${bytes} bytes in base64url (npx web-push generate-vapid-keys)`,
    );
    return '';
  };
  const publicKey = key('VAPID_PUBLIC_KEY', 65);
  const privateKey = key('VAPID_PRIVATE_KEY', 32);
  const subject = e.VAPID_SUBJECT ?? '';
  if (e.VAPID_SUBJECT !== undefined && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    problems.push('VAPID_SUBJECT: expected mailto:you@example.com or an https:// address');
  if (problems.length > 0)
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  return { publicKey, privateKey, subject };
}

/**
 * Reads and validates the environment once. Everything has an embedded default so that
 * `npm start` works with no setup; production refuses the defaults that are unsafe there.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const paypal = keys(e.PAYPAL_CLIENT_ID, e.PAYPAL_CLIENT_SECRET);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const config: AppConfig = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    // An Origin header is scheme, host and port only, in lower case and without a default port.
    allowedOrigins: [new URL(publicUrl).origin, ...(production ? [] : [VITE_DEV_ORIGIN])],
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    devSignIn: e.DEV_SIGN_IN ?? !production,
    demoPayments: e.DEMO_PAYMENTS ?? (!production && !paypal),
    subscriptionGraceDays: e.SUBSCRIPTION_GRACE_DAYS,
    // Not under NODE_ENV=test: the browser journeys count what they post themselves.
    demoContent: e.DEMO_CONTENT ?? e.NODE_ENV === 'development',
    paypal: paypal && {
      ...paypal,
      apiBase: e.PAYPAL_API_BASE.replace(/\/$/, ''),
      timeoutMs: e.PAYPAL_TIMEOUT_MS,
      webhookId: e.PAYPAL_WEBHOOK_ID,
    },
    providers: {
      google: keys(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      facebook: keys(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET),
      apple: keys(e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET),
      oidc:
        e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
          ? {
              issuerUrl: e.OIDC_ISSUER_URL,
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
              name: e.OIDC_PROVIDER_NAME,
            }
          : undefined,
    },
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    signInLinkRateLimitPerHour: e.SIGN_IN_LINK_RATE_LIMIT_PER_HOUR,
    metricsToken: e.METRICS_TOKEN,
    chatFloodLimit: { messages: e.CHAT_FLOOD_MESSAGES, windowMs: FLOOD_LIMIT.windowMs },
    socketsPerMember: e.CHAT_SOCKETS_PER_MEMBER,
    broadcastWindowMs: e.CHAT_BROADCAST_WINDOW_MS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Blue Badge <no-reply@${new URL(publicUrl).hostname}>`,
      seller: e.SELLER_DETAILS ?? `${COPY.mail.sellerName}, ${publicUrl}`,
    },
    firebasePasswordHash: firebaseHashParameters(e),
    push: {
      vapid: vapidKeys(e),
      extraHosts: (e.PUSH_EXTRA_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      missedMailDelayMs: e.MISSED_MAIL_DELAY_MINUTES * 60_000,
    },
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            sessionToken: e.S3_SESSION_TOKEN ?? e.AWS_SESSION_TOKEN,
          }
        : undefined,
  };
  if (production) assertSafeForProduction(e, config);
  return config;
}

function assertSafeForProduction(e: z.output<typeof envSchema>, config: AppConfig): void {
  const refusals: string[] = [];
  if (!e.SESSION_SECRET)
    refusals.push('SESSION_SECRET is required (at least 32 random characters).');
  else if (e.SESSION_SECRET.length < 32)
    refusals.push('SESSION_SECRET must be at least 32 characters.');
  if (config.devSignIn)
    refusals.push('DEV_SIGN_IN must be off: it lets anyone sign in as any user.');
  if (config.demoPayments)
    refusals.push('DEMO_PAYMENTS must be off: it grants products without payment.');
  if (config.demoContent)
    refusals.push('DEMO_CONTENT must be off: it fills the chat with a made-up community.');
  if (config.trustProxy === true)
    refusals.push(
      'TRUST_PROXY=true must not be used: it takes the client address from the first X-Forwarded-For entry, which any client can write, so every per-client rate limit falls. Set the number of proxies in front of the server (TRUST_PROXY=1 behind one nginx) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16).',
    );
  if (!config.demoPayments && !config.paypal)
    refusals.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required to take payments.');
  if (!config.metricsToken && !e.METRICS_PUBLIC)
    refusals.push(
      'METRICS_TOKEN is required: without it anyone who reaches the server can read /metrics; set METRICS_PUBLIC=true to serve it without a token on purpose.',
    );
  if (!config.databaseUrl && !e.ALLOW_EMBEDDED_DATABASE)
    refusals.push(
      'DATABASE_URL is required; set ALLOW_EMBEDDED_DATABASE=true to run on the embedded database on purpose.',
    );
  if (refusals.length > 0) {
    throw new ConfigError(`Refusing to start in production:\n  - ${refusals.join('\n  - ')}`);
  }
}
