import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '@bbt/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ChatClient, sendStream, waitUntil } from '../../test/chat-client';
import {
  fetchAllAfter,
  newestId,
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
import type { Persona } from '../../test/test-app';

/**
 * The real server process (main.ts) killed with SIGKILL while four members send about 100
 * messages a second without waiting for acknowledgements, then restarted on the same data
 * (the PGlite directory, or the PostgreSQL database when TEST_DATABASE_URL is set). The
 * members reconnect by themselves, catch up and resend what had no acknowledgement with the
 * same client ids, as the web app does.
 */
const BACKENDS = ['embedded', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;
const PERSONAS: Persona[] = ['founder', 'admin', 'premium', 'free'];
const RATE = 100;

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const totalAcked = (clients: ChatClient[]) => clients.reduce((n, c) => n + c.acked.size, 0);

describe.each(BACKENDS)('chat on the %s database, killed with SIGKILL mid-stream', (backend) => {
  it('keeps every acknowledged message, exactly once, and resends make no duplicates', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-faults-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await copyTemplateToDataDir(dataDir);
    let database: TestDatabase | undefined;
    if (backend === 'postgres') {
      database = await createTestDatabase();
      cleanups.push(() => database!.drop());
    }
    const env = serverEnv({ DATA_DIR: dataDir, DATABASE_URL: database?.url });
    let server: ServerProcess = await startServerProcess(env);
    cleanups.push(() => server.killHard());

    const cookies = await Promise.all(PERSONAS.map((p) => signInOver(server.url, p)));
    const baseline = await newestId(server.url, cookies[0]!, 'general');
    const runId = randomBytes(4).toString('hex');
    const clients = PERSONAS.map(
      (persona, i) =>
        new ChatClient({
          urls: [server.url],
          cookie: cookies[i]!,
          channel: 'general',
          label: persona,
          runId,
          baseline,
        }),
    );
    cleanups.push(async () => clients.forEach((c) => c.close()));
    await Promise.all(clients.map((c) => c.start()));

    // ~100 messages a second from four members, none of them waiting for acknowledgements.
    const stream = sendStream(clients, RATE, (n) => `under fire ${n}`);
    await waitUntil(
      clients,
      () => stream.sent >= 150 && totalAcked(clients) >= 30,
      '150 sends and 30 acknowledgements',
      60_000,
    );
    // A last burst, and the kill in the same tick: these are surely in flight when it dies.
    for (const client of clients) for (let i = 0; i < 5; i++) client.send(`last words ${i}`);
    const killed = server.killHard();
    stream.stop();
    await killed;
    const ackedBeforeKill = new Map<string, number>();
    for (const client of clients)
      for (const [clientId, ids] of client.acked) ackedBeforeKill.set(clientId, [...ids][0]!);
    // Sends in flight when it died: some stored without an acknowledgement, some never stored.
    const unacknowledgedAtKill = clients.flatMap((c) => [...c.pending.keys()]);
    expect(unacknowledgedAtKill.length, 'sends in flight at the kill').toBeGreaterThanOrEqual(20);
    await waitUntil(clients, () => clients.every((c) => !c.connected), 'every client to notice');

    // Same data, same port: the clients come back by themselves, catch up, resend.
    server = await startServerProcess(env, server.port);
    await waitUntil(
      clients,
      () => clients.every((c) => c.connected && c.connections.length === 2 && c.pending.size === 0),
      'every client to reconnect and have its unacknowledged sends acknowledged',
      60_000,
    );
    // A client that lost an acknowledgement can't tell it from a send that never arrived: it
    // sends again with the same client id, and gets the stored message back.
    for (const client of clients) {
      const mine = [...client.acked.keys()].filter((id) => ackedBeforeKill.has(id)).slice(-5);
      for (const clientId of mine) {
        expect((await client.resendAcknowledged(clientId)).id).toBe(ackedBeforeKill.get(clientId));
      }
    }
    // And the restarted server takes new messages at the same rate.
    const before = totalAcked(clients);
    const again = sendStream(clients, RATE, (n) => `after restart ${n}`);
    await waitUntil(clients, () => totalAcked(clients) >= before + 50, '50 more', 60_000);
    again.stop();
    await waitUntil(clients, () => clients.every((c) => c.pending.size === 0), 'the last acks');

    const stored = await fetchAllAfter(server.url, cookies[0]!, 'general', baseline);
    const byClientId = new Map<string, ChatMessage[]>();
    for (const message of stored) {
      const list = byClientId.get(message.clientId ?? '') ?? [];
      list.push(message);
      byClientId.set(message.clientId ?? '', list);
    }
    const duplicated = [...byClientId].filter(([, list]) => list.length > 1).map(([id]) => id);
    expect(duplicated, 'client ids stored more than once').toEqual([]);
    const lost = [...ackedBeforeKill].filter(
      ([clientId, id]) => byClientId.get(clientId)?.[0]?.id !== id,
    );
    expect(lost, 'acknowledged before the kill but not stored under the acknowledged id').toEqual(
      [],
    );
    for (const client of clients) {
      expect(client.refused, `${client.options.label}: refused sends`).toEqual(new Map());
      for (const [clientId, ids] of client.acked) {
        expect([...ids], `${clientId} acknowledged with different ids`).toHaveLength(1);
        expect(byClientId.get(clientId)?.[0]?.id, `${clientId} stored`).toBe([...ids][0]);
      }
    }
    // What had no acknowledgement was sent again after the reconnect, and is there once.
    const resent = new Set(clients.flatMap((c) => c.resent));
    for (const clientId of unacknowledgedAtKill) {
      expect(resent.has(clientId), `${clientId} resent`).toBe(true);
      expect(byClientId.get(clientId), `${clientId} stored once`).toHaveLength(1);
    }
    // Everything stored was sent by this test, and everything sent is stored: once each.
    const sent = new Set(clients.flatMap((c) => [...c.acked.keys()]));
    expect(new Set(byClientId.keys())).toEqual(sent);
    expect(stored).toHaveLength(sent.size);
  }, 180_000);
});
