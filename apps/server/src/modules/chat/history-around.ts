import type { Database } from '../../db/client';
import type { Member } from '../users';
import { assertCanRead } from './access';
import { newestChange } from './changes-repo';
import { presentMessages } from './present';
import { listChannelMessages } from './repo';
import { ticketFor } from './service';

/**
 * The page of a channel around a message (jump to message, decision 0031): up to half the
 * page at and before `around`, the rest after it, ascending. `hasMore` says older messages
 * exist before the page, `hasNewer` that newer ones exist after it (the client pages on with
 * `after` until it reaches the newest). Same access rule as every page of the channel.
 */
export async function channelHistoryAround(
  db: Database,
  member: Member,
  slug: string,
  page: { around: number; limit: number },
) {
  const channel = assertCanRead(member, slug, await ticketFor(db, slug));
  // Read before the page, as a history page does (decision 0056).
  const seq = await newestChange(db, channel);
  const olderCount = Math.ceil(page.limit / 2);
  const newerCount = page.limit - olderCount;
  const [older, newer] = await Promise.all([
    listChannelMessages(db, channel, { before: page.around + 1, limit: olderCount + 1 }),
    listChannelMessages(db, channel, { after: page.around, limit: newerCount + 1 }),
  ]);
  const hasMore = older.length > olderCount;
  const hasNewer = newer.length > newerCount;
  const rows = [...(hasMore ? older.slice(1) : older), ...newer.slice(0, newerCount)];
  return { messages: await presentMessages(db, rows), hasMore, hasNewer, seq };
}
