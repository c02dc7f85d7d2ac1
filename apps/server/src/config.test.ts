import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROADCAST_WINDOW_MS, ConfigError, loadConfig, REPO_ROOT } from './config';
import { FIREBASE_VECTOR } from './modules/sign-in/firebase-test-vector';

const SECRET = 'a-production-secret-that-is-long-enough-123';
const productionBase = {
  NODE_ENV: 'production',
  SESSION_SECRET: SECRET,
  DATABASE_URL: 'postgres://db.internal/bbt',
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 'secret',
  METRICS_TOKEN: 'a-scrape-token',
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('runs with embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.devSignIn).toBe(true);
    expect(config.demoPayments).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.allowedOrigins).toEqual(['http://localhost:3000', 'http://localhost:5173']);
    expect(config.providers).toEqual({
      google: undefined,
      facebook: undefined,
      apple: undefined,
      oidc: undefined,
    });
  });

  it('turns a provider on only when both its keys are set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'g' }).providers.google).toBeUndefined();
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' }).providers.google,
    ).toEqual({
      clientId: 'g',
      clientSecret: 's',
    });
  });

  it('switches demo payments off by default once PayPal keys are set', () => {
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }).demoPayments).toBe(
      false,
    );
  });

  it('rejects malformed values with the variable named', () => {
    expect(refusal({ PORT: 'eighty' })).toMatch(/PORT/);
    expect(refusal({ DEV_SIGN_IN: 'maybe' })).toMatch(/DEV_SIGN_IN/);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig(productionBase);
    expect(config.devSignIn).toBe(false);
    expect(config.demoPayments).toBe(false);
    expect(config.sessionSecret).toBe(SECRET);
  });

  it('refuses production without a session secret', () => {
    const { SESSION_SECRET: _omitted, ...env } = productionBase;
    expect(refusal(env)).toMatch(/SESSION_SECRET is required/);
    expect(refusal({ ...productionBase, SESSION_SECRET: 'short' })).toMatch(/at least 32/);
  });

  it('refuses production with dev sign-in or demo payments on', () => {
    expect(refusal({ ...productionBase, DEV_SIGN_IN: 'true' })).toMatch(/DEV_SIGN_IN must be off/);
    expect(refusal({ ...productionBase, DEMO_PAYMENTS: 'true' })).toMatch(
      /DEMO_PAYMENTS must be off/,
    );
  });

  it('refuses the embedded database in production unless explicitly allowed', () => {
    const { DATABASE_URL: _omitted, ...env } = productionBase;
    expect(refusal(env)).toMatch(/DATABASE_URL is required/);
    expect(loadConfig({ ...env, ALLOW_EMBEDDED_DATABASE: 'true' }).databaseUrl).toBeUndefined();
  });

  it('refuses production without a way to take payments', () => {
    const { PAYPAL_CLIENT_ID: _a, PAYPAL_CLIENT_SECRET: _b, ...env } = productionBase;
    expect(refusal(env)).toMatch(/PAYPAL_CLIENT_ID/);
  });

  it('allows only the public origin in production, written as browsers send it', () => {
    const config = loadConfig({ ...productionBase, PUBLIC_URL: 'https://BlueBadge.example:443/' });
    expect(config.allowedOrigins).toEqual(['https://bluebadge.example']);
  });

  it('trusts no proxy unless told, and reads TRUST_PROXY as a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...productionBase, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ ...productionBase, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8', 'loopback']);
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor proxy addresses', () => {
    expect(refusal({ TRUST_PROXY: 'yes' })).toMatch(/TRUST_PROXY: .*not an address: yes/);
    expect(refusal({ TRUST_PROXY: '10.0.0.5,nginx' })).toMatch(/not an address: nginx$/m);
    expect(refusal({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/not an address: 10.0.0.0\/33/);
    expect(refusal({ TRUST_PROXY: '-1' })).toMatch(/TRUST_PROXY/);
  });

  it('refuses TRUST_PROXY=true in production: it believes a forged X-Forwarded-For', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(refusal({ ...productionBase, TRUST_PROXY: 'true' })).toMatch(
      /TRUST_PROXY=true must not be used: .*first X-Forwarded-For entry, which any client can write.*TRUST_PROXY=1/,
    );
  });

  it('refuses production without a metrics token unless /metrics is public on purpose', () => {
    const { METRICS_TOKEN: _omitted, ...env } = productionBase;
    expect(refusal(env)).toMatch(/METRICS_TOKEN is required.*METRICS_PUBLIC=true/);
    expect(refusal({ ...env, METRICS_PUBLIC: 'false' })).toMatch(/METRICS_TOKEN is required/);
    expect(loadConfig({ ...env, METRICS_PUBLIC: 'true' }).metricsToken).toBeUndefined();
  });

  it("reads a busy channel's broadcast window in milliseconds, 0 for none (decision 0085)", () => {
    expect(loadConfig({}).broadcastWindowMs).toBe(BROADCAST_WINDOW_MS);
    expect(loadConfig({ CHAT_BROADCAST_WINDOW_MS: '0' }).broadcastWindowMs).toBe(0);
    expect(loadConfig({ CHAT_BROADCAST_WINDOW_MS: '50' }).broadcastWindowMs).toBe(50);
    expect(refusal({ CHAT_BROADCAST_WINDOW_MS: '2.5' })).toContain('whole milliseconds');
    for (const value of ['-1', '5000', 'soon'])
      expect(refusal({ CHAT_BROADCAST_WINDOW_MS: value })).toContain('CHAT_BROADCAST_WINDOW_MS');
  });

  it('reads the S3 session token of temporary credentials, from AWS_SESSION_TOKEN too', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'ASIA-key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).s3?.sessionToken).toBeUndefined();
    expect(loadConfig({ ...s3, AWS_SESSION_TOKEN: 'from-aws' }).s3?.sessionToken).toBe('from-aws');
    expect(
      loadConfig({ ...s3, AWS_SESSION_TOKEN: 'from-aws', S3_SESSION_TOKEN: 'from-s3' }).s3
        ?.sessionToken,
    ).toBe('from-s3');
  });

  describe('the Firebase password-hash parameters (decision 0050)', () => {
    const env = FIREBASE_VECTOR.env;

    it('are off when none is set, and read as the console shows them when all are', () => {
      expect(loadConfig({}).firebasePasswordHash).toBeUndefined();
      expect(loadConfig({ ...env }).firebasePasswordHash).toEqual(FIREBASE_VECTOR.parameters);
    });

    it('refuses some without the others, naming the missing ones', () => {
      const message = refusal({
        FIREBASE_HASH_SIGNER_KEY: env.FIREBASE_HASH_SIGNER_KEY,
        FIREBASE_HASH_ROUNDS: '8',
      });
      expect(message).toContain('FIREBASE_HASH_SALT_SEPARATOR, FIREBASE_HASH_MEM_COST missing');
      expect(message).toContain('all four');
    });

    it("refuses a key that is not base64 and costs out of Firebase's range", () => {
      const message = refusal({
        ...env,
        FIREBASE_HASH_SIGNER_KEY: 'not base64!',
        FIREBASE_HASH_ROUNDS: '0',
        FIREBASE_HASH_MEM_COST: '15',
      });
      expect(message).toContain('FIREBASE_HASH_SIGNER_KEY: expected base64');
      expect(message).toContain('FIREBASE_HASH_ROUNDS: expected a whole number from 1 to 8');
      expect(message).toContain('FIREBASE_HASH_MEM_COST: expected a whole number from 1 to 14');
      expect(refusal({ ...env, FIREBASE_HASH_SALT_SEPARATOR: 'Bw' })).toContain(
        'FIREBASE_HASH_SALT_SEPARATOR: expected base64',
      );
    });
  });

  describe('VAPID keys for Web Push (decision 0055)', () => {
    const keys = {
      VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
      VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url'),
      VAPID_SUBJECT: 'mailto:ops@example.com',
    };

    it('reads all three, and none means generated outside production (off in production)', () => {
      expect(loadConfig({}).push).toEqual({
        vapid: undefined,
        extraHosts: [],
        missedMailDelayMs: 15 * 60_000,
      });
      expect(
        loadConfig({ ...keys, PUSH_EXTRA_HOSTS: 'Push.Example.com, *.corp.example' }).push,
      ).toEqual({
        vapid: {
          publicKey: keys.VAPID_PUBLIC_KEY,
          privateKey: keys.VAPID_PRIVATE_KEY,
          subject: keys.VAPID_SUBJECT,
        },
        extraHosts: ['push.example.com', '*.corp.example'],
        missedMailDelayMs: 15 * 60_000,
      });
    });

    it('reads the delay of missed mail in minutes, 0 for off, and refuses a fraction (decision 0062)', () => {
      expect(loadConfig({ MISSED_MAIL_DELAY_MINUTES: '0' }).push.missedMailDelayMs).toBe(0);
      expect(loadConfig({ MISSED_MAIL_DELAY_MINUTES: '30' }).push.missedMailDelayMs).toBe(
        30 * 60_000,
      );
      expect(refusal({ MISSED_MAIL_DELAY_MINUTES: '1.5' })).toContain('whole minutes');
    });

    it('refuses some without the others, keys of the wrong size and a subject push services cannot reach', () => {
      expect(refusal({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toContain(
        'VAPID_PRIVATE_KEY, VAPID_SUBJECT missing',
      );
      const message = refusal({
        VAPID_PUBLIC_KEY: Buffer.alloc(33, 2).toString('base64url'),
        VAPID_PRIVATE_KEY: 'not+base64url',
        VAPID_SUBJECT: 'ops@example.com',
      });
      expect(message).toContain('VAPID_PUBLIC_KEY: expected 65 bytes in base64url');
      expect(message).toContain('VAPID_PRIVATE_KEY: expected 32 bytes in base64url');
      expect(message).toContain('VAPID_SUBJECT: expected mailto:');
    });
  });
});
