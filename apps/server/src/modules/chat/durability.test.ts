import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '@bbt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { connectWithCookie } from '../../test/test-sockets';

const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
let database: TestDatabase | undefined;
let env: Record<string, string>;
let server: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(port), PUBLIC_URL: url, HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ready = await fetch(`${url}/readyz`).catch(() => undefined);
    if (ready?.ok) return url;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

function killHard(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  // The server process gets its own database: a PGlite directory, or a fresh PostgreSQL one.
  database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CHAT_FLOOD_MESSAGES: '100000',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bbt-durability-')),
    ...(database?.url && { DATABASE_URL: database.url }),
  };
});
afterAll(async () => {
  await killHard();
  await database?.drop();
});

describe('an acknowledged message', () => {
  it('is still there after the server is killed right after the acknowledgement', async () => {
    let url = await startServer();
    const signIn = await fetch(`${url}/api/dev/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ as: 'founder' }),
    });
    const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const socket = await connectWithCookie(url, cookie);
    const acknowledged: ChatMessage[] = [];
    for (let i = 0; i < 20; i++) {
      const ack = await socket.timeout(5_000).emitWithAck('message:send', {
        channel: 'general',
        clientId: randomUUID(),
        text: `durable ${i}`,
      });
      if (!ack.ok) throw new Error(ack.error.message);
      acknowledged.push(ack.data);
    }
    // No graceful shutdown: the process dies the moment the last acknowledgement arrived.
    await killHard();
    socket.disconnect();

    url = await startServer();
    const again = await fetch(`${url}/api/dev/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ as: 'founder' }),
    });
    const history = await fetch(`${url}/api/channels/general/messages`, {
      headers: { cookie: again.headers.getSetCookie()[0]?.split(';')[0] ?? '' },
    });
    const stored = ((await history.json()) as { messages: ChatMessage[] }).messages.map(
      (m) => m.id,
    );
    expect(stored).toEqual(expect.arrayContaining(acknowledged.map((m) => m.id)));
    await killHard();
  }, 120_000);

  it('shuts down promptly on SIGTERM while sockets are connected', async () => {
    const url = await startServer();
    const signIn = await fetch(`${url}/api/dev/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ as: 'free' }),
    });
    const socket = await connectWithCookie(
      url,
      signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '',
    );
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const child = server!;
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    const started = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await disconnected).toBe('io server disconnect');
  }, 60_000);
});
