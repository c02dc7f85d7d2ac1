import { createHash } from 'node:crypto';
import {
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
  type MessagePushKind,
} from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import type { MessageNotices, MessagePushes, MessageToStore } from '../chat';
import { insertMissedNotices } from './missed-repo';
import {
  insertMessagePushes,
  insertSignalFanout,
  noticesWithMessage,
  recipientsByMentionKey,
  recipientsIn,
  type MessageNotice,
  type NewPush,
  type Recipient,
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

export interface PushQueue extends MessagePushes<Recipient> {
  /**
   * Queues a new signal's pushes, in the signal's transaction: one fan-out to the devices of
   * every other member, which the sender reads a page at a time (decision 0081).
   */
  signalPosted(tx: Tx, signal: PostedSignalNotice): Promise<void>;
}

type PushReasons = ReadonlyMap<Recipient, MessagePushKind>;

const levelOf = (recipient: Recipient) =>
  isNotificationLevel(recipient.level) ? recipient.level : DEFAULT_NOTIFICATION_LEVEL;

/** A message's pushes: one per device of each member it has a reason to reach. */
function pushesOf(message: MessageToStore & { id: number }, reasons: PushReasons): NewPush[] {
  const label = channelLabel(message.channel);
  return [...reasons].flatMap(([recipient, kind]) => {
    const shown = notificationContent(
      { author: { name: message.authorName }, text: message.text, image: message.hasImage },
      kind,
      label,
    );
    const content = {
      ...shown,
      title: notificationTitleIn(message.channel, message.authorName, shown.title),
    };
    return recipient.deviceIds.map((subscriptionId) => ({
      subscriptionId,
      userId: recipient.userId,
      kind,
      channel: message.channel,
      messageId: message.id,
      rootId: message.threadRootId,
      topic: channelTopic(message.channel),
      urgency: 'normal' as const,
      ...content,
      url: messagePath(message.channel, message.threadRootId ?? message.id),
    }));
  });
}

/**
 * What no push will reach, kept for the digest of what they missed: members without a device,
 * and those in their quiet hours, whose pushes the sender drops (decision 0070).
 */
function missedNoticesOf(
  message: MessageToStore,
  reasons: PushReasons,
  now: Date,
): MessageNotice[] {
  return [...reasons].flatMap(([recipient, kind]) => {
    const theirs = settingsFromRow(recipient.settings);
    const missed = recipient.deviceIds.length === 0 || inQuietHours(theirs, now);
    const wanted =
      theirs.missedMail &&
      missedNoticeWanted(theirs, { kind, channel: message.channel }, levelOf(recipient));
    return missed && wanted
      ? [
          {
            userId: recipient.userId,
            channel: message.channel,
            rootId: message.threadRootId,
            kind,
          },
        ]
      : [];
  });
}

/**
 * Digest notices for members whose every device was removed between the mention's lookup (before
 * the message's transaction) and its pushes' insert, which skips removed devices: no push
 * reaches them, so the digest keeps the message as for a member without a device.
 */
function devicesGone(
  message: MessageToStore,
  reasons: PushReasons,
  pushedTo: ReadonlySet<string>,
  now: Date,
): MessageNotice[] {
  const unreached = [...reasons].filter(
    ([recipient]) => recipient.deviceIds.length > 0 && !pushedTo.has(recipient.userId),
  );
  if (unreached.length === 0) return [];
  const withoutDevices = new Map<Recipient, MessagePushKind>(
    unreached.map(([recipient, kind]) => [{ ...recipient, deviceIds: [] }, kind]),
  );
  return missedNoticesOf(message, withoutDevices, now);
}

/** A message that reaches no member: nothing goes in with it, nothing is queued after. */
const NO_NOTICES: MessageNotices = { withMessage: undefined, stored: async () => undefined };

/**
 * Writes pushes into the outbox inside the transaction of what they announce (decision 0055),
 * and the digest's notices with the message itself (decision 0064's fifth amendment). Once
 * that transaction has committed (`committed`), the sender is woken if anything was queued,
 * instead of finding it at its next round. A message that mentions or answers no one costs
 * nothing here: the send path stays as it was.
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
  async function membersByMentionKey(db: Database, channel: string, keys: string[]) {
    const rows = await recipientsByMentionKey(db, channel, keys);
    return rows.map(({ user, recipient }) => ({ user, known: recipient }));
  }

  async function messageToStore(
    tx: Tx,
    message: MessageToStore<Recipient>,
  ): Promise<MessageNotices> {
    const replied = message.replyToAuthorId === null ? [] : [message.replyToAuthorId];
    const candidates = [...new Set([...message.mentionedIds, ...replied])].filter(
      (id) => id !== message.authorId,
    );
    if ((!deps.enabled && !deps.missedMail) || candidates.length === 0) return NO_NOTICES;
    // Those the mention lookup read come with their facts; others (a reply's author, the
    // members of a direct message) are read here, in the message's transaction.
    const unknown = candidates.filter((id) => !message.known.has(id));
    const recipients = [
      ...candidates.flatMap((id) => message.known.get(id) ?? []),
      ...(unknown.length === 0 ? [] : await recipientsIn(tx, message.channel, unknown)),
    ];
    const reasons = new Map(
      recipients.flatMap((recipient) => {
        const reason = messagePushReason(recipient.userId, message, levelOf(recipient));
        return reason ? [[recipient, reason] as const] : [];
      }),
    );
    if (reasons.size === 0) return NO_NOTICES;
    const now = new Date();
    const notices = deps.missedMail ? missedNoticesOf(message, reasons, now) : [];
    return {
      withMessage: notices.length > 0 ? noticesWithMessage(notices) : undefined,
      async stored(storedTx, id) {
        const pushes = deps.enabled ? pushesOf({ ...message, id }, reasons) : [];
        if (pushes.length === 0) return;
        const pushedTo = await insertMessagePushes(storedTx, pushes);
        if (deps.missedMail)
          await insertMissedNotices(
            storedTx,
            devicesGone(message, reasons, pushedTo, now).map((notice) => ({
              ...notice,
              messageId: id,
            })),
          );
        if (pushedTo.size > 0) queued();
      },
    };
  }

  async function signalPosted(tx: Tx, signal: PostedSignalNotice) {
    if (!deps.enabled) return;
    const body = COPY.notifications.signalBody(
      {
        entry: signalLevelText(signal.entry, signal.entryDecimals),
        exit: signalLevelText(signal.exit, signal.exitDecimals),
        profit: signal.profit,
      },
      signal.analystName,
    );
    await insertSignalFanout(tx, {
      signalId: signal.id,
      authorId: signal.analystId,
      topic: SIGNALS_TOPIC,
      urgency: 'high',
      title: COPY.notifications.signal(signal.name),
      body,
      url: SIGNALS_PATH,
    });
    queued();
  }

  function committed() {
    if (!queuedSinceWake) return;
    queuedSinceWake = false;
    deps.wake();
  }

  return { membersByMentionKey, messageToStore, signalPosted, committed };
}
