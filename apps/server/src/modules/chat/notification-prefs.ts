import {
  DEFAULT_NOTIFICATION_LEVEL,
  isNotificationLevel,
  type ChannelNotificationLevel,
  type NotificationLevel,
} from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import type { Member } from '../users';
import { assertCanRead } from './access';
import { listNotificationPrefs, upsertNotificationPref } from './notification-prefs-repo';
import { ticketFor } from './service';

/**
 * The member's notification level per channel (decision 0035); a channel without a stored row
 * is at the default. A row left behind for a channel the member can no longer read is harmless:
 * the list only asks for the channels it shows.
 */
export async function notificationLevels(
  db: Tx,
  memberId: string,
): Promise<Map<string, NotificationLevel>> {
  const rows = await listNotificationPrefs(db, memberId);
  return new Map(
    rows.map((r) => [
      r.channel,
      isNotificationLevel(r.level) ? r.level : DEFAULT_NOTIFICATION_LEVEL,
    ]),
  );
}

/** Sets the member's level in a channel they may read now (a ticket by its own rules). */
export async function setNotificationLevel(
  db: Database,
  member: Member,
  slug: string,
  level: NotificationLevel,
): Promise<ChannelNotificationLevel> {
  const channel = assertCanRead(member, slug, await ticketFor(db, slug));
  await upsertNotificationPref(db, { userId: member.id, channel, level });
  return { channel, level };
}
