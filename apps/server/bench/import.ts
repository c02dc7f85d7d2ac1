/**
 * `node --import tsx bench/import.ts`: the import's throughput and peak memory on a generated
 * export of IMPORT_BENCH_MESSAGES messages (default 100,000) and IMPORT_BENCH_USERS members
 * (default 500). It runs `npm run import`'s command (package.json's, Node's options included)
 * as its own process, into embedded PGlite on disk, or into DATABASE_URL when set (use an
 * empty database), and samples the process's peak resident memory (VmHWM) while it runs. The export is streamed, so memory
 * should not grow with the number of messages beyond their small index. Messages/s counts the
 * messages step alone (its index pass included), from its progress line to the next one's.
 * Two million on PostgreSQL: IMPORT_BENCH_MESSAGES=2000000 DATABASE_URL=postgres://.../empty.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFixture } from '../src/modules/import/test-fixture';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const messages = Number(process.env.IMPORT_BENCH_MESSAGES ?? 100_000);
const users = Number(process.env.IMPORT_BENCH_USERS ?? 500);

async function peakRssKiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** `npm run import`'s command as its script says it, Node's own options included. */
const serverPackage = JSON.parse(await readFile(path.join(SERVER_DIR, 'package.json'), 'utf8'));
const [, ...importCommand] = String(serverPackage.scripts.import).split(' ');

const dir = await mkdtemp(path.join(tmpdir(), 'bbt-import-bench-'));
try {
  const exportDir = path.join(dir, 'export');
  let started = Date.now();
  await writeFixture(exportDir, { users, messages });
  const size = (await stat(path.join(exportDir, 'messages.json'))).size;
  console.log(
    `Export: ${users} members, ${messages} messages (messages.json ${(size / 2 ** 20).toFixed(1)} MiB), written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite on disk';
  started = Date.now();
  const child = spawn(
    process.execPath,
    [...importCommand, exportDir, '--report', path.join(dir, 'r.json')],
    {
      cwd: SERVER_DIR,
      env: { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'data') },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let peak = 0;
  let messagesStarted = 0;
  let messagesDone = 0;
  let told = '';
  child.stderr.on('data', (chunk: Buffer) => {
    told += chunk.toString();
    if (!messagesStarted && told.includes('messages...')) messagesStarted = Date.now();
    if (!messagesDone && told.includes('read positions...')) messagesDone = Date.now();
    told = told.slice(-100); // a line split between chunks is still found
  });
  const sampler = setInterval(() => {
    void peakRssKiB(child.pid ?? 0).then((kib) => (peak = Math.max(peak, kib)));
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  const finished = Date.now();
  const report = JSON.parse(await readFile(path.join(dir, 'r.json'), 'utf8'));
  const m = report.entities.messages;
  const seconds = (from: number, to: number) => (to - from) / 1000;
  const messageSeconds = seconds(messagesStarted || started, messagesDone || finished);
  const afterSeconds = messagesDone ? seconds(messagesDone, finished) : 0;
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  console.log(
    `Import into ${database}: exit ${code}, ${seconds(started, finished).toFixed(1)} s in all; messages ${m.imported} imported, ${m.skipped} skipped in ${messageSeconds.toFixed(1)} s: ${Math.round(m.read / messageSeconds)} messages/s (read positions, polls, signals and meetings after them ${afterSeconds.toFixed(1)} s); peak memory (RSS) ${(peak / 1024).toFixed(0)} MiB; load average at the end ${load}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
