import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyTemplateToDataDir } from '../test/test-database';
import { openDatabase } from './client';

const started: ChildProcess[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/**
 * A data directory holding an embedded database: a copy of the run's template (decision 0075),
 * so the open under test takes the lock and opens the database without the initdb an empty
 * folder costs (these tests are about the lock, not the creation).
 */
async function dataDirWithDatabase(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-lock-'));
  folders.push(dataDir);
  await copyTemplateToDataDir(dataDir, { seed: false });
  await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** Writes the embedded database's lock file naming `pid`, as a crashed server leaves it. */
const lockBy = (dataDir: string, pid: number) =>
  writeFile(path.join(dataDir, 'pglite', 'server.pid'), String(pid));

const processState = async (pid: number) =>
  (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.[0];

describe('opening the embedded database after a crash', () => {
  it.runIf(process.platform === 'linux')(
    'takes over the lock of a server killed with -9 that its parent has not reaped yet',
    async () => {
      const dataDir = await dataDirWithDatabase();
      // The shell starts the "server", then becomes a process that never reaps its children.
      const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      started.push(parent);
      const pid = Number(
        await new Promise<string>((resolve) => parent.stdout?.once('data', resolve)),
      );
      // Killed only once the shell has become `sleep`: the shell itself would reap it.
      await expect.poll(() => readFile(`/proc/${parent.pid}/comm`, 'utf8')).toBe('sleep\n');
      process.kill(pid, 'SIGKILL');
      await expect.poll(() => processState(pid)).toBe('Z');

      await lockBy(dataDir, pid);
      const database = await openDatabase({ dataDir });
      await database.ping();
      await database.close();
    },
    60_000,
  );

  it('waits for a holder that goes away within a few seconds', async () => {
    const dataDir = await dataDirWithDatabase();
    const holder = spawn('sleep', ['1'], { stdio: 'ignore' });
    started.push(holder);
    await lockBy(dataDir, holder.pid ?? 0);

    const database = await openDatabase({ dataDir });
    expect(holder.exitCode).toBe(0);
    await database.close();
  }, 60_000);
});
