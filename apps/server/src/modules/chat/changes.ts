import { MAX_CHANGES_PER_CATCH_UP, type ChatMessage } from '@bbt/domain';
import type { Database } from '../../db/client';
import type { Member } from '../users';
import { assertCanRead } from './access';
import { listChangesSince, newestChange } from './changes-repo';
import { presentMessages } from './present';
import { listMessagesByIds } from './repo';
import { ticketFor } from './service';

export type ChannelChangesAnswer =
  | {
      tooFarBehind: false;
      /** Every change up to this number is in `messages`: the next catch-up starts here. */
      seq: number;
      /** Each message changed after `since`, once, as it now is (a deleted one as its tombstone). */
      messages: ChatMessage[];
    }
  | { tooFarBehind: true; seq: number; messages: [] };

/**
 * What changed in a channel's messages after change `since` (decision 0056), for a member who
 * may read its history. A client further behind than the log keeps (its next change was
 * pruned), than one answer holds, or ahead of the log (a number from another database) is told
 * `tooFarBehind` and reloads its window. Reads at most MAX_CHANGES_PER_CATCH_UP + 1 rows along
 * the log's key, whatever the channel's history.
 */
export async function channelChangesSince(
  db: Database,
  member: Member,
  slug: string,
  since: number,
): Promise<ChannelChangesAnswer> {
  const channel = assertCanRead(member, slug, await ticketFor(db, slug));
  const rows = await listChangesSince(db, channel, since, MAX_CHANGES_PER_CATCH_UP + 1);
  const first = rows[0];
  const pruned = first !== undefined && first.seq !== since + 1;
  if (rows.length > MAX_CHANGES_PER_CATCH_UP || pruned)
    return { tooFarBehind: true, seq: await newestChange(db, channel), messages: [] };
  if (!first) {
    const newest = await newestChange(db, channel);
    return newest < since
      ? { tooFarBehind: true, seq: newest, messages: [] }
      : { tooFarBehind: false, seq: since, messages: [] };
  }
  const ids = [...new Set(rows.map((row) => row.messageId))];
  const changed = (await listMessagesByIds(db, ids)).sort((a, b) => a.id - b.id);
  return {
    tooFarBehind: false,
    seq: rows[rows.length - 1]?.seq ?? since,
    messages: await presentMessages(db, changed),
  };
}
