import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Tx } from './client';

/**
 * What a write changed, named for the readers that keep answers built from it (decision 0079):
 * a repo function that writes says so with `noteWrite`, and the database's listeners hear the
 * topics once the write is committed, never before and never for a rollback.
 */
export const writeTopics = {
  /** A channel's messages or mentions: a new, edited, deleted or hidden message. */
  messages: (channel: string) => `messages:${channel}`,
  /** A member's own chat state: read positions and notification levels. */
  reader: (userId: string) => `reader:${userId}`,
  /** What others see of a member in their sidebars: conversations, blocks, name and roles. */
  party: (userId: string) => `party:${userId}`,
  /** Tickets (opened, closed, reopened) and the community's direct-message settings. */
  directory: 'directory',
} as const;

type Listener = (topics: string[]) => void;

/** Listeners of each database handle. */
const listenersOf = new WeakMap<object, Set<Listener>>();
/** The topics noted in each open transaction (nested ones share their outer one's). */
const openTransactions = new WeakMap<object, { db: object; topics: Set<string> }>();

function tell(db: object, topics: string[]): void {
  for (const listener of listenersOf.get(db) ?? []) listener(topics);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Makes every transaction nested in `tx` note its writes into the same set. */
function shareNotes(tx: Transaction, notes: { db: object; topics: Set<string> }): void {
  openTransactions.set(tx, notes);
  const nested = tx.transaction.bind(tx);
  tx.transaction = ((work: Parameters<typeof nested>[0]) =>
    nested((inner) => {
      shareNotes(inner, notes);
      return work(inner);
    })) as typeof tx.transaction;
}

/**
 * Lets `noteWrite` follow the database's transactions: the topics a transaction noted are told
 * after its commit. Called once per handle, where it is opened.
 */
export function trackCommittedWrites(db: Database): void {
  listenersOf.set(db, new Set());
  const run = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const notes = { db, topics: new Set<string>() };
    const result = await run((tx) => {
      shareNotes(tx, notes);
      return work(tx);
    }, config);
    if (notes.topics.size > 0) tell(db, [...notes.topics]);
    return result;
  }) as Database['transaction'];
}

/**
 * Notes that `tx` wrote `topic`. Inside a transaction it is told after the commit; on the
 * database itself the write has committed already, so call it once the write has returned.
 */
export function noteWrite(tx: Tx, topic: string): void {
  const open = openTransactions.get(tx);
  if (open) open.topics.add(topic);
  else if (listenersOf.has(tx)) tell(tx, [topic]);
  else if (tx instanceof PgTransaction)
    throw new Error('noteWrite: a transaction of a database trackCommittedWrites never saw');
}

/** Calls `listener` with the topics of every write committed on `db` from now on. */
export function onCommittedWrites(db: Database, listener: Listener): () => void {
  const listeners = listenersOf.get(db);
  if (!listeners) throw new Error('onCommittedWrites: the database is not tracked');
  listeners.add(listener);
  return () => listeners.delete(listener);
}
