import {
  COPY,
  analystStats,
  canManageSignals,
  canReadActiveSignals,
  readSignalLevel,
} from '@bbt/domain';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { ChatEvents } from '../chat';
import type { PushQueue } from '../push';
import { recordAudit } from '../audit';
import type { Member } from '../users';
import {
  analystNameOf,
  closeActiveSignal,
  findLiveSignal,
  insertSignal,
  listSignals,
  softDeleteSignal,
  type NewSignal,
  type SignalRow,
} from './repo';

const HISTORY_SHOWN = 200;

/** A signal with the name of the analyst who posted it, as the board shows it. */
export interface PostedSignal {
  signal: SignalRow;
  analystName: string;
}

/**
 * The signals page for a member: active signals only for those who may read them (premium
 * signals, staff), the history and per-analyst figures for everyone.
 */
export async function signalsBoard(db: Database, actor: Member) {
  const rows = await listSignals(db, HISTORY_SHOWN);
  const canRead = canReadActiveSignals(actor);
  const closed = rows.filter((r) => !r.signal.active);
  return {
    canRead,
    canManage: canManageSignals(actor),
    active: canRead ? rows.filter((r) => r.signal.active) : [],
    history: closed,
    analysts: analystStats(
      closed.map((r) => ({
        analystId: r.signal.analystId,
        analystName: r.analystName,
        pl: r.signal.pl ?? '',
        closedAt: r.signal.closedAt ?? r.signal.createdAt,
      })),
    ),
  };
}

async function liveSignal(db: Database, id: number): Promise<SignalRow> {
  const row = await findLiveSignal(db, id);
  if (!row) throw notFound(COPY.server.signals.noSuchSignal);
  return row;
}

/** Entry and exit as sent: decimal text as typed ('1.0920') or a JSON number. */
export interface SignalInput {
  name: string;
  entry: string | number;
  exit: string | number;
  profit: string;
}

/** Posts a signal whose levels the route has checked (readSignalLevel found no problem). */
export async function postSignal(
  db: Database,
  deps: { events: ChatEvents; pushes: PushQueue },
  analyst: Member,
  input: SignalInput,
): Promise<PostedSignal> {
  const entry = readSignalLevel('Entry', input.entry);
  const exit = readSignalLevel('Exit', input.exit);
  const values: NewSignal = {
    name: input.name,
    entry: entry.value,
    entryDecimals: entry.decimals,
    exit: exit.value,
    exitDecimals: exit.decimals,
    profit: input.profit,
  };
  // The signal and its fan-out commit together (decision 0055, decision 0081).
  const signal = await db.transaction(async (tx) => {
    const row = await insertSignal(tx, { ...values, analystId: analyst.id });
    await deps.pushes.signalPosted(tx, { ...row, analystName: analyst.name });
    return row;
  });
  deps.pushes.committed();
  deps.events.signalsChanged();
  return { signal, analystName: analyst.name };
}

/** Closes an active signal with its position and P&L; it moves to the history. */
export async function closeSignal(
  db: Database,
  events: ChatEvents,
  id: number,
  outcome: { position: string; pl: string },
): Promise<PostedSignal> {
  const existing = await liveSignal(db, id);
  const signal = await closeActiveSignal(db, existing.id, outcome);
  if (!signal) throw conflict(COPY.server.signals.alreadyClosed);
  events.signalsChanged();
  return { signal, analystName: await analystNameOf(db, signal.analystId) };
}

/** Deletes a signal (ruling 7), with an audit entry in the same transaction. */
export async function deleteSignal(
  db: Database,
  events: ChatEvents,
  actor: Member,
  id: number,
): Promise<void> {
  const existing = await liveSignal(db, id);
  await db.transaction(async (tx) => {
    await softDeleteSignal(tx, existing.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'delete-signal',
      details: { signalId: existing.id, name: existing.name },
    });
  });
  events.signalsChanged();
}
