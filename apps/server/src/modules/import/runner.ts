import { createHash } from 'node:crypto';
import { cutTo, type RoleFlags } from '@bbt/domain';
import type { Tx } from '../../db/client';
import type { FileStorage } from '../../plugins/storage';
import { type CollectionName, type CollectionSource, type ExportLayout } from './layout';
import { streamEntries, type ReadLimits } from './reader';
import { findMapping, saveMapping } from './repo';
import type { Outcome, ReportBuilder } from './report';
import { isObject, type Fields } from './values';

/**
 * Bumped when the importer reads a document differently: every document's hash changes, so the
 * next run re-imports them all instead of skipping them as unchanged.
 */
export const IMPORT_FORMAT_VERSION = 1;

/** A document the importer refuses: it is skipped whole, with this reason in the report. */
export class Refused extends Error {}

/** The run was asked to stop (ImportOptions.signal); a re-run finishes it. */
export class Interrupted extends Error {}

/** An account refused for who it claims to be: it stays refused on later runs (members.ts). */
export class IdentityRefused extends Refused {}

export const refuse = (reason: string): never => {
  throw new Refused(reason);
};

/** What becomes of a text over the product's limit: cut to it, or the document refused. */
export type LongTextPolicy = 'cut' | 'refuse';

export interface ImportContext {
  /** The database, or (for a dry run) one transaction that is rolled back at the end. */
  db: Tx;
  /** Where each collection is in the export folder (surveyed before anything is written). */
  layout: ExportLayout;
  limits: ReadLimits;
  longText: LongTextPolicy;
  /** Decide again on accounts an earlier run refused (otherwise they stay refused). */
  retryRefused: boolean;
  /** What auth.json says about its accounts as a whole (members.ts, surveyAccounts). */
  accounts: {
    /** Lower-cased address -> the uid that holds it, where accounts share it in another case. */
    emailOwners: Map<string, string>;
    /** Accounts the old app disabled. */
    disabled: Set<string>;
  };
  /** The old app's bot's uid (--bot), besides an author whose uid or name is "bot". */
  botUid?: string;
  /** Aborted: the run stops before its next document. */
  signal?: AbortSignal;
  /** The old `oidc.<name>` provider that is this server's OIDC provider (ImportOptions). */
  oidcProvider?: string;
  /** Where imported images go; never written in a dry run. */
  storage: FileStorage;
  /** The export folder. */
  folder: string;
  report: ReportBuilder;
  dryRun: boolean;
  /** Firebase uid -> our user id, filled as members are imported (and from earlier runs). */
  members: Map<string, string>;
  /** Old channel names the product names otherwise (ticket7 -> ticket07). */
  channels: Map<string, string>;
  /** Told as each part begins, and as long parts go on. */
  progress: (part: string) => void;
  /** Authors' role flags, which decide whether their @role and @everyone mention (decision 0023). */
  authorRoles: Map<string, RoleFlags>;
}

/** What a document's writer may add to the report besides its outcome. */
export interface DocumentNotes {
  note(text: string): void;
  /**
   * The document came in without something the export may hold later (an image missing from
   * storage/): the next run takes it again instead of skipping it as unchanged.
   */
  retryNextRun(): void;
  /**
   * The document is the one an earlier run asked to take again, unchanged: only what was
   * missing is to be tried, so what members did here since (edits, reactions) stays.
   */
  readonly retrying: boolean;
}

/** A saved hash no document has, so that the next run takes the document again. */
const RETRY = 'retry:';

/** Field order doesn't matter to a document's identity. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const hashOf = (value: unknown): string =>
  createHash('sha256')
    .update(`${IMPORT_FORMAT_VERSION}:${stableStringify(value)}`)
    .digest('base64url');

/**
 * Imports one source document in its own transaction (a savepoint of the dry run's): its row or
 * rows and its mapping are written together or not at all, so an import killed at any point
 * re-runs to completion with nothing twice. A document whose hash matches its mapping is
 * unchanged and not written again. `write` receives the target id of an earlier import (if
 * any) and returns the target id it wrote.
 */
export async function importDocument(
  ...document: Parameters<typeof writeDocument>
): Promise<DocumentResult> {
  const [ctx, entity] = document;
  if (ctx.signal?.aborted) throw new Interrupted('interrupted: run the import again to finish');
  ctx.report.read(entity);
  return writeDocument(...document);
}

export interface DocumentResult {
  outcome: Outcome;
  targetId?: string;
  reason?: string;
  identity?: boolean;
}

