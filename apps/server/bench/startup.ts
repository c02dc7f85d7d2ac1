/**
 * Start-up: time from spawn to listening (the port accepts a connection) and to GET /healthz
 * answering 200, and the process's memory before any connection: RSS once settled (3 s after
 * ready) and after a forced GC (bench/memory-probe.ts), the peak (VmHWM) and the heap in use
 * after the GC. Each run starts the server on a fresh DATA_DIR (the first start creates,
 * migrates and seeds the embedded database) and again on the same DATA_DIR (a restart), both
 * as `npm run dev` runs it (tsx) and as `npm start` runs it (the bundle,
 * decision 0027). Beside them the bare Socket.IO server, through tsx as the other benchmarks
 * start it and as a plain script.
 *
 * BENCH_STARTUP_RUNS (default 3): runs of each; the table shows medians. BENCH_SERVER_DIR
 * (lib.ts): the server of another checkout, bundled by this checkout's build script.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, transform } from 'esbuild';
import { buildServer, serverBundle } from '../scripts/build-server';
import {
  announceServerUnderTest,
  benchDir,
  freePort,
  mib,
  runBenchScript,
  runNode,
  serverRoot,
  sleep,
  stopProcess,
  table,
} from './lib';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const SETTLE_MS = 3_000;
const READY_TIMEOUT_MS = 120_000;
const POLL_MS = 10;

interface Launch {
  port: number;
  dataDir: string;
  /** Node flags that load the memory probe. */
  probe: string[];
}

interface Target {
  name: string;
  /** The real server answers /healthz and keeps a database; the bare one does neither. */
  server: boolean;
  spawn(launch: Launch): ChildProcess;
}

interface Sample {
  target: string;
  start: 'first start' | 'restart' | 'start';
  listenMs: number;
  healthzMs: number;
  rss: number;
  rssAfterGc: number;
  peak: number;
  heapUsed: number;
}

const STDIO = ['ignore', 'ignore', 'inherit', 'ipc'] as const;

function serverEnv({ port, dataDir }: Launch): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  };
}

const plainNode = (script: string, args: string[], launch: Launch, env = process.env) =>
  spawn(process.execPath, [...launch.probe, script, ...args], {
    cwd: serverRoot,
    env,
    stdio: [...STDIO],
  });

