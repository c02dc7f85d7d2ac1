import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Tx } from '../../db/client';
import type { FileStorage } from '../../plugins/storage';
import { importMessages, importReadPositions, importTickets } from './chat';
import { importMeetings, importPolls, importSignals } from './community';
import { importFaqs, importMailingList, importProducts, importTestimonials } from './content';
import { importAuthUsers, importUserDocuments, MEMBER } from './members';
import { surveyExport } from './layout';
import { DEFAULT_READ_LIMITS, type ReadLimits } from './reader';
import { allTargets, finishRun, listRuns, markInterruptedRuns, startRun } from './repo';
import { ReportBuilder, type ImportReport } from './report';
import { Interrupted, reasonOf, type ImportContext, type LongTextPolicy } from './runner';

export { listRuns };

export interface ImportOptions {
  db: Database;
  storage: FileStorage;
  folder: string;
  dryRun: boolean;
  /** Who ran it, for the console's list of imports. */
  startedBy: string;
  /** Told as each part of the import begins (the command line prints it). */
  onProgress?: (part: string) => void;
  /**
   * The old app's OpenID Connect provider (`oidc.<name>` in auth.json) that is the one this
   * server is configured with; its identities are linked. Others are not: another issuer's
   * user ids could collide with this one's.
   */
  oidcProvider?: string;
  /** Size and depth limits of the export's files and documents (DEFAULT_READ_LIMITS). */
  limits?: Partial<ReadLimits>;
  /** Text over the product's limits: cut to them (the default) or the document refused. */
  longText?: LongTextPolicy;
  /** Decide again on the accounts an earlier run refused, which otherwise stay refused. */
  retryRefused?: boolean;
  /** The old app's bot's uid: its messages become our bot's (also found as uid or name "bot"). */
  botUid?: string;
  /** Stops the run between two documents (the command line's Ctrl-C): marked interrupted. */
  signal?: AbortSignal;
}

export interface ImportResult {
  report: ImportReport;
  /** Something was refused (a document skipped, a file unreadable): the exit code says so. */
  refused: boolean;
}

/** Thrown inside a dry run's transaction so that everything it wrote is rolled back. */
class DryRunRollback extends Error {}

/**
 * Imports a community's export folder (decision 0026), entity by entity in dependency order,
 * each document in its own transaction. A dry run does the same inside one transaction that is
 * rolled back, so it checks everything the database would refuse and writes nothing (images
 * are checked, not stored).
 */
export async function runImport(options: ImportOptions): Promise<ImportResult> {
  // Where the folder really is: what is read must resolve inside it (content.ts).
  const given = path.resolve(options.folder);
  const folder = await realpath(given).catch(() => given);
  const isFolder = await stat(folder).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isFolder) throw new Error(`${given} is not a folder`);
  const report = new ReportBuilder(folder, options.dryRun);
  const limits = { ...DEFAULT_READ_LIMITS, ...options.limits };
  // Every file is read once before anything is written: a file that is not JSON, a link out
  // of the folder or a layout we don't know refuses the run here (ExportRefused).
  const layout = await surveyExport(folder, limits);
  for (const line of layout.unread) report.error(line);
  for (const line of layout.skippedCollections)
    report.note('export', line, 'collection not imported (the product has no such thing)');
  const run = async (db: Tx) => {
    const ctx: ImportContext = {
      db,
      layout,
      limits,
      longText: options.longText ?? 'cut',
      retryRefused: options.retryRefused ?? false,
      accounts: { emailOwners: new Map(), disabled: new Set() },
      storage: options.storage,
      folder,
      report,
      dryRun: options.dryRun,
      members: await allTargets(db, MEMBER),
      channels: new Map(),
      authorRoles: new Map(),
      progress: options.onProgress ?? (() => undefined),
      oidcProvider: options.oidcProvider,
      signal: options.signal,
      botUid: options.botUid,
    };
    await importEverything(ctx);
  };

  if (options.dryRun) {
    await options.db
      .transaction(async (tx) => {
        await run(tx);
        throw new DryRunRollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DryRunRollback)) throw error;
      });
    return { report: report.finish(), refused: report.refusedAny };
  }

  // Imports run one at a time (the embedded database allows one process; a second import
  // of the same export at once would race on its mappings): a run still "running" was killed.
  await markInterruptedRuns(options.db);
  const runId = await startRun(options.db, {
    source: folder,
    startedBy: options.startedBy,
    dryRun: false,
  });
  try {
    await run(options.db);
  } catch (error) {
    const interrupted = error instanceof Interrupted;
    report.error(interrupted ? error.message : `stopped: ${reasonOf(error)}`);
    await finishRun(options.db, runId, {
      status: interrupted ? 'interrupted' : 'failed',
      report: { ...report.finish() },
    });
    throw error;
  }
  const done = report.finish();
  await finishRun(options.db, runId, {
    status: report.refusedAny ? 'refused' : 'done',
    report: { ...done },
  });
  return { report: done, refused: report.refusedAny };
}

async function importEverything(ctx: ImportContext) {
  const auth = ctx.layout.auth;
  const steps: [string, () => Promise<unknown>][] = [
    [
      'auth accounts',
      async () => {
        if (auth) await importAuthUsers(ctx, auth);
        else ctx.report.error('auth.json is missing: members come from the users collection only');
      },
    ],
    ['users', () => importUserDocuments(ctx)],
    ['mailing list', () => importMailingList(ctx)],
    ['products', () => importProducts(ctx)],
    ['faq', () => importFaqs(ctx)],
    ['testimonials', () => importTestimonials(ctx)],
    ['tickets', () => importTickets(ctx)],
    ['messages', () => importMessages(ctx)],
    ['read positions', () => importReadPositions(ctx)],
    ['polls', () => importPolls(ctx)],
    ['signals', () => importSignals(ctx)],
    ['meetings', () => importMeetings(ctx)],
  ];
  for (const [part, step] of steps) {
    ctx.progress(part);
    await step();
  }
}
