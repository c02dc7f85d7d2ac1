import { createHash } from 'node:crypto';
import { eventLoopTurn } from '../../event-loop-turn';
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
  type MessagePushKind,
} from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import type { MessagePushes, StoredMessageNotice } from '../chat';
import { toMember } from '../users';
import { insertMissedNotices, type NewMissedNotice } from './missed-repo';
import {
  insertMessageNotices,
  insertSignalPushes,
  recipientsByMentionKey,
  recipientsIn,
  subscribedMembersPage,
  type NewPush,
  type Recipient,
  type SignalDevice,
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
/**
 * Devices read at once for a signal's pushes: a thousand members' rows in one statement held
 * the embedded database and the event loop for tens of milliseconds, which a chat send
 * arriving meanwhile waited out.
 */
const SIGNAL_DEVICES_PAGE = 250;

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
   * The devices a new signal of this analyst is pushed to: those of every other member who may
   * read it. Read before the signal's transaction, a page at a time (decision 0073).
   */
  signalDevices(db: Database, analystId: string): Promise<SignalDevice[]>;
  /** Queues a new signal's pushes to those devices, in the signal's transaction. */
  signalPosted(tx: Tx, signal: PostedSignalNotice, devices: readonly SignalDevice[]): Promise<void>;
}

type PushReasons = ReadonlyMap<Recipient, MessagePushKind>;

const levelOf = (recipient: Recipient) =>
  isNotificationLevel(recipient.level) ? recipient.level : DEFAULT_NOTIFICATION_LEVEL;

/** A message's pushes: one per device of each member it has a reason to reach. */
function pushesOf(message: StoredMessageNotice, reasons: PushReasons): NewPush[] {
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
  message: StoredMessageNotice,
  reasons: PushReasons,
  now: Date,
): NewMissedNotice[] {
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
            messageId: message.id,
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
  message: StoredMessageNotice,
  reasons: PushReasons,
  pushedTo: ReadonlySet<string>,
  now: Date,
): NewMissedNotice[] {
  const unreached = [...reasons].filter(
    ([recipient]) => recipient.deviceIds.length > 0 && !pushedTo.has(recipient.userId),
  );
  if (unreached.length === 0) return [];
  const withoutDevices = new Map<Recipient, MessagePushKind>(
    unreached.map(([recipient, kind]) => [{ ...recipient, deviceIds: [] }, kind]),
  );
  return missedNoticesOf(message, withoutDevices, now);
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
  /** Devices read at once for a signal's pushes (SIGNAL_DEVICES_PAGE). */
  signalDevicesPage?: number;
}): PushQueue {
  const pageSize = deps.signalDevicesPage ?? SIGNAL_DEVICES_PAGE;
  let queuedSinceWake = false;
  const queued = () => {
    queuedSinceWake = true;
  };
  async function membersByMentionKey(db: Database, channel: string, keys: string[]) {
    const rows = await recipientsByMentionKey(db, channel, keys);
    return rows.map(({ user, recipient }) => ({ user, known: recipient }));
  }

  async function messageStored(tx: Tx, message: StoredMessageNotice<Recipient>) {
    const replied = message.replyToAuthorId === null ? [] : [message.replyToAuthorId];
    const candidates = [...new Set([...message.mentionedIds, ...replied])].filter(
      (id) => id !== message.authorId,
    );
    if ((!deps.enabled && !deps.missedMail) || candidates.length === 0) return;
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
    if (reasons.size === 0) return;
    const pushes = deps.enabled ? pushesOf(message, reasons) : [];
    const now = new Date();
    const notices = deps.missedMail ? missedNoticesOf(message, reasons, now) : [];
    const pushedTo = await insertMessageNotices(tx, { pushes, notices });
    if (deps.enabled && deps.missedMail)
      await insertMissedNotices(tx, devicesGone(message, reasons, pushedTo, now));
    if (pushedTo.size > 0) queued();
  }

  async function signalDevices(db: Database, analystId: string) {
    const devices: SignalDevice[] = [];
    if (!deps.enabled) return devices;
    let afterId = 0;
    for (;;) {
      const page = await subscribedMembersPage(db, {
        butUserId: analystId,
        afterId,
        limit: pageSize,
      });
      for (const { subscriptionId, member } of page)
        if (canReadActiveSignals(toMember(member)))
          devices.push({ subscriptionId, userId: member.id });
      // A turn after each page: the pages, and the signal's transaction after them, are pieces
      // of their own.
      await eventLoopTurn();
      const last = page.at(-1);
      if (!last || page.length < pageSize) return devices;
      afterId = last.subscriptionId;
    }
  }

  async function signalPosted(
    tx: Tx,
    signal: PostedSignalNotice,
    devices: readonly SignalDevice[],
  ) {
    if (!deps.enabled || devices.length === 0) return;
    const body = COPY.notifications.signalBody(
      {
        entry: signalLevelText(signal.entry, signal.entryDecimals),
        exit: signalLevelText(signal.exit, signal.exitDecimals),
        profit: signal.profit,
      },
      signal.analystName,
    );
    await insertSignalPushes(tx, devices, {
      signalId: signal.id,
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

  return { membersByMentionKey, messageStored, signalDevices, signalPosted, committed };
}
