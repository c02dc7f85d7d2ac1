import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const started: ChildProcess[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A data directory whose embedded database lock file names `pid`, as a crashed server leaves it. */
async function dataDirLockedBy(pid: number): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-lock-'));
  folders.push(dataDir);
  await mkdir(path.join(dataDir, 'pglite'));
  await writeFile(path.join(dataDir, 'pglite', 'server.pid'), String(pid));
  return dataDir;
}

const processState = async (pid: number) =>
  (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.[0];

describe('opening the embedded database after a crash', () => {
  it.runIf(process.platform === 'linux')(
    'takes over the lock of a server killed with -9 that its parent has not reaped yet',
    async () => {
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

      const database = await openDatabase({ dataDir: await dataDirLockedBy(pid) });
      await database.ping();
      await database.close();
    },
    60_000,
  );

  it('waits for a holder that goes away within a few seconds', async () => {
    const holder = spawn('sleep', ['1'], { stdio: 'ignore' });
    started.push(holder);
    const dataDir = await dataDirLockedBy(holder.pid ?? 0);

    const database = await openDatabase({ dataDir });
    expect(holder.exitCode).toBe(0);
    await database.close();
  }, 60_000);
});
