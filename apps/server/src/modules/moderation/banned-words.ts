import { COPY } from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import { createKeptReads } from '../../kept-reads';
import type { ChatEvents } from '../chat';
import type { Member } from '../users';
import { disciplineMember } from './discipline';
import { recordAudit } from '../audit';
import { addBannedWord, listBannedWords, removeBannedWord } from './repo';

/** Case-insensitive substring match, as the spec asks (spec §5). */
export function findBannedWord(text: string, words: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  return words.find((word) => lower.includes(word));
}

/**
 * How long an instance screens sends against the banned words it read. A change through the app
 * drops them on every instance at once (`forget`, carried by Redis); this bounds only a change
 * made behind the app's back (in SQL).
 */
export const BANNED_WORDS_KEPT_MS = 1_000;

/**
 * The banned words, kept per instance: every send and edit is screened against them, and
 * reading them in each send's transaction made every send in a channel wait one more round
 * trip of the database behind the one before it.
 */
export function createBannedWords(db: Database) {
  const kept = createKeptReads<'list', readonly string[]>({
    ttlMs: BANNED_WORDS_KEPT_MS,
    maxKept: 1,
  });
  return {
    /** The banned word in the text, if any (not within a transaction: it may read `db`). */
    async find(text: string): Promise<string | undefined> {
      const words = await kept.read('list', () => listBannedWords(db));
      return findBannedWord(text, words ?? []);
    },
    /** The list changed: the next screening reads it again. */
    forget: (): void => kept.forget('list'),
    /**
     * Answers a message that contained a banned word and was not stored: its author gets a
     * warning (which may escalate into a ban) and the bot says so in the channel. Only called
     * once the author may post in that channel now, so the bot never speaks where they can't.
     */
    async refuse(events: ChatEvents, member: Member, channel: string): Promise<never> {
      const { notice } = await disciplineMember(db, events, {
        actorId: null,
        targetId: member.id,
        action: { kind: 'warn' },
        channel,
        reason: `used a banned word`,
        cause: 'banned_word',
      });
      // The author reads why their text was not sent, then the warning the channel reads.
      throw new AppError(422, 'banned_word', COPY.chat.bannedWordRefused(notice));
    },
  };
}

export type BannedWords = ReturnType<typeof createBannedWords>;

/** The banned word in the text, if any, read with the caller's transaction. */
export async function bannedWordIn(tx: Tx, text: string): Promise<string | undefined> {
  return findBannedWord(text, await listBannedWords(tx));
}

/** Bans a word from now on, in the audit log as the actor's; the list as it now stands. */
export async function banWord(db: Database, actorId: string, word: string): Promise<string[]> {
  await db.transaction(async (tx) => {
    if (!(await addBannedWord(tx, word, actorId)))
      throw conflict(COPY.server.moderation.wordAlreadyBanned);
    await recordAudit(tx, { actorId, action: 'ban-word', details: { word } });
  });
  return listBannedWords(db);
}

/** Allows a banned word again, in the audit log as the actor's; the list as it now stands. */
export async function unbanWord(db: Database, actorId: string, word: string): Promise<string[]> {
  await db.transaction(async (tx) => {
    if (!(await removeBannedWord(tx, word))) throw notFound(COPY.server.moderation.wordNotBanned);
    await recordAudit(tx, { actorId, action: 'unban-word', details: { word } });
  });
  return listBannedWords(db);
}
