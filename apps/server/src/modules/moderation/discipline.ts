import {
  applyDiscipline,
  BOT_NOTICES,
  COPY,
  PERMANENT_UNTIL,
  type DisciplineAction,
  type DisciplineRecord,
} from '@bbt/domain';
import type { Database } from '../../db/client';
import { type ChatEvents, postAsBot } from '../chat';
import { lockUser, type UserRow } from '../users';
import { recordAudit } from '../audit';
import { saveDiscipline } from './repo';

const recordOf = (row: UserRow): DisciplineRecord => ({
  warn: row.warn,
  kick: row.kick,
  mute: row.mute,
  ban: row.ban,
  banUntil: row.banUntil,
  muteUntil: row.muteUntil,
});

/** The bot's line for what happened: the action itself, or the ban it escalated into. */
function noticeFor(
  name: string,
  action: DisciplineAction,
  before: DisciplineRecord,
  after: DisciplineRecord,
  cause?: 'banned_word',
) {
  if (after.ban > before.ban) {
    return after.banUntil.getTime() === PERMANENT_UNTIL.getTime()
      ? BOT_NOTICES.bannedForGood(name)
      : BOT_NOTICES.banned(name, after.banUntil);
  }
  if (cause === 'banned_word') return COPY.chat.bannedWordWarning(name, after.warn);
  switch (action.kind) {
    case 'warn':
      return BOT_NOTICES.warned(name, after.warn);
    case 'kick':
      return BOT_NOTICES.kicked(name, after.kick);
    case 'mute':
      return BOT_NOTICES.muted(name, after.muteUntil);
    case 'ban':
      return BOT_NOTICES.banned(name, after.banUntil);
  }
}

/**
 * Applies one moderation action with the escalation rules of the domain package, in one
 * transaction that re-reads the counters under a row lock (two moderators at once can't lose
 * a strike), then records it, announces it in the channel (none from the console) and enforces
 * it on open sockets (a ban closes them).
 */
export async function disciplineMember(
  db: Database,
  events: ChatEvents,
  input: {
    actorId: string | null;
    targetId: string;
    action: DisciplineAction;
    channel: string | null;
    reason?: string;
    cause?: 'banned_word';
  },
): Promise<{ record: DisciplineRecord; notice: string }> {
  const { before, after, name } = await db.transaction(async (tx) => {
    const row = await lockUser(tx, input.targetId);
    if (!row) throw new Error(`member ${input.targetId} vanished`);
    const previous = recordOf(row);
    const next = applyDiscipline(previous, input.action, new Date());
    await saveDiscipline(tx, row.id, {
      ...next,
      muteCount: row.muteCount + (input.action.kind === 'mute' ? 1 : 0),
    });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.cause ?? input.action.kind,
      targetId: row.id,
      channel: input.channel,
      details: { ...input.action, reason: input.reason ?? null, before: previous, after: next },
    });
    return { before: previous, after: next, name: row.name.replace(/\s+/g, '') };
  });
  const notice = noticeFor(name, input.action, before, after, input.cause);
  if (input.channel) events.posted(await postAsBot(db, input.channel, notice));
  await events.memberChanged(input.targetId);
  if (after.ban > before.ban) events.memberBanned(input.targetId);
  return { record: after, notice };
}
