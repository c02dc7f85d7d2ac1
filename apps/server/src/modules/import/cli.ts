// `npm run import -- <export folder> [options]` (USAGE): imports a community exported from
// the old Firebase app into the configured database and storage (decision 0026,
// docs/migration.md). Exit code 0: everything imported; 1: something was refused (see the
// report); 2: the import could not run (nothing written) or stopped.
// package.json runs it with V8's --optimize-for-size: with Node's defaults the heap grows to
// several times what it keeps alive (30-50 MiB) between collections, and two million
// messages peaked at 450 MiB of resident memory instead of under 300 (decision 0053).
import { writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createLocalStorage, createS3Storage } from '../../plugins/storage';
import { ExportRefused } from './layout';
import { formatReport } from './report';
import { Interrupted, type LongTextPolicy } from './runner';
import { runImport } from './service';

const USAGE = `usage: npm run import -- <export folder> [--dry-run] [--report <file>] [--by <name>]
  [--oidc oidc.<name>] [--long-text cut|refuse] [--retry-refused] [--bot <uid>]
  [--max-document-bytes <n>] [--max-file-bytes <n>] [--max-depth <n>]
`;

/** A whole number above 0 given to an option, or the command line stops saying which. */
function positive(value: string, option: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new ConfigError(`${option} takes a whole number above 0`);
  return n;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      report: { type: 'string' },
      by: { type: 'string' },
      oidc: { type: 'string' },
      'long-text': { type: 'string', default: 'cut' },
      'retry-refused': { type: 'boolean', default: false },
      bot: { type: 'string' },
      'max-document-bytes': { type: 'string' },
      'max-file-bytes': { type: 'string' },
      'max-depth': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [folder] = positionals;
  const longText = values['long-text'];
  if (values.help || !folder || positionals.length > 1 || !['cut', 'refuse'].includes(longText)) {
    process.stderr.write(USAGE);
    return values.help ? 0 : 2;
  }
  // npm runs the script in apps/server: paths are the caller's, where `npm run` was typed.
  const here = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const storage = config.s3
      ? createS3Storage(config.s3)
      : createLocalStorage(path.join(config.dataDir, 'uploads'));
    // Ctrl-C or a stop: the run ends between two documents and is marked interrupted.
    const stop = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
    const { report, refused } = await runImport({
      db: database.db,
      storage,
      folder: path.resolve(here, folder),
      dryRun: values['dry-run'],
      startedBy: values.by ?? `command line (${userInfo().username})`,
      onProgress: (part) => process.stderr.write(`${part}...\n`),
      oidcProvider: values.oidc,
      signal: stop.signal,
      longText: values['long-text'] as LongTextPolicy,
      retryRefused: values['retry-refused'],
      botUid: values.bot,
      limits: {
        ...(values['max-document-bytes'] && {
          documentBytes: positive(values['max-document-bytes'], '--max-document-bytes'),
        }),
        ...(values['max-file-bytes'] && {
          fileBytes: positive(values['max-file-bytes'], '--max-file-bytes'),
        }),
        ...(values['max-depth'] && { documentDepth: positive(values['max-depth'], '--max-depth') }),
      },
    });
    process.stdout.write(formatReport(report));
    if (values.report)
      await writeFile(path.resolve(here, values.report), `${JSON.stringify(report, null, 2)}\n`);
    return refused ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Never a whole document on the terminal: a database error can quote the value it refused.
    const said =
      error instanceof ConfigError || error instanceof ExportRefused || error instanceof Interrupted
        ? error.message
        : `Import stopped: ${String(error).slice(0, 1000)}`;
    process.stderr.write(`${said}\n`);
    process.exitCode = 2;
  },
);
