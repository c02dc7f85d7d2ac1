import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '@bbt/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatClient, sendStream, waitUntil } from '../../test/chat-client';
import {
  fetchAllAfter,
  newestId,
  serverEnv,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process';
import type { Persona } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

/**
 * Two real server processes behind an imaginary load balancer: one PostgreSQL database, one
 * Redis. One of them is killed with SIGKILL while members on both are chatting; its members
 * move to the other and must end up with the same conversation as everyone else.
 */
const ON_A: Persona[] = ['founder', 'admin', 'premium'];
const ON_B: Persona[] = ['free', 'support', 'marketing'];
const RATE = 100;

let database: TestDatabase;
let dataDir: string;
let env: Record<string, string>;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
/** Instances started by a test (after the first A was killed). */
const more: ServerProcess[] = [];
const clients: ChatClient[] = [];

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error(
      'failover.redis.test.ts runs two server processes on one database: set TEST_DATABASE_URL ' +
        '(PostgreSQL) as well as REDIS_URL, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test',
    );
  }
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-failover-'));
  env = serverEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL,
  });
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await Promise.allSettled([a, b, ...more].map((server) => server?.killHard()));
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('two instances sharing PostgreSQL and Redis, one killed with SIGKILL', () => {
  it('moves its members to the other, and every member ends with every message once, in order', async () => {
    const serverA = a!;
    const serverB = b!;
    const cookies = new Map<Persona, string>();
    for (const persona of [...ON_A, ...ON_B])
      cookies.set(persona, await signInOver(serverA.url, persona));
    const baseline = await newestId(serverB.url, cookies.get('founder')!, 'general');
    const runId = randomBytes(4).toString('hex');
    const make = (persona: Persona, urls: string[]) =>
      new ChatClient({
        urls,
        cookie: cookies.get(persona)!,
        channel: 'general',
        label: persona,
        runId,
        baseline,
        accept: sentIn(runId),
      });
    const onA = ON_A.map((p) => make(p, [serverA.url, serverB.url]));
    const onB = ON_B.map((p) => make(p, [serverB.url, serverA.url]));
    clients.push(...onA, ...onB);
    await Promise.all(clients.map((c) => c.start()));
    expect(onA.map((c) => c.url)).toEqual(onA.map(() => serverA.url));

    const stream = sendStream(clients, RATE, (n) => `failover ${n}`);
    const someAcked = (side: ChatClient[]) => side.some((c) => c.acked.size > 0);
    await waitUntil(
      clients,
      () => stream.sent >= 150 && someAcked(onA) && someAcked(onB),
      '150 sends, and acknowledgements from both instances',
      60_000,
    );
    await serverA.killHard();
    const sentAtKill = stream.sent;
    // Everyone keeps typing while the members of A move to B.
    await waitUntil(clients, () => stream.sent >= sentAtKill + 100, '100 more sends', 30_000);
    stream.stop();
    await waitUntil(
      clients,
      () => onA.every((c) => c.connected && c.url === serverB.url),
      'the members of A to be connected to B',
      60_000,
    );
    await waitUntil(
      clients,
      () => clients.every((c) => c.pending.size === 0),
      'every send to be acknowledged',
      90_000,
    );

    const stored = await fetchAllAfter(serverB.url, cookies.get('founder')!, 'general', baseline);
    const sent = new Set(clients.flatMap((c) => [...c.acked.keys()]));
    expect(new Set(stored.map((m) => m.clientId))).toEqual(sent);
    expect(stored).toHaveLength(sent.size);
    const expected = stored.map((m) => m.id);
    const byId = new Map(stored.map((m) => [m.id, m]));
    const resent = new Set(clients.flatMap((c) => c.resent));

    const missingFrom = (c: ChatClient) => stored.filter((m) => !c.view.has(m.id));
    await waitUntil(
      clients,
      () => clients.every((c) => missingFrom(c).length === 0),
      'every member to hold every message',
      10_000,
    ).catch(() => undefined); // reported below, message by message
    const senderOf = (m: ChatMessage) =>
      clients.find((c) => m.clientId?.startsWith(`${runId}-${c.options.label}-`));
    const why = (c: ChatClient, m: ChatMessage) => {
      if (senderOf(m)?.resent.includes(m.clientId ?? ''))
        return 'stored by A, which died before broadcasting it; its sender resent it to B, which acknowledged the stored copy and broadcast nothing';
      const resumedAfter = c.catchUps[1];
      if (resumedAfter !== undefined && m.id < resumedAfter)
        return `its broadcast had not reached this member when A died, and on reconnecting the member asked only for messages after #${resumedAfter}`;
      return 'never delivered';
    };
    const report = clients.flatMap((c) =>
      missingFrom(c).map(
        (m) =>
          `${c.options.label} (connected to ${c.connections.length > 1 ? 'A, then B' : 'B'}) never received #${m.id} from ${senderOf(m)?.options.label}: ${why(c, m)}`,
      ),
    );
    const outOfOrder = clients.reduce((n, c) => n + c.outOfOrder.length, 0);
    expect(
      report,
      `messages a member never received (live deliveries that arrived after a higher id: ${outOfOrder})`,
    ).toEqual([]);

    for (const client of clients) {
      const shown: ChatMessage[] = [...client.view.values()].sort((x, y) => x.id - y.id);
      expect(
        shown.map((m) => m.id),
        `${client.options.label}: the conversation`,
      ).toEqual(expected);
      expect(shown.map((m) => m.text)).toEqual(stored.map((m) => m.text));
      expect(new Set(shown.map((m) => m.clientId)).size).toBe(shown.length);
      // A message sent once is broadcast once (a resent one may come again: merged by id).
      for (const [i, deliveries] of client.deliveries.entries()) {
        const twice = [...deliveries]
          .filter(([id, n]) => n > 1 && !resent.has(byId.get(id)?.clientId ?? ''))
          .map(([id]) => id);
        expect(twice, `${client.options.label}: delivered twice on connection ${i + 1}`).toEqual(
          [],
        );
      }
    }
  }, 180_000);
  it('delivers a message whose instance died between storing and broadcasting it, once its sender resends it', async () => {
    // The instance stores the message, then dies before it acknowledges or broadcasts it (held
    // there by a lock on a table that only the presentation after the commit reads). Its
    // sender moves to B and resends the same client id; the member on B, who was connected all
    // along, must get it.
    const serverB = b!;
    const serverA = await startServerProcess(env);
    more.push(serverA);
    const runId = randomBytes(4).toString('hex');
    const sign = async (persona: Persona) => signInOver(serverB.url, persona);
    const senderCookie = await sign('founder');
    const readerCookie = await sign('free');
    const baseline = await newestId(serverB.url, readerCookie, 'general');
    const sender = new ChatClient({
      urls: [serverA.url, serverB.url],
      cookie: senderCookie,
      channel: 'general',
      label: 'sender',
      runId,
      baseline,
      accept: sentIn(runId),
    });
    const reader = new ChatClient({
      urls: [serverB.url],
      cookie: readerCookie,
      channel: 'general',
      label: 'reader',
      runId,
      baseline,
      accept: sentIn(runId),
    });
    clients.push(sender, reader);
    await Promise.all([sender.start(), reader.start()]);

    const { storedId, clientId } = await storeThenKill(
      serverA,
      sender,
      'stored, then its server died',
    );
    await sender.until(
      () => sender.connected && sender.url === serverB.url && sender.pending.size === 0,
      'the sender to resend through B',
    );
    expect([...(sender.acked.get(clientId) ?? [])]).toEqual([storedId]);
    await reader
      .until(() => reader.view.has(storedId), `the reader to receive #${storedId}`, 10_000)
      .catch(() => undefined);
    expect(
      [...reader.view.keys()],
      `#${storedId} was stored, acknowledged to its sender on retry, and never sent to the member on B`,
    ).toContain(storedId);
  }, 120_000);

  it('gets a member the message whose broadcast died with its instance, when nobody resends it', async () => {
    // As above, A stores a message and dies before broadcasting it, but its sender never comes
    // back. The member on B learns of the gap from the next message's predecessor id, waits
    // for the missing one to arrive, and fetches it.
    const serverB = b!;
    const serverA = await startServerProcess(env);
    more.push(serverA);
    const runId = randomBytes(4).toString('hex');
    const senderCookie = await signInOver(serverB.url, 'founder');
    const readerCookie = await signInOver(serverB.url, 'free');
    const talkerCookie = await signInOver(serverB.url, 'premium');
    const baseline = await newestId(serverB.url, readerCookie, 'general');
    const make = (label: string, cookie: string, urls: string[]) =>
      new ChatClient({
        urls,
        cookie,
        channel: 'general',
        label,
        runId,
        baseline,
        accept: sentIn(runId),
      });
    const sender = make('sender', senderCookie, [serverA.url]);
    const reader = make('reader', readerCookie, [serverB.url]);
    const talker = make('talker', talkerCookie, [serverB.url]);
    clients.push(sender, reader, talker);
    await Promise.all([sender.start(), reader.start(), talker.start()]);

    const { storedId } = await storeThenKill(serverA, sender, 'its sender never came back');
    sender.close();
    const next = await talker.post('the next message');
    expect(next.previousId, 'the next message follows the lost one').toBe(storedId);

    await reader
      .until(() => reader.view.has(storedId), `the reader to fetch #${storedId}`, 10_000)
      .catch(() => undefined);
    expect([...reader.view.keys()].sort((x, y) => x - y)).toEqual([storedId, next.id]);
    expect(reader.gapFetches, 'fetched once, after what it held').toEqual([baseline]);
  }, 120_000);
});

/**
 * This run's messages: CI's shared Redis also carries other test files' broadcasts (same
 * adapter channel), whose ids mean nothing in this database.
 */
function sentIn(runId: string) {
  return (message: ChatMessage) => message.clientId?.startsWith(`${runId}-`) ?? false;
}

/**
 * Sends a message through `server` and kills it after the message is committed but before it
 * is acknowledged or broadcast: a lock on a table only the presentation after the commit
 * reads holds it there.
 */
async function storeThenKill(server: ServerProcess, sender: ChatClient, text: string) {
  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query('lock table message_reactions in access exclusive mode');
    const clientId = sender.send(text);
    const deadline = Date.now() + 30_000;
    let storedId: number | undefined;
    while (storedId === undefined && Date.now() < deadline) {
      const { rows } = await locker.query<{ id: string }>(
        'select id from messages where client_id = $1',
        [clientId],
      );
      if (rows[0]) storedId = Number(rows[0].id);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(storedId, 'the message was committed').toBeDefined();
    expect(sender.pending.has(clientId), 'and not acknowledged yet').toBe(true);
    await server.killHard();
    return { storedId: storedId!, clientId };
  } finally {
    await locker.query('rollback').catch(() => undefined);
    await locker.end();
  }
}
