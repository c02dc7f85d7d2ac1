/**
 * `BENCH_ONLY=push npm run bench` (or `node --import tsx apps/server/bench/push.ts`): Web Push
 * at the size of a community (decision 0055, decision 0070, decision 0081). BENCH_PUSH_MEMBERS members (default 1000)
 * with signals access and one device each, subscribed to a local fake push service (the tests'
 * one: it checks each request's VAPID signature, and decrypts every BENCH_PUSH_DECRYPT_EVERY-th
 * payload (default 50; 1: all) as a browser would: a real push service never decrypts);
 * an analyst posts a signal, which fans out to all of them. For each of BENCH_PUSH_SIGNALS
 * signals (default 5, one at a time): the time to enqueue (POST /api/signals answered: the
 * signal's fan-out is written in its transaction, decision 0081), the time until the push service has
 * accepted each push and the last one (from the POST), and the server's CPU meanwhile (all its threads, and its main thread alone).
 *
 * Then whether the chat's send path waits for push: `acked` (acknowledged-send latency, the
 * senders of acked-send.ts at BENCH_PUSH_RATE messages/s for BENCH_PUSH_SECONDS) while the
 * analyst posts a signal every BENCH_PUSH_SIGNAL_EVERY_MS (default 2000), measured against a
 * server whose members have devices (every signal pushes to all of them meanwhile) and against
 * one whose members have none (the same signals push to no one). The members and their devices
 * are written into the server's embedded database (PGlite, in its DATA_DIR) before it starts,
 * or, with BENCH_DATABASE_URL (a PostgreSQL server's URL), into a database of the server's own,
 * created for it and dropped after: there the database's work runs in its own processes, not
 * on the server's main thread as the embedded one's does.
 *
 * The bare baseline, before and after: the same number of pushes encrypted for their devices
 * (RFC 8291) with web-push on one thread of this process, nothing else: the floor of the CPU
 * Web Push costs the server per push.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DevPersonaKey } from '@bbt/domain';
import webPush from 'web-push';
import { openDatabase } from '../src/db/client';
import { pushSubscriptions } from '../src/db/schema';
import { createMember } from '../src/test/factories';
import { createDatabaseOn } from './generated-history';
import {
  startFakePushService,
  type SampledPushService as FakePushService,
} from '../src/test/fake-push-service';
import type { SendOptions, SendReport } from './acked-send';
import {
  announceServerUnderTest,
  percentile,
  readCpuMs,
  reporting,
  runBenchScript,
  signIn,
  sleep,
  startAppServer,
  stopProcess,
  table,
  waitUntil,
  type RunningServer,
} from './lib';

const postgresUrl = process.env.BENCH_DATABASE_URL;
const settings = {
  members: Number(process.env.BENCH_PUSH_MEMBERS ?? 1000),
  signals: Number(process.env.BENCH_PUSH_SIGNALS ?? 5),
  rate: Number(process.env.BENCH_PUSH_RATE ?? 50),
  seconds: Number(process.env.BENCH_PUSH_SECONDS ?? 10),
  signalEveryMs: Number(process.env.BENCH_PUSH_SIGNAL_EVERY_MS ?? 2000),
  decryptEvery: Number(process.env.BENCH_PUSH_DECRYPT_EVERY ?? 50),
};
const SENDER_PERSONAS: DevPersonaKey[] = ['free', 'premium', 'marketing', 'support'];
/** Long enough for the slowest fan-out seen on a busy 2-core machine, many times over. */
const FAN_OUT_TIMEOUT_MS = 60_000;
const START_DELAY_MS = 300;
/** The server's VAPID identity, given to it (as production's is) so the fake service checks it. */
const VAPID = webPush.generateVAPIDKeys();

let signalNumber = 0;

/**
 * The floor: a signal's pushes encrypted for their devices on one thread (web-push's
 * generateRequestDetails: an ECDH key pair and agreement, HKDF and AES-GCM each), not sent.
 */
function encryptionFloorMs(pushService: FakePushService) {
  const devices = Array.from({ length: settings.members }, () => pushService.newDevice());
  const payload = JSON.stringify({
    title: 'BENCH 1 long',
    body: 'Entry 1.0850, exit 1.0900, +50 pips',
    url: '/signals',
    tag: 'signals',
  });
  const started = performance.now();
  for (const { subscription } of devices)
    webPush.generateRequestDetails(subscription, payload, {
      headers: { Authorization: 'vapid t=bench, k=bench' },
      TTL: 60,
    });
  return performance.now() - started;
}