/** Bundles the bare server with its packages into one script that plain `node` runs. */
async function bundleBareServer(outDir: string): Promise<string> {
  const outfile = path.join(outDir, 'bare-socketio-server.cjs');
  await build({
    entryPoints: [path.join(benchDir, 'bare-socketio-server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // ws loads these optional native helpers when they are installed.
    external: ['bufferutil', 'utf-8-validate'],
    logLevel: 'warning',
  });
  return outfile;
}

/** The memory probe as plain JavaScript, so processes without tsx load it too. */
async function writeProbe(outDir: string): Promise<string[]> {
  const source = await readFile(path.join(benchDir, 'memory-probe.ts'), 'utf8');
  const probe = path.join(outDir, 'memory-probe.mjs');
  await writeFile(probe, (await transform(source, { loader: 'ts', format: 'esm' })).code);
  return ['--expose-gc', '--import', pathToFileURL(probe).href];
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function healthy(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
  await response?.body?.cancel();
  return response?.status === 200;
}

async function waitFor(check: () => Promise<boolean>, child: ChildProcess, what: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await check())) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what}: the process exited (${child.exitCode ?? child.signalCode})`);
    }
    if (Date.now() > deadline) throw new Error(`${what}: not ready in ${READY_TIMEOUT_MS} ms`);
    await sleep(POLL_MS);
  }
}

function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) * 1024;
}

function heapAfterGc(child: ChildProcess): Promise<{ heapUsed: number; rss: number }> {
  const reply = new Promise<{ heapUsed: number; rss: number }>((resolve) =>
    child.once('message', (message) => resolve(message as { heapUsed: number; rss: number })),
  );
  child.send('bench:memory');
  return reply;
}

async function measureStart(
  target: Target,
  start: Sample['start'],
  dataDir: string,
  probe: string[],
): Promise<Sample> {
  const port = await freePort();
  const spawned = Date.now();
  const child = target.spawn({ port, dataDir, probe });
  try {
    const label = `${target.name} (${start})`;
    await waitFor(() => accepts(port), child, label);
    const listenMs = Date.now() - spawned;
    let healthzMs = Number.NaN;
    if (target.server) {
      await waitFor(() => healthy(port), child, label);
      healthzMs = Date.now() - spawned;
    }
    await sleep(SETTLE_MS);
    const pid = child.pid ?? 0;
    const rss = procStatus(pid, 'VmRSS');
    const { heapUsed, rss: rssAfterGc } = await heapAfterGc(child);
    return {
      target: target.name,
      start,
      listenMs,
      healthzMs,
      rss,
      rssAfterGc,
      peak: procStatus(pid, 'VmHWM'),
      heapUsed,
    };
  } finally {
    await stopProcess(child);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (ms: number) => (Number.isNaN(ms) ? '-' : (ms / 1000).toFixed(2));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  const scratch = await mkdtemp(path.join(tmpdir(), 'bbt-bench-startup-'));
  try {
    announceServerUnderTest();
    const serverDir = path.join(serverRoot, 'apps/server');
    await buildServer(serverDir);
    const probe = await writeProbe(scratch);
    const bareBundle = await bundleBareServer(scratch);
    const targets: Target[] = [
      {
        name: 'server, tsx',
        server: true,
        spawn: (launch) =>
          runNode(path.join(serverDir, 'src/main.ts'), [], {
            cwd: serverRoot,
            env: serverEnv(launch),
            stdio: [...STDIO],
            nodeArgs: launch.probe,
          }),
      },
      {
        name: 'server, bundle',
        server: true,
        spawn: (launch) => plainNode(serverBundle(serverDir), [], launch, serverEnv(launch)),
      },
      {
        name: 'bare Socket.IO, tsx',
        server: false,
        spawn: (launch) =>
          runBenchScript('bare-socketio-server.ts', [String(launch.port)], {
            stdio: [...STDIO],
            nodeArgs: launch.probe,
          }),
      },
      {
        name: 'bare Socket.IO, node',
        server: false,
        spawn: (launch) => plainNode(bareBundle, [String(launch.port)], launch),
      },
    ];

    console.log(`Start-up, ${RUNS} run(s) of each; load average ${load()}`);
    const samples: Sample[] = [];
    // Targets take turns within a run, so a busier moment of the machine falls on all of them.
    for (let run = 1; run <= RUNS; run++) {
      for (const target of targets) {
        if (!target.server) {
          samples.push(await measureStart(target, 'start', scratch, probe));
          continue;
        }
        const dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-bench-startup-data-'));
        try {
          samples.push(await measureStart(target, 'first start', dataDir, probe));
          samples.push(await measureStart(target, 'restart', dataDir, probe));
        } finally {
          await rm(dataDir, { recursive: true, force: true });
        }
      }
      console.log(`run ${run} of ${RUNS} done; load average ${load()}`);
    }

    const groups = new Map<string, Sample[]>();
    for (const sample of samples) {
      const key = `${sample.target}\u0000${sample.start}`;
      groups.set(key, [...(groups.get(key) ?? []), sample]);
    }
    const rows = [...groups.values()].map((group) => {
      const mid = (key: keyof Sample) => median(group.map((sample) => Number(sample[key])));
      return [
        group[0]!.target,
        group[0]!.start,
        seconds(mid('listenMs')),
        seconds(mid('healthzMs')),
        mib(mid('rss')),
        mib(mid('rssAfterGc')),
        mib(mid('peak')),
        mib(mid('heapUsed')),
      ];
    });
    console.log(
      `\nStart-up and memory before any connection (medians of ${RUNS}; embedded database, no Redis)`,
    );
    console.log(
      table(
        [
          'target',
          'start',
          'listening s',
          '/healthz s',
          'RSS MiB',
          'RSS after GC MiB',
          'peak RSS MiB',
          'heap after GC MiB',
        ],
        rows,
        2,
      ),
    );
    console.log(
      '(RSS: 3 s after ready; peak: VmHWM over the whole start; the bare server has no /healthz)',
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
