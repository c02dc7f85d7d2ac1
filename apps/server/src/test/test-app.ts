import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DevPersonaKey } from '@bbt/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { ChatServer } from '../plugins/realtime';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { DEMO_PERSONAS, type SeedPersona } from '../db/seed-content';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  io: ChatServer;
  /**
   * Tells the app a member's row was written behind its back (a test's SQL standing in for
   * an app write), as the app's own writes do: every instance reads it again (decision 0028).
   */
  memberRowChanged(userId: string): void;
  db: Database;
  config: AppConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * What production requires of its environment (config.ts refuses to start without it), for a
 * test app run in production mode on the embedded database.
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://bluebadge.example',
  SESSION_SECRET: 'a-production-secret-that-is-long-enough-123',
  ALLOW_EMBEDDED_DATABASE: 'true',
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 'secret',
  METRICS_TOKEN: 'a-scrape-token',
} as const;

/**
 * The real application on a fresh database, configured like `npm start` (dev sign-in on,
 * demo payments) unless `env` says otherwise. Uses Redis when REDIS_URL is set.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { sharedDatabase?: TestDatabase } = {},
): Promise<TestApp> {
  const database = options.sharedDatabase ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    REDIS_URL: process.env.REDIS_URL,
    // Tests send bursts no person would; the flood limit has its own tests (chat/pace.test.ts).
    CHAT_FLOOD_MESSAGES: '100000',
    REDIS_KEY_PREFIX: redisNamespaceOf(database),
    ...env,
  });
  const { app, io, memberRowChanged } = await buildApp({
    config,
    database: database.handle,
    logger: false,
    rateLimitNamespace: `bbt-test-${randomUUID()}:`,
  });
  await app.ready();
  return {
    app,
    io,
    memberRowChanged,
    db: database.handle.db,
    config,
    database,
    close: async () => {
      await app.close();
      // A shared database belongs to whoever created it.
      if (!options.sharedDatabase) await database.drop();
    },
  };
}

const redisNamespaces = new WeakMap<TestDatabase, string>();

/**
 * Instances on one database share their Redis channels (broadcasts, presence), as a deployment's
 * do; test files running at once on one Redis keep apart.
 */
export function redisNamespaceOf(database: TestDatabase): string {
  const namespace = redisNamespaces.get(database) ?? `test-${randomUUID()}`;
  redisNamespaces.set(database, namespace);
  return namespace;
}

/**
 * Writes a member's row as the app would (a test's shortcut for a purchase, a staff action,
 * time passing) and tells the app, as its own writes do.
 */
export async function updateMemberRow(
  t: Pick<TestApp, 'db' | 'memberRowChanged'>,
  userId: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await t.db.update(users).set(changes).where(eq(users.id, userId));
  t.memberRowChanged(userId);
}

/** The Cookie header that carries the session set by a response. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie)
    throw new Error(`No session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export type Persona = DevPersonaKey;

/** The seeded member behind a dev persona. */
export function demoPersona(as: Persona): SeedPersona {
  const persona = DEMO_PERSONAS.find((p) => p.as === as);
  if (!persona) throw new Error(`no persona ${as}`);
  return persona;
}

export async function signInAs(app: FastifyInstance, as: Persona): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/dev/sign-in', payload: { as } });
  return sessionCookieFrom(response);
}

/** GET /api/me with the cookie: 200 while its session lives, 401 once it has ended. */
export const fetchMe = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

/** Signs the cookie's session out as the web app does (from the allowed origin). */
export const signOut = (app: FastifyInstance, cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { cookie, origin: 'http://localhost:3000' },
    payload: {},
  });
