import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { noteWrite, writeTopics } from '../../db/committed-writes';
import { channelNotificationPrefs } from './schema';

/** The member's stored levels, one row per channel they changed. */
export function listNotificationPrefs(db: Tx, userId: string) {
  return db
    .select({ channel: channelNotificationPrefs.channel, level: channelNotificationPrefs.level })
    .from(channelNotificationPrefs)
    .where(eq(channelNotificationPrefs.userId, userId));
}

/** Stores the member's level in a channel, replacing the one before. */
export async function upsertNotificationPref(
  db: Database,
  pref: { userId: string; channel: string; level: string },
): Promise<void> {
  await db
    .insert(channelNotificationPrefs)
    .values(pref)
    .onConflictDoUpdate({
      target: [channelNotificationPrefs.userId, channelNotificationPrefs.channel],
      set: { level: pref.level, updatedAt: new Date() },
    });
  noteWrite(db, writeTopics.reader(pref.userId));
}
