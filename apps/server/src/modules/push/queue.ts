import { createHash } from 'node:crypto';
import {
  canReadActiveSignals,
  channelLabel,
  COPY,
  DEFAULT_NOTIFICATION_LEVEL,
  inQuietHours,
  isNotificationLevel,
  messagePushReason,
  notificationContent,
  missedNoticeWanted,
  notificationTitleIn,
  signalLevelText,
} from '@bbt/domain';
import type { Tx } from '../../db/client';
import type { MessagePushes, StoredMessageNotice } from '../chat';
import { toMember } from '../users';
import { insertMissedNotices } from './missed-repo';
import {
  insertPushes,
  insertSignalPushes,
  recipientsIn,
  subscribedMembersBut,
  type NewPush,
} from './repo';
import { settingsFromRow } from './settings-repo';

/** The app's address of a message: the channel opened at it (a thread reply: at its thread). */
export const messagePath = (channel: string, id: number) => `/app/${channel}?message=${id}`;
export const SIGNALS_PATH = '/signals';

/**
 * The Topic header of a channel's pushes: a push service keeps only the latest undelivered
 * push of one topic per device, so a burst in a channel reaches an offline phone as one. At
 * most 32 characters of the URL-safe base64 alphabet (the Topic header of RFC 8030), hence a digest.
 */
export const channelTopic = (channel: string) =>
  `c${createHash('sha256').update(channel).digest('base64url').slice(0, 31)}`;
export const SIGNALS_TOPIC = 'signals';

/** A signal as its push shows it. */
export interface PostedSignalNotice {
  id: number;
  name: string;
  entry: number;
  entryDecimals: number | null;
  exit: number;
  exitDecimals: number | null;
  profit: string;
  analystId: string;
  analystName: string;
}

export interface PushQueue extends MessagePushes {
  /** Queues a new signal's pushes, in the signal's transaction, for members who may read it. */
  signalPosted(tx: Tx, signal: PostedSignalNotice): Promise<void>;
}

/**
 * Writes pushes into the outbox inside the transaction of what they announce (decision 0055).
 * Once that transaction has committed (`committed`), the sender is woken if anything was
 * queued, instead of finding it at its next round. A message that mentions or answers no one
 * costs nothing here: the send path stays as it was.
 */
export function createPushQueue(deps: {
  enabled: boolean;
  /** Whether unseen mentions and replies of members without a device are kept to mail. */
  missedMail: boolean;
  wake(): void;
}): PushQueue {
  let queuedSinceWake = false;
  const queued = () => {
    queuedSinceWake = true;
  };
  async function messageStored(tx: Tx, message: StoredMessageNotice) {
    const replied = message.replyToAuthorId === null ? [] : [message.replyToAuthorId];
    const candidates = [...new Set([...message.mentionedIds, ...replied])].filter(
      (id) => id !== message.authorId,
    );
    if ((!deps.enabled && !deps.missedMail) || candidates.length === 0) return;
    const recipients = new Map(
      (await recipientsIn(tx, message.channel, candidates)).map((r) => [r.userId, r]),
    );
    const levelOf = (userId: string) => {
      const level = recipients.get(userId)?.level;
      return isNotificationLevel(level) ? level : DEFAULT_NOTIFICATION_LEVEL;
    };
    const reasons = new Map(
      [...recipients.keys()].flatMap((userId) => {
        const reason = messagePushReason(userId, message, levelOf(userId));
        return reason ? [[userId, reason] as const] : [];
      }),
    );
    if (reasons.size === 0) return;
    const devicesOf = (userId: string) => recipients.get(userId)?.deviceIds ?? [];
    if (deps.missedMail) {
      // What no push will reach is kept for the digest of what they missed: members without a
      // device, and those in their quiet hours, whose pushes the sender drops (decision 0070).
      const now = new Date();
      await insertMissedNotices(
        tx,
        [...reasons].flatMap(([userId, kind]) => {
          const theirs = settingsFromRow(recipients.get(userId)?.settings);
          const missed = devicesOf(userId).length === 0 || inQuietHours(theirs, now);
          const wanted =
            theirs.missedMail &&
            missedNoticeWanted(theirs, { kind, channel: message.channel }, levelOf(userId));
          return missed && wanted
            ? [
                {
                  userId,
                  messageId: message.id,
                  channel: message.channel,
                  rootId: message.threadRootId,
                  kind,
                },
              ]
            : [];
        }),
      );
    }
    if (!deps.enabled) return;
    const label = channelLabel(message.channel);
    const rows = [...reasons].flatMap(([userId, kind]): NewPush[] => {
      const shown = notificationContent(
        { author: { name: message.authorName }, text: message.text, image: message.hasImage },
        kind,
        label,
      );
      const content = {
        ...shown,
        title: notificationTitleIn(message.channel, message.authorName, shown.title),
      };
      return devicesOf(userId).map((subscriptionId) => ({
        subscriptionId,
        userId,
        kind,
        channel: message.channel,
        messageId: message.id,
        rootId: message.threadRootId,
        topic: channelTopic(message.channel),
        urgency: 'normal',
        ...content,
        url: messagePath(message.channel, message.threadRootId ?? message.id),
      }));
    });
    await insertPushes(tx, rows);
    if (rows.length > 0) queued();
  }

  async function signalPosted(tx: Tx, signal: PostedSignalNotice) {
    if (!deps.enabled) return;
    const readers = (await subscribedMembersBut(tx, signal.analystId)).filter((r) =>
      canReadActiveSignals(toMember(r.user)),
    );
    const body = COPY.notifications.signalBody(
      {
        entry: signalLevelText(signal.entry, signal.entryDecimals),
        exit: signalLevelText(signal.exit, signal.exitDecimals),
        profit: signal.profit,
      },
      signal.analystName,
    );
    await insertSignalPushes(
      tx,
      readers.map((r) => r.subscriptionId),
      {
        signalId: signal.id,
        topic: SIGNALS_TOPIC,
        urgency: 'high',
        title: COPY.notifications.signal(signal.name),
        body,
        url: SIGNALS_PATH,
      },
    );
    if (readers.length > 0) queued();
  }

  function committed() {
    if (!queuedSinceWake) return;
    queuedSinceWake = false;
    deps.wake();
  }

  return { messageStored, signalPosted, committed };
}
