import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '@bbt/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { ChatClient, sendStream, waitUntil } from '../src/test/chat-client';
import {
  newestId,
  serverEnv,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../src/test/server-process';
import type { Persona } from '../src/test/test-app';
import { createTestDatabase, type TestDatabase } from '../src/test/test-database';
import { startNginx, type Nginx } from './nginx';

/**
 * The shipped deployment on one machine: Debian's nginx running deploy/nginx.conf in front of
 * two server processes on one PostgreSQL database and one Redis, the app configured with
 * docker-compose.yml's TRUST_PROXY. Every request and socket of these tests goes through nginx.
 */
const INVITE_VISITS_PER_MINUTE = 30; // modules/marketing/routes.ts
const CHATTERS: Persona[] = ['founder', 'admin', 'premium', 'free'];

let database: TestDatabase;
let dataDir: string;
let instances: ServerProcess[] = [];
let nginx: Nginx | undefined;
const clients: ChatClient[] = [];

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL) {
    throw new Error(
      'The deployment test runs two server processes on one PostgreSQL database and one Redis: ' +
        'set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) and REDIS_URL.',
    );
  }
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-deploy-'));
  const env = serverEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL,
    TRUST_PROXY: await composeTrustProxy(),
  });
  instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  nginx = await startNginx(instances.map((instance) => instance.port));
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await nginx?.stop();
  await Promise.allSettled(instances.map((instance) => instance.killHard()));
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('nginx in front of two instances', () => {
  it('holds a per-client rate limit however each request forges X-Forwarded-For', async () => {
    const visit = `${nginx!.url}/api/invites/nobody-${randomBytes(4).toString('hex')}/visit`;
    // A client address of its own (all of 127/8 is this machine), so no earlier run's counter
    // in the shared Redis counts against it.
    const client = randomLoopbackAddress();
    const statuses: number[] = [];
    for (let n = 0; n < INVITE_VISITS_PER_MINUTE + 2; n++)
      statuses.push(await postFrom(client, visit, `198.51.100.${n % 250}, 203.0.113.${n % 250}`));
    expect(statuses).toEqual([...Array<number>(INVITE_VISITS_PER_MINUTE).fill(404), 429, 429]);
    // The limit is that client's, not nginx's: another one behind the same nginx is let in.
    expect(await postFrom(randomLoopbackAddress(), visit, '198.51.100.1')).toBe(404);
  });

  it('carries a WebSocket: a member sends a message, it is acknowledged and reaches another member', async () => {
    const runId = randomBytes(4).toString('hex');
    const [sender, reader] = await Promise.all([
      chatter('founder', runId, 'ws-sender'),
      chatter('free', runId, 'ws-reader'),
    ]);
    const message = await sender.post('hello through nginx');
    expect(message.text).toBe('hello through nginx');
    await reader.until(() => reader.view.has(message.id), 'the reader to receive it', 10_000);
  });

  it('loses no acknowledged message when the instance serving the members is killed', async () => {
    const runId = randomBytes(4).toString('hex');
    const chatters = await Promise.all(CHATTERS.map((persona) => chatter(persona, runId, persona)));
    const serving = await instanceServing(chatters.length);

    const stream = sendStream(chatters, 60, (n) => `through nginx ${n}`);
    await waitUntil(
      chatters,
      () => stream.sent >= 60 && chatters.every((c) => c.acked.size > 0),
      '60 sends, some acknowledged for every member',
      30_000,
    );
    await serving.killHard();
    const sentAtKill = stream.sent;
    await waitUntil(chatters, () => stream.sent >= sentAtKill + 60, '60 more sends', 20_000);
    stream.stop();
    await waitUntil(
      chatters,
      () => chatters.every((c) => c.connected && c.pending.size === 0),
      'every member back through nginx, every send acknowledged',
      45_000,
    );
    expect(chatters.flatMap((c) => [...c.refused.values()])).toEqual([]);
    expect(
      chatters.map((c) => c.connections.length),
      'each member reconnected once, through nginx to the other instance',
    ).toEqual(chatters.map(() => 2));

    const acknowledged = chatters.flatMap((c) => [...c.acked.keys()]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(120);
    const stored = await storedClientIds(runId);
    expect(acknowledged.filter((clientId) => !stored.has(clientId))).toEqual([]);
    expect(stored.size, 'each stored once').toBe(acknowledged.length);
  }, 120_000);
});

/** A chat client in #general that signs in and connects through nginx (WebSocket only). */
async function chatter(persona: Persona, runId: string, label: string): Promise<ChatClient> {
  const url = nginx!.url;
  const cookie = await signInOver(url, persona);
  const client = new ChatClient({
    urls: [url],
    cookie,
    channel: 'general',
    label,
    runId,
    baseline: await newestId(url, cookie, 'general'),
    // CI's shared Redis also carries other servers' broadcasts: only this run's count.
    accept: (message: ChatMessage) => message.clientId?.startsWith(`${runId}-`) ?? false,
  });
  clients.push(client);
  await client.start();
  return client;
}

/** The instance holding the members' sockets (nginx's ip_hash sends 127.0.0.1 to one). */
async function instanceServing(sockets: number): Promise<ServerProcess> {
  for (const instance of instances) {
    const metrics = await (await fetch(`${instance.url}/metrics`)).text();
    const open = Number(/^socket_connections (\d+)$/m.exec(metrics)?.[1] ?? 0);
    if (open >= sockets) return instance;
  }
  throw new Error(`no instance holds the ${sockets} sockets opened through nginx`);
}

async function storedClientIds(runId: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ client_id: string }>(
      'select client_id from messages where client_id like $1',
      [`${runId}-%`],
    );
    return new Set(rows.map((row) => row.client_id));
  } finally {
    await client.end();
  }
}

/** TRUST_PROXY as docker-compose.yml sets it for the app instances behind deploy/nginx.conf. */
async function composeTrustProxy(): Promise<string> {
  const compose = await readFile(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const value = /^\s+TRUST_PROXY:\s*'([^']*)'\s*$/m.exec(compose)?.[1];
  if (value === undefined) throw new Error("docker-compose.yml sets no TRUST_PROXY: '...'");
  return value;
}

function randomLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** An empty POST from `localAddress`, with the X-Forwarded-For a client wrote; the status. */
function postFrom(localAddress: string, url: string, forwardedFor: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'x-forwarded-for': forwardedFor, 'content-length': '0' },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}
