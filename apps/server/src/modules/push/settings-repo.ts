import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@bbt/domain';
import { eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/array-param';
import type { Tx } from '../../db/client';
import { notificationSettings } from './schema';

type SettingsRow = typeof notificationSettings.$inferSelect;

/** A member's settings from their row; no row: the defaults. */
export const settingsFromRow = (row: SettingsRow | null | undefined): NotificationSettings =>
  row
    ? {
        kinds: {
          mentions: row.mentions,
          replies: row.replies,
          signals: row.signals,
          tickets: row.tickets,
          messages: row.messages,
        },
        quietHours:
          row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
        timeZone: row.timeZone,
        missedMail: row.missedMail,
      }
    : DEFAULT_NOTIFICATION_SETTINGS;

export async function settingsOf(tx: Tx, userId: string): Promise<NotificationSettings> {
  const [row] = await tx
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return settingsFromRow(row);
}

/** Each member's settings; a member with no row has the defaults. */
export async function settingsOfMembers(
  tx: Tx,
  ids: string[],
): Promise<(userId: string) => NotificationSettings> {
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(notificationSettings)
          .where(anyOf(notificationSettings.userId, ids, 'text'));
  const byId = new Map(rows.map((row) => [row.userId, settingsFromRow(row)]));
  return (userId) => byId.get(userId) ?? DEFAULT_NOTIFICATION_SETTINGS;
}

export async function saveSettings(tx: Tx, userId: string, settings: NotificationSettings) {
  const values = {
    ...settings.kinds,
    quietStart: settings.quietHours?.start ?? null,
    quietEnd: settings.quietHours?.end ?? null,
    timeZone: settings.timeZone,
    missedMail: settings.missedMail,
  };
  await tx
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
}