/** importDocument for a document the report has counted as read already (message batches). */
export async function writeDocument(
  ctx: ImportContext,
  entity: string,
  sourceId: string,
  fields: unknown,
  write: (tx: Tx, previous: string | undefined, notes: DocumentNotes) => Promise<string>,
): Promise<DocumentResult> {
  const sourceHash = hashOf(fields);
  const pending = new Set<string>();
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const mapping = await findMapping(tx, entity, sourceId);
      if (mapping && mapping.sourceHash === sourceHash) {
        return { outcome: 'unchanged' as const, targetId: mapping.targetId };
      }
      let retry = false;
      const targetId = await write(tx, mapping?.targetId, {
        note: (text) => pending.add(text),
        retryNextRun: () => (retry = true),
        retrying: mapping?.sourceHash === `${RETRY}${sourceHash}`,
      });
      await saveMapping(tx, {
        entity,
        sourceId,
        targetId,
        sourceHash: retry ? `${RETRY}${sourceHash}` : sourceHash,
      });
      // Taken again for what it lacked (an image) and lacking it still: nothing changed.
      const same = retry && mapping?.sourceHash === `${RETRY}${sourceHash}`;
      const outcome = !mapping ? 'imported' : same ? 'unchanged' : 'updated';
      return { outcome: outcome as Outcome, targetId };
    });
    ctx.report.count(entity, result.outcome, sourceId);
    for (const text of pending) ctx.report.note(entity, sourceId, text);
    return result;
  } catch (error) {
    // Data the database refuses (a constraint, a value out of range, text too long to index)
    // skips the document; a lost connection or a bug stops the run, which a re-run finishes.
    if (!(error instanceof Refused) && !isDataError(error)) throw error;
    const reason = reasonOf(error);
    ctx.report.count(entity, 'skipped', sourceId, reason);
    return { outcome: 'skipped', reason, identity: error instanceof IdentityRefused };
  }
}

/**
 * PostgreSQL's errors that say the row is wrong, not the run: data exceptions (22xxx: a bad
 * encoding, a value out of range), integrity (23xxx: a constraint) and program limits (54xxx:
 * a text too long for the search index).
 */
export function isDataError(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}

/**
 * Text held to the product's limit (the chat's for messages, the console's for the FAQ and
 * products): over it, cut with a report line, or the document refused (--long-text refuse).
 */
export function fitText(
  ctx: ImportContext,
  notes: DocumentNotes,
  text: string,
  max: number,
  what: string,
): string {
  if (text.length <= max) return text;
  const over = `${what} over the product's limit of ${max} characters`;
  if (ctx.longText === 'refuse') return refuse(over);
  notes.note(`${over}: cut to it`);
  return cutTo(text, max);
}

/** Counts a document refused before it could be read (malformed JSON, no id). */
export function refuseUnread(ctx: ImportContext, entity: string, sourceId: string, reason: string) {
  ctx.report.read(entity);
  ctx.report.count(entity, 'skipped', sourceId, reason);
}

/** How much of a database's message a reason keeps: some quote the whole value. */
const REASON_CHARS = 200;

/** A reason people can act on; the database's constraint name when it refused the row. */
export function reasonOf(error: unknown): string {
  if (error instanceof Refused) return error.message;
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { constraint, code, message } = cause as {
    constraint?: string;
    code?: string;
    message?: string;
  };
  if (constraint) return `the database refused it (${constraint})`;
  const said = (message ?? String(error)).slice(0, REASON_CHARS);
  if (code) return `the database refused it (${code}: ${said})`;
  return `unexpected error: ${said}`;
}

/**
 * Streams a collection's documents into `each`; a malformed one (or one over the limits) is
 * refused and reported. `each` gets the document without its sub-collections, which are
 * reported, not imported.
 */
export async function eachDocument(
  ctx: ImportContext,
  entity: string,
  collection: CollectionName,
  each: (id: string, doc: Fields, index: number) => Promise<unknown>,
): Promise<CollectionSource | null> {
  ctx.report.touch(entity);
  const source = ctx.layout.collections[collection];
  if (!source) return null;
  let index = 0;
  for await (const entry of streamEntries(source.file, source.at, { limits: ctx.limits })) {
    if (entry.error || !isObject(entry.value)) {
      refuseUnread(ctx, entity, entry.key, entry.error ?? 'not an object');
      continue;
    }
    await each(entry.key, ownFields(ctx, entity, entry.key, entry.value), index);
    index += 1;
  }
  return source;
}

/**
 * A document's own fields. Its sub-collections (none of the old app's collections had any the
 * product reads) and fields holding a reference to another document are noted in the report.
 */
export function ownFields(ctx: ImportContext, entity: string, id: string, doc: Fields): Fields {
  for (const [field, value] of Object.entries(doc)) {
    if (isObject(value) && value.__datatype__ === 'documentReference')
      ctx.report.note(entity, id, `field ${field} is a reference to another document: not read`);
  }
  if (!('__collections__' in doc)) return doc;
  const { __collections__: sub, ...fields } = doc;
  if (isObject(sub)) {
    for (const name of Object.keys(sub))
      ctx.report.note(entity, id, `sub-collection ${name} not imported`);
  }
  return fields;
}