/** The analyst posts a signal; resolves with when the POST left and when it was answered. */
async function postSignal(url: string, analyst: string) {
  signalNumber += 1;
  const sentAt = Date.now();
  const response = await fetch(`${url}/api/signals`, {
    method: 'POST',
    headers: { cookie: analyst, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `BENCH ${signalNumber} long`,
      entry: '1.0850',
      exit: '1.0900',
      profit: '+50 pips',
    }),
  });
  if (response.status !== 201) throw new Error(`POST /api/signals answered ${response.status}`);
  return { sentAt, answeredAt: Date.now() };
}

/**
 * A database of one server's own: a folder of the embedded database, or a PostgreSQL database
 * on BENCH_DATABASE_URL's server. `env` tells the server where it is.
 */
async function freshDatabase(): Promise<{
  open(): ReturnType<typeof openDatabase>;
  env: Record<string, string>;
  drop(): Promise<unknown>;
}> {
  if (!postgresUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-bench-push-'));
    return {
      open: () => openDatabase({ dataDir }),
      env: { DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createDatabaseOn(postgresUrl, 'bbt_bench_push');
  return {
    open: () => openDatabase({ databaseUrl: database.url, dataDir: null }),
    env: { DATABASE_URL: database.url },
    drop: database.drop,
  };
}

/**
 * A server whose database holds the members (and, `pushService` given, one device each on it),
 * written before it starts: the embedded database belongs to one process at a time.
 */
async function startServerWithMembers(pushService: FakePushService | undefined) {
  const place = await freshDatabase();
  try {
    await writeMembers(place, pushService);
    const server = await startAppServer({
      env: {
        ...place.env,
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        VAPID_SUBJECT: 'mailto:bench@example.com',
      },
    });
    return {
      server,
      async stop() {
        await server.stop();
        await place.drop();
      },
    };
  } catch (error) {
    await place.drop();
    throw error;
  }
}

/** The members, with one device each on `pushService` when given, written and closed. */
async function writeMembers(
  place: Awaited<ReturnType<typeof freshDatabase>>,
  pushService: FakePushService | undefined,
) {
  const database = await place.open();
  try {
    await database.migrate();
    const devices = [];
    for (let i = 0; i < settings.members; i++) {
      const member = await createMember(database.db, {
        name: `Pusher${String(i).padStart(4, '0')}`,
        roles: ['free_member', 'premium_signals'],
      });
      if (pushService) devices.push({ userId: member.id, ...pushService.newDevice().subscription });
    }
    for (let i = 0; i < devices.length; i += 500) {
      await database.db
        .insert(pushSubscriptions)
        .values(
          devices
            .slice(i, i + 500)
            .map(({ userId, endpoint, keys, label }) => ({ userId, endpoint, label, ...keys })),
        );
    }
  } finally {
    await database.close();
  }
}

interface FanOut {
  enqueueMs: number;
  /** From the POST to each push accepted by the push service, ascending. */
  latencies: number[];
  lastMs: number;
  serverCpuMs: number;
  /** The server's main thread alone: the event loop the chat's sends wait for. */
  mainThreadCpuMs: number;
}

/** One signal to every member's device, timed until the push service accepted the last. */
async function fanOut(
  server: RunningServer,
  analyst: string,
  pushService: FakePushService,
): Promise<FanOut> {
  const before = pushService.received.length;
  const cpuBefore = readCpuMs(server.pid);
  const mainBefore = readCpuMs(server.pid, 'main thread');
  const { sentAt, answeredAt } = await postSignal(server.url, analyst);
  await waitUntil(
    async () => pushService.received.length - before >= settings.members,
    `${settings.members} pushes of one signal`,
    FAN_OUT_TIMEOUT_MS,
  );
  const serverCpuMs = readCpuMs(server.pid) - cpuBefore;
  const mainThreadCpuMs = readCpuMs(server.pid, 'main thread') - mainBefore;
  const arrivals = pushService.received.slice(before);
  const refused = arrivals.filter((push) => push.status !== 201);
  if (refused.length > 0) throw new Error(`${refused.length} pushes were not accepted`);
  const latencies = arrivals.map((push) => push.receivedAt - sentAt).sort((a, b) => a - b);
  return {
    enqueueMs: answeredAt - sentAt,
    latencies,
    lastMs: latencies.at(-1) ?? Number.NaN,
    serverCpuMs,
    mainThreadCpuMs,
  };
}

/** Acknowledged sends while the analyst posts a signal every `signalEveryMs`. */
async function ackedDuringSignals(server: RunningServer, analyst: string) {
  const cookies = [];
  for (const persona of SENDER_PERSONAS) cookies.push(await signIn(server.url, persona));
  const options: SendOptions = {
    url: server.url,
    protocol: 'chat',
    cookies,
    rate: settings.rate,
    seconds: settings.seconds,
    warmupSeconds: 2,
  };
  const senders = runBenchScript('acked-send.ts', ['send', JSON.stringify(options)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const fromSenders = reporting<SendReport>(senders);
    const result = fromSenders('result');
    result.catch(() => undefined);
    await fromSenders('ready');
    const at = performance.timeOrigin + performance.now() + START_DELAY_MS;
    senders.send({ type: 'start', at });
    await sleep(START_DELAY_MS);
    const cpuBefore = readCpuMs(server.pid);
    let signals = 0;
    let posting = true;
    const poster = (async () => {
      while (posting) {
        await postSignal(server.url, analyst);
        signals += 1;
        await sleep(settings.signalEveryMs);
      }
    })();
    const sends = await result;
    posting = false;
    await poster;
    return { sends, signals, serverCpuMs: readCpuMs(server.pid) - cpuBefore };
  } finally {
    await stopProcess(senders, 5_000);
  }
}

async function measure(pushService: FakePushService | undefined) {
  const { server, stop } = await startServerWithMembers(pushService);
  try {
    const analyst = await signIn(server.url, 'analyst');
    const fanOuts: FanOut[] = [];
    if (pushService) {
      for (let i = 0; i < settings.signals; i++) {
        fanOuts.push(await fanOut(server, analyst, pushService));
        await sleep(1_000);
      }
    }
    const pushedBefore = pushService?.received.length ?? 0;
    const acked = await ackedDuringSignals(server, analyst);
    return { fanOuts, acked, pushed: (pushService?.received.length ?? 0) - pushedBefore };
  } finally {
    await stop();
  }
}

function report(
  pushed: Awaited<ReturnType<typeof measure>>,
  without: Awaited<ReturnType<typeof measure>>,
  floorMs: number[],
) {
  const ms = (n: number) => n.toFixed(0);
  console.log(
    `\nBare baseline: ${settings.members} pushes encrypted with web-push on one thread, before and after: ${floorMs.map(ms).join(' and ')} ms (${floorMs.map((f) => (f / settings.members).toFixed(2)).join(' and ')} ms per push)`,
  );
  console.log(
    `\nSignal fan-out: ${settings.members} members with signals access and one device each, one signal at a time; the push service decrypts ${settings.decryptEvery === 1 ? 'every push' : `every ${settings.decryptEvery}th push`}`,
  );
  console.log(
    table(
      [
        'signal',
        'enqueue ms',
        'push p50 ms',
        'push p99 ms',
        'last push ms',
        'server CPU ms',
        'CPU ms/push',
        'main thread ms/push',
      ],
      pushed.fanOuts.map((f, i) => [
        `#${i + 1}`,
        ms(f.enqueueMs),
        ms(percentile(f.latencies, 0.5)),
        ms(percentile(f.latencies, 0.99)),
        ms(f.lastMs),
        ms(f.serverCpuMs),
        (f.serverCpuMs / settings.members).toFixed(2),
        (f.mainThreadCpuMs / settings.members).toFixed(2),
      ]),
    ),
  );
  const all = pushed.fanOuts.flatMap((f) => f.latencies).sort((a, b) => a - b);
  console.log(
    `all ${all.length} pushes: p50 ${ms(percentile(all, 0.5))} ms, p99 ${ms(percentile(all, 0.99))} ms, max ${ms(all.at(-1) ?? Number.NaN)} ms (from the POST to the push service's 201)`,
  );
  console.log(
    `\nAcked send: ${SENDER_PERSONAS.length} senders, ${settings.rate} messages/s for ${settings.seconds} s, a signal posted every ${settings.signalEveryMs} ms meanwhile`,
  );
  const row = (name: string, run: typeof pushed) => {
    const { sends, signals, serverCpuMs } = run.acked;
    return [
      name,
      `${sends.acked}/${sends.sent}`,
      ...[0.5, 0.95, 0.99, 1].map((p) => percentile(sends.latencies, p).toFixed(1)),
      signals,
      run.pushed,
      ms(serverCpuMs),
    ];
  };
  console.log(
    table(
      [
        'members',
        'acked',
        'ack p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        'signals',
        'pushes accepted',
        'server CPU ms',
      ],
      [row('without devices', without), row(`${settings.members} with a device`, pushed)],
    ),
  );
  if ([pushed, without].some((run) => run.acked.sends.acked < run.acked.sends.sent)) {
    console.error('some sends were not acknowledged as stored');
    process.exit(1);
  }
}

async function main() {
  announceServerUnderTest();
  const pushService = await startFakePushService(async () => VAPID.publicKey, {
    decryptEvery: settings.decryptEvery,
  });
  try {
    const floorMs = [encryptionFloorMs(pushService)];
    const pushed = await measure(pushService);
    const without = await measure(undefined);
    floorMs.push(encryptionFloorMs(pushService));
    report(pushed, without, floorMs);
  } finally {
    await pushService.close();
  }
}

await main();
