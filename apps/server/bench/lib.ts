/**
 * Helpers shared by the benchmarks: free ports, spawning the real server (a temp DATA_DIR,
 * embedded PGlite, no Redis) or a bare baseline script, dev sign-in, and reading a server
 * process's memory and CPU time.
 *
 * BENCH_SERVER_DIR=<another checkout of this repository, with its own node_modules>: every
 * benchmark starts that checkout's server (its apps/server/src/main.ts, run from its root)
 * instead of this one's, so the code before a change can be measured by today's scripts.
 * The server runs as `npm start` runs it, from its esbuild bundle (built here first, with this
 * checkout's build script); BENCH_SERVER_RUN=tsx runs its sources through tsx instead.
 * BENCH_PROFILE_DIR=<folder>: every server the benchmarks start writes a CPU profile there
 * (`--cpu-prof`) when it stops; bench/profile-summary.ts sums one up.
 */
import { execFileSync, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, serverBundle } from '../scripts/build-server';
import { freePort, signInOver } from '../src/test/server-process';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '../../..');

// The same helpers the fault tests use to run and sign in to real server processes.
export { freePort, signInOver as signIn };

/** The checkout whose server the benchmarks start (BENCH_SERVER_DIR, or this one). */
export const serverRoot = path.resolve(process.env.BENCH_SERVER_DIR || repoRoot);
const serverMain = path.join(serverRoot, 'apps/server/src/main.ts');
const runsBundle = process.env.BENCH_SERVER_RUN !== 'tsx';
let bundleBuilt: Promise<string> | undefined;

/** The server's bundle, built once per benchmark process (what `npm start` runs). */
function serverBundleOnce(): Promise<string> {
  const serverDir = path.join(serverRoot, 'apps/server');
  bundleBuilt ??= buildServer(serverDir).then(() => serverBundle(serverDir));
  return bundleBuilt;
}

const git = (...args: string[]) =>
  execFileSync('git', ['-C', serverRoot, ...args], { encoding: 'utf8' }).trim();

/** The path and commit of the server under test, and whether its tree has uncommitted changes. */
export function describeServerUnderTest(): string {
  let commit: string;
  try {
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    commit = `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    commit = 'not a git checkout';
  }
  const source = serverRoot === repoRoot ? 'this checkout' : 'BENCH_SERVER_DIR';
  const run = runsBundle ? 'its bundle, as `npm start` runs it' : 'its sources through tsx';
  return `Server under test: ${serverRoot} (${source}), ${commit}; ${run}`;
}

let announced = false;
/** Prints describeServerUnderTest() once per process, at the top of a benchmark's output. */
export function announceServerUnderTest() {
  if (announced) return;
  announced = true;
  if (!existsSync(serverMain)) {
    throw new Error(
      `BENCH_SERVER_DIR: no ${serverMain}; point it at a checkout of this repository`,
    );
  }
  console.log(describeServerUnderTest());
}

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
  /** Working directory, where `tsx` is resolved from (default: this repository's root). */
  cwd?: string;
  /** Plain `node`, for a script that is JavaScript already (a bundle). */
  withoutTsx?: boolean;
}

/** `node --import tsx <script> ...args` from the repository root. */
export function runNode(script: string, args: string[] = [], options: NodeOptions = {}) {
  const loader = options.withoutTsx ? [] : ['--import', 'tsx'];
  const argv = [...loader, ...(options.nodeArgs ?? []), script, ...args];
  const spawnOptions = {
    cwd: options.cwd ?? repoRoot,
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

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;

/** User plus system CPU time a process has used so far, in milliseconds, from /proc. */
export function readCpuMs(pid: number, thread?: 'main thread'): number {
  // A task's own stat (its thread id is the process id for the main thread): that thread alone.
  const file = thread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  const stat = readFileSync(file, 'utf8');
  // The fields after the command name (which may hold spaces), from field 3 (state) on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * The CPU time a single-threaded process (a PostgreSQL backend) has run so far, in
 * milliseconds, from the scheduler's own count in /proc/<pid>/schedstat (nanoseconds): a
 * request's few tenths of a millisecond are read as they are, where /proc/<pid>/stat counts in
 * clock ticks of 10 ms. Only the process's main thread is counted: not for Node's servers.
 */
export function readRunTimeMs(pid: number): number {
  const [runNs] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ');
  return Number(runNs) / 1e6;
}

/**
 * The whole machine's CPU time since boot, busy and in all, in ms summed over its cores (the
 * `cpu` line of /proc/stat): over a window, how busy every core was, whoever used them.
 */
export function readMachineCpuMs(): { busyMs: number; totalMs: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  // user nice system idle iowait irq softirq steal (guest time is inside user already).
  const ticks = line.split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, n) => sum + n, 0);
  const waiting = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const toMs = (n: number) => (n * 1000) / CLOCK_TICKS_PER_SECOND;
  return { busyMs: toMs(total - waiting), totalMs: toMs(total) };
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

const profileArgs = () => {
  const folder = process.env.BENCH_PROFILE_DIR;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`] : [];
};

