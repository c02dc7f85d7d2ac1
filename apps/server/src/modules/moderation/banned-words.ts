import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { ChatEvents } from '../chat/events';
import type { Member } from '../chat/access';
import { disciplineMember } from './discipline';
import { listBannedWords } from './repo';

/** Case-insensitive substring match, as the spec asks (section 5). */
export function findBannedWord(text: string, words: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  return words.find((word) => lower.includes(word));
}

/**
 * Refuses a message that contains a banned word: it is not posted, its author gets a warning
 * (which may escalate into a ban) and the bot says so in the channel.
 */
export async function screenForBannedWords(
  db: Database,
  events: ChatEvents,
  member: Member,
  channel: string,
  text: string,
): Promise<void> {
  const word = findBannedWord(text, await listBannedWords(db));
  if (!word) return;
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
