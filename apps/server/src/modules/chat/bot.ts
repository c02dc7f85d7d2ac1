import { stripBidiControls, type ChatMessage } from '@bbt/domain';
import type { Database } from '../../db/client';
import { BOT } from '../../db/seed-content';
import { presentMessage } from './present';
import { insertMessage, lockChannelForInsert } from './repo';

/**
 * Posts a message as the chat bot (its own user id, name and photo) and returns it. Its text
 * carries what members typed (/send, names, poll headers), so direction controls go too.
 * `mentionedIds` are notified as if named (a priority ticket pings the ticket staff).
 */
export async function postAsBot(
  db: Database,
  channel: string,
  text: string,
  mentionedIds: string[] = [],
): Promise<ChatMessage> {
  const { row, previousId, seq } = await db.transaction(async (tx) => {
    await lockChannelForInsert(tx, channel);
    return insertMessage(
      tx,
      { channel, userId: BOT.id, text: stripBidiControls(text) },
      mentionedIds,
    );
  });
  return { ...(await presentMessage(db, row)), previousId, seq };
}
