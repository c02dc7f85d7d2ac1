import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '@bbt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverEnv,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process';
import {
  copyTemplateToDataDir,
  createTestDatabase,
  type TestDatabase,
} from '../../test/test-database';
import { connectWithCookie } from '../../test/test-sockets';

let database: TestDatabase | undefined;
let env: Record<string, string>;
let server: ServerProcess | undefined;

const startServer = async (): Promise<string> => {
  server = await startServerProcess(env);
  return server.url;
};

beforeAll(async () => {
  // The server process gets its own database: a PGlite directory, or a fresh PostgreSQL one.
  database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-durability-'));
  await copyTemplateToDataDir(dataDir);
  env = serverEnv({ DATA_DIR: dataDir, DATABASE_URL: database?.url });
});
afterAll(async () => {
  await server?.killHard();
  await database?.drop();
});

describe('an acknowledged message', () => {
  it('is still there after the server is killed right after the acknowledgement', async () => {
    let url = await startServer();
    const socket = await connectWithCookie(url, await signInOver(url, 'founder'));
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
    await server!.killHard();
    socket.disconnect();

    url = await startServer();
    const history = await fetch(`${url}/api/channels/general/messages`, {
      headers: { cookie: await signInOver(url, 'founder') },
    });
    const stored = ((await history.json()) as { messages: ChatMessage[] }).messages.map(
      (m) => m.id,
    );
    expect(stored).toEqual(expect.arrayContaining(acknowledged.map((m) => m.id)));
    await server!.killHard();
  }, 120_000);

  it('shuts down promptly on SIGTERM while sockets are connected', async () => {
    const url = await startServer();
    const socket = await connectWithCookie(url, await signInOver(url, 'free'));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const child = server!.child;
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
