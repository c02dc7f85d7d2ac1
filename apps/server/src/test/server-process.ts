import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { ChatMessage } from '@bbt/domain';
import { REPO_ROOT } from '../config';
import type { Persona } from './test-app';
// Its `serverBundle` entry of vitest's provided context, for `testServerBundle`.
import type {} from './server-bundle';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The environment of a real server process for fault tests: quiet, no flood limit in the way
 * of a test's burst, and sign-in limits high enough for a few personas per start. The caller
 * adds DATA_DIR, DATABASE_URL and REDIS_URL.
 */
export function serverEnv(extra: Record<string, string | undefined>): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CHAT_FLOOD_MESSAGES: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // The processes of one call share their Redis channels; other test files' stay apart.
    REDIS_KEY_PREFIX: `test-${randomUUID()}`,
  };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) env[key] = value;
  return env;
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** The last lines the process wrote to stderr, for failure messages. */
  stderr(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. Resolves once the process is gone. */
  killHard(): Promise<void>;
}

/**
 * The server's bundle this test run built (src/test/server-bundle.ts). Read when a process
 * starts, not at import: the benchmarks use this module's other helpers outside vitest.
 */
export async function testServerBundle(): Promise<string> {
  const { inject } = await import('vitest');
  const bundle = inject('serverBundle');
  if (!bundle)
    throw new Error('No server bundle: add src/test/server-bundle.ts to the global setup');
  return bundle;
}

/**
 * Spawns the server's bundle (the real entry point, as `npm start` runs it: migrations, seed,
 * listen) on the given port and resolves once /readyz answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, [await testServerBundle()], {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(listenPort), PUBLIC_URL: url, HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8_000);
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const server: ServerProcess = {
    url,
    port: listenPort,
    child,
    stderr: () => stderr,
    killHard: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `server on ${url} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${stderr}`,
      );
    }
    const ready = await fetch(`${url}/readyz`).catch(() => undefined);
    if (ready?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.killHard();
  throw new Error(`server on ${url} did not become ready in 90 s:\n${stderr}`);
}

/** Signs in as a seeded persona over HTTP (dev sign-in) and returns the Cookie header value. */
export async function signInOver(url: string, as: Persona): Promise<string> {
  const response = await fetch(`${url}/api/dev/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ as }),
  });
  if (!response.ok) throw new Error(`sign-in as ${as} answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.includes('session_token'));
  if (!cookie) throw new Error(`sign-in as ${as} set no session cookie`);
  return cookie;
}

/**
 * Everything in a channel after `after`, page by page, as the web client catches up
 * (apps/web/src/features/chat/api/get-messages.ts).
 */
export async function fetchAllAfter(
  url: string,
  cookie: string,
  channel: string,
  after: number,
): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let cursor = after;
  for (;;) {
    const response = await fetch(
      `${url}/api/channels/${encodeURIComponent(channel)}/messages?after=${cursor}&limit=100`,
      { headers: { cookie } },
    );
    if (!response.ok) {
      throw new Error(`GET messages after ${cursor} answered ${response.status}`);
    }
    const page = (await response.json()) as { messages: ChatMessage[]; hasMore: boolean };
    all.push(...page.messages);
    const last = page.messages[page.messages.length - 1];
    if (!page.hasMore || !last) return all;
    cursor = last.id;
  }
}

/** The id of the newest message in a channel (0 when it is empty). */
export async function newestId(url: string, cookie: string, channel: string): Promise<number> {
  const response = await fetch(
    `${url}/api/channels/${encodeURIComponent(channel)}/messages?limit=1`,
    { headers: { cookie } },
  );
  if (!response.ok) throw new Error(`GET newest message answered ${response.status}`);
  const page = (await response.json()) as { messages: ChatMessage[] };
  return page.messages[page.messages.length - 1]?.id ?? 0;
}
