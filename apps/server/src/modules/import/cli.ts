// `npm run import -- <export folder> [--dry-run] [--report <file>] [--by <name>]
// [--oidc oidc.<name>]`: imports a
// community exported from the old Firebase app into the configured database and storage
// (decision 0026, docs/migration.md). Exit code 0: everything imported; 1: something was
// refused (see the report); 2: the import could not run or stopped.
import { writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createLocalStorage, createS3Storage } from '../../plugins/storage';
import { formatReport } from './report';
import { runImport } from './service';

const USAGE =
  'usage: npm run import -- <export folder> [--dry-run] [--report <file>] [--by <name>] [--oidc oidc.<name>]\n';

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      report: { type: 'string' },
      by: { type: 'string' },
      oidc: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [folder] = positionals;
  if (values.help || !folder || positionals.length > 1) {
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
    const { report, refused } = await runImport({
      db: database.db,
      storage,
      folder: path.resolve(here, folder),
      dryRun: values['dry-run'],
      startedBy: values.by ?? `command line (${userInfo().username})`,
      onProgress: (part) => process.stderr.write(`${part}...\n`),
      oidcProvider: values.oidc,
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
    process.stderr.write(
      error instanceof ConfigError ? `${error.message}\n` : `Import stopped: ${String(error)}\n`,
    );
    process.exitCode = 2;
  },
);