/**
 * The real server (`apps/server/src/main.ts` of serverRoot) on a free port with its own temp
 * DATA_DIR and the embedded database, warnings-only logs, and a flood limit high enough for the
 * load. `env` may name DATABASE_URL and REDIS_URL instead.
 */
export async function startAppServer(options: ServerOptions = {}): Promise<RunningServer> {
  announceServerUnderTest();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-bench-'));
  const child = runNode(runsBundle ? await serverBundleOnce() : serverMain, [], {
    withoutTsx: runsBundle,
    cwd: serverRoot,
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
      // Channels as empty as the before figures' (decision 0036's demo changes the payloads).
      DEMO_CONTENT: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit', ...(options.probe ? ['ipc' as const] : [])],
    raiseFileLimit: options.raiseFileLimit,
    nodeArgs: [...probeArgs(options.probe), ...profileArgs(), ...(options.nodeArgs ?? [])],
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
    nodeArgs: [
      ...probeArgs(options.probe),
      ...profileArgs(),
      ...(process.env.BENCH_PROFILE_DIR
        ? ['--import', path.join(benchDir, 'exit-on-signal.ts')]
        : []),
    ],
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

/** A child process that reports over IPC, and the first report of each kind it sends. */
export function reporting<R extends { type: string }>(child: ChildProcess) {
  return <T extends R['type']>(type: T) =>
    new Promise<Extract<R, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`a load process exited with ${code} before '${type}'`));
      child.once('exit', onExit);
      child.on('message', (message: R) => {
        if (message.type !== type) return;
        child.off('exit', onExit);
        resolve(message as Extract<R, { type: T }>);
      });
    });
}

/** The `p` percentile (0-1) of ascending values, nearest-rank. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? Number.NaN;

/** A table for the console: the first `labels` columns aligned left, the figures right. */
export function table(header: string[], rows: (string | number)[][], labels = 1): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => (i < labels ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    )
    .join('\n');
}

export const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The web app built into a temp folder (so a build other work relies on in apps/web/dist is left
 * alone), or BENCH_WEB_DIST when it names a built one.
 */
export async function buildWebApp(): Promise<{ dist: string; cleanup: () => Promise<void> }> {
  if (process.env.BENCH_WEB_DIST) {
    return { dist: path.resolve(process.env.BENCH_WEB_DIST), cleanup: async () => undefined };
  }
  const dist = await mkdtemp(path.join(tmpdir(), 'bbt-bench-web-'));
  console.log(`building the web app into ${dist} ...`);
  const build = spawn('npm', ['run', 'build', '-w', '@bbt/web'], {
    cwd: repoRoot,
    env: { ...process.env, WEB_BUILD_DIR: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`the web build failed (exit ${code})`);
  return { dist, cleanup: () => rm(dist, { recursive: true, force: true }) };
}
