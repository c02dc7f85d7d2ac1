/**
 * Helpers shared by the benchmarks: free ports, spawning the real server (a temp DATA_DIR,
 * embedded PGlite, no Redis) or a bare baseline script, dev sign-in, and reading a server
 * process's memory.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, signInOver } from '../src/test/server-process';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '../../..');

// The same helpers the fault tests use to run and sign in to real server processes.
export { freePort, signInOver as signIn };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
  gaveUp: () => boolean = () => false,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gaveUp()) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not start`);
}

interface NodeOptions {
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
  /** Raise the soft open-files limit to the hard one (for thousands of sockets). */
  raiseFileLimit?: boolean;
  /** Node flags before the script (after `--import tsx`). */
  nodeArgs?: string[];
}

/** `node --import tsx <script> ...args` from the repository root. */
export function runNode(script: string, args: string[] = [], options: NodeOptions = {}) {
  const argv = ['--import', 'tsx', ...(options.nodeArgs ?? []), script, ...args];
  const spawnOptions = {
    cwd: repoRoot,
    env: options.env ?? process.env,
    stdio: options.stdio ?? (['ignore', 'pipe', 'inherit'] as StdioOptions),
  };
  if (!options.raiseFileLimit) return spawn(process.execPath, argv, spawnOptions);
  // `exec` keeps the pid: the shell becomes the node process, with the higher limit.
  return spawn(
    'sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', process.execPath, ...argv],
    spawnOptions,
  );
}

/** Runs one of the scripts in bench/. */
export const runBenchScript = (script: string, args: string[] = [], options: NodeOptions = {}) =>
  runNode(path.join(benchDir, script), args, options);

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM, then SIGKILL if the process has not exited within `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

export interface ServerMemory {
  /** VmRSS of the server process, read from /proc. */
  rss: number;
  /** process.memoryUsage().heapUsed after a forced GC (only with `probe`). */
  heapUsed: number;
}

export interface RunningServer {
  url: string;
  pid: number;
  process: ChildProcess;
  /** Forces a GC in the server (through the memory probe) and reads its memory. */
  memory(): Promise<ServerMemory>;
  stop(): Promise<void>;
}

interface ServerOptions {
  env?: Record<string, string>;
  /** Load bench/memory-probe.ts into the server (with --expose-gc) so memory() can force a GC. */
  probe?: boolean;
  raiseFileLimit?: boolean;
  /** Extra node flags, e.g. --cpu-prof for a profile of the run. */
  nodeArgs?: string[];
}

/** Resident set size of a process in bytes, from /proc/<pid>/status. */
export function readRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

function probeArgs(probe: boolean | undefined): string[] {
  return probe
    ? ['--expose-gc', '--import', pathToFileURL(path.join(benchDir, 'memory-probe.ts')).href]
    : [];
}

function memoryReader(child: ChildProcess, probe: boolean | undefined) {
  return async (): Promise<ServerMemory> => {
    const pid = child.pid ?? 0;
    if (!probe) return { rss: readRss(pid), heapUsed: Number.NaN };
    const reply = new Promise<{ heapUsed: number }>((resolve) =>
      child.once('message', (message) => resolve(message as { heapUsed: number })),
    );
    child.send('bench:memory');
    const { heapUsed } = await reply;
    return { rss: readRss(pid), heapUsed };
  };
}

/**
 * The real server (`apps/server/src/main.ts`) on a free port with its own temp DATA_DIR and the
 * embedded database, warnings-only logs, and a flood limit high enough for the load.
 */
export async function startAppServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-bench-'));
  const child = runNode('apps/server/src/main.ts', [], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One sender posts faster than the per-member flood limit allows a person to.
      CHAT_FLOOD_MESSAGES: '1000000',
      // The load generator opens every client on one member's cookie.
      CHAT_SOCKETS_PER_MEMBER: '1000000',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit', ...(options.probe ? ['ipc' as const] : [])],
    raiseFileLimit: options.raiseFileLimit,
    nodeArgs: [...probeArgs(options.probe), ...(options.nodeArgs ?? [])],
  });
  const stop = async () => {
    // Requests still running after the load generator hung up finish before the database closes.
    if (child.exitCode === null) await sleep(1_000);
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      async () => (await fetch(`${url}/readyz`)).ok,
      'the Blue Badge server',
      60_000,
      () => child.exitCode !== null,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    process: child,
    memory: memoryReader(child, options.probe),
    stop,
  };
}

/** A baseline script from bench/ that takes its port as the first argument and prints 'ready'. */
export async function startBareServer(
  script: string,
  args: string[] = [],
  options: ServerOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = runBenchScript(script, [String(port), ...args], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit', ...(options.probe ? ['ipc' as const] : [])],
    raiseFileLimit: options.raiseFileLimit,
    nodeArgs: probeArgs(options.probe),
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    process: child,
    memory: memoryReader(child, options.probe),
    stop: () => stopProcess(child),
  };
}

/** Right-aligned table for the console. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    )
    .join('\n');
}

export const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
