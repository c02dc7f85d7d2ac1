import type { Database, Tx } from '../../db/client';
import { AppError } from '../../errors';
import type { ChatEvents } from '../chat';
import type { Member } from '../users';
import { disciplineMember } from './discipline';
import { listBannedWords } from './repo';

/** Case-insensitive substring match, as the spec asks (spec §5). */
export function findBannedWord(text: string, words: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  return words.find((word) => lower.includes(word));
}

/** The banned word in the text, if any, read with the caller's transaction. */
export async function bannedWordIn(tx: Tx, text: string): Promise<string | undefined> {
  return findBannedWord(text, await listBannedWords(tx));
}

/**
 * Answers a message that contained a banned word and was not stored: its author gets a
 * warning (which may escalate into a ban) and the bot says so in the channel. Only called once
 * the author may post in that channel now, so the bot never speaks where they can't.
 */
export async function refuseBannedWord(
  db: Database,
  events: ChatEvents,
  member: Member,
  channel: string,
): Promise<never> {
  const { notice } = await disciplineMember(db, events, {
    actorId: null,
    targetId: member.id,
    action: { kind: 'warn' },
    channel,
    reason: `used a banned word`,
    cause: 'banned_word',
  });
  throw new AppError(422, 'banned_word', notice);
}
