import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT, SERVER_ENTRY } from './paths';

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** Keep the tail of the server's output to explain a failed start. */
const OUTPUT_TAIL_CHARS = 20_000;

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port found'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The DATA_DIR every journey's server starts as a copy of (support/data-template.ts). */
    dataTemplate: string;
  }
}

/** A new DATA_DIR: a copy of the template when there is one, else empty (a first start). */
async function freshDataDir(template: string | undefined): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bbt-e2e-'));
  if (template) await cp(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the real server (`node apps/server/dist/main.js`, as `npm start` does, built by
 * `npm run build`) on a free port with its own embedded database (a copy of the run's
 * template, support/data-template.ts), and waits for GET /readyz; `env` adds to its environment
 * (a fake PayPal's address).
 */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  template: string | undefined = inject('dataTemplate'),
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await freshDataDir(template);
  const baseURL = `http://localhost:${port}`;
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  const stopProcess = await launchServer(port, dataDir, baseURL, env).catch(
    async (error: unknown) => {
      await removeData();
      throw error;
    },
  );
  return {
    baseURL,
    stop: async () => {
      await stopProcess();
      await removeData();
    },
  };
}

/** A server of one journey's own that can be stopped and started again on its data. */
export interface RestartableServer extends RunningServer {
  port: number;
  /** Its DATA_DIR: a command run while it is halted (the import) works on the same database. */
  dataDir: string;
  /** Stops the process as a deploy would (SIGTERM), keeping its port and its data. */
  halt: () => Promise<void>;
  /** Starts it again on the same port and data directory, and waits until it is ready. */
  resume: () => Promise<void>;
}

/**
 * As startServer, for journeys that take the server down and bring it back; `env` adds to or
 * overrides the server's environment (NODE_ENV=development runs it as `npm start` does).
 * `halted` leaves it stopped on its copy of the template, for a journey that writes to the
 * database before the first start (one process per embedded database).
 */
export async function startRestartableServer(
  env: NodeJS.ProcessEnv = {},
  { halted = false }: { halted?: boolean } = {},
): Promise<RestartableServer> {
  const port = await freePort();
  const dataDir = await freshDataDir(inject('dataTemplate'));
  const baseURL = `http://localhost:${port}`;
  let stopProcess: (() => Promise<void>) | undefined;
  const halt = async () => {
    await stopProcess?.();
    stopProcess = undefined;
  };
  const resume = async () => {
    if (stopProcess) return;
    stopProcess = await launchServer(port, dataDir, baseURL, env);
  };
  const stop = async () => {
    await halt();
    await rm(dataDir, { recursive: true, force: true });
  };
  if (!halted) {
    await resume().catch(async (error: unknown) => {
      await stop();
      throw error;
    });
  }
  return { baseURL, port, dataDir, halt, resume, stop };
}

/**
 * Spawns the server on `port` with `dataDir` and waits for GET /readyz; returns what stops the
 * process (the data directory is the caller's).
 */
async function launchServer(
  port: number,
  dataDir: string,
  baseURL: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<() => Promise<void>> {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...extraEnv,
  };
  // The journeys run on the embedded database: never reuse the CI's PostgreSQL or Redis.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;

  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (!exited(child)) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_TIMEOUT_MS);
      }
    }
  };

  const describe = () => `\n--- server output (last lines) ---\n${output.trim() || '(none)'}\n---`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited(child)) {
      await stop();
      throw new Error(
        `The server exited during start-up (code ${child.exitCode}, signal ${child.signalCode}).${describe()}`,
      );
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status === 200) return stop;
      lastProblem = `GET /readyz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  await stop();
  throw new Error(
    `The server was not ready within ${READY_TIMEOUT_MS / 1000} s (${lastProblem}).${describe()}`,
  );
}
