import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { messages } from '../../db/schema';
import { importMappings } from './schema';
import {
  copyTemplateToDataDir,
  createTestDatabase,
  type TestDatabase,
} from '../../test/test-database';
import type { ImportReport } from './report';
import { writeFixture } from './test-fixture';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let dir: string;
let exportDir: string;
let database: TestDatabase | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bbt-import-kill-'));
  exportDir = path.join(dir, 'export');
  await writeFixture(exportDir, { users: 40, messages: 800 });
  // On PostgreSQL the command line imports into this test's own database; on PGlite into a
  // copy of the run's template in its data folder.
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase({ seed: false });
  else await copyTemplateToDataDir(path.join(dir, 'data'), { seed: false });
});
afterAll(async () => {
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

/** Runs `npm run import` as a process; `killOn` kills it (-9) on that line. */
function runCli(args: string[], killOn?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/modules/import/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: database?.url ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (killOn && stderr.includes(killOn)) {
      killOn = undefined;
      child.kill('SIGKILL');
    }
  });
  child.stdout.resume();
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>(
    (resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
}

it('re-runs an import killed with -9 to completion, with nothing twice', async () => {
  const killed = await runCli([exportDir], 'messages: 500 of');
  expect(killed.signal).toBe('SIGKILL');

  const reportFile = path.join(dir, 'report.json');
  const rerun = await runCli([exportDir, '--report', reportFile]);
  expect(rerun.code, rerun.stderr).toBe(1); // the fixture's oddities are refused
  const report = JSON.parse(await readFile(reportFile, 'utf8')) as ImportReport;
  const m = report.entities.messages;
  // The killed run had imported some of them; the re-run did the rest.
  expect(m?.unchanged).toBeGreaterThan(0);
  expect(m?.imported).toBeGreaterThan(0);

  const handle = await openDatabase({
    databaseUrl: database?.url,
    dataDir: database ? null : path.join(dir, 'data'),
  });
  try {
    const [stored] = await handle.db.select({ n: count() }).from(messages);
    const [mapped] = await handle.db
      .select({ n: count() })
      .from(importMappings)
      .where(eq(importMappings.entity, 'messages'));
    expect(stored?.n).toBe((m?.imported ?? 0) + (m?.unchanged ?? 0));
    expect(mapped?.n).toBe(stored?.n);
    const [twice] = await handle.db.select({ n: count() }).from(
      handle.db
        .select({ text: messages.text, channel: messages.channel })
        .from(messages)
        .where(sql`${messages.text} like 'message %'`)
        .groupBy(messages.text, messages.channel)
        .having(sql`count(*) > 1`)
        .as('twice'),
    );
    expect(twice?.n).toBe(0);
  } finally {
    await handle.close();
  }
}, 60_000);
