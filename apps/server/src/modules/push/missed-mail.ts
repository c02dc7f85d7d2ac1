import {
  channelLabel,
  DEFAULT_NOTIFICATION_LEVEL,
  missedNoticeWanted,
  notificationTitleIn,
  notificationContent,
  quietHoursEnd,
} from '@bbt/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { signToken } from '../../signed-token';
import { memberChannelAccess, notificationLevels, ticketFor } from '../chat';
import { renderMissedDigest, type MailOutbox, type MissedItem } from '../mail';
import { findUserById, toMember } from '../users';
import { authorNames, holdNoticesOf, lockDueMember, takeNoticesOf } from './missed-repo';
import { messagePath } from './queue';
import { settingsOf } from './settings-repo';

/** The purpose the turn-off links are signed under (signed-token.ts). */
export const MISSED_MAIL_OFF_PURPOSE = 'missed-mail-off';
/** How long a digest's turn-off link works: long enough for anyone to find an old mail. */
const OFF_LINK_VALID_MS = 365 * 86_400_000;
/** How often the job looks for members whose delay has passed. */
const DEFAULT_INTERVAL_MS = 60_000;
/** Digests written per round at most; the next round takes the rest. */
const MEMBERS_PER_ROUND = 100;

export interface MissedMailer {
  start(): void;
  stop(): Promise<void>;
  /** One round: a digest for each member whose oldest notice has waited the delay. */
  mailDue(): Promise<number>;
}

/**
 * Mail for what was missed (decision 0062, decision 0070): a mention or reply no push reached (the
 * member has no device, or it came in their quiet hours), still unread after the delay, goes out
 * in one digest per member and period through the mail outbox. In the member's quiet hours the
 * digest waits for their end: a mail buzzes a phone too. Checked again when mailed, by the
 * member's choices as they are then: what was read since, deleted, can no longer be read, is of
 * a kind turned off or from a channel muted since is left out; a member who turned these mails
 * off gets none. The notices are deleted with the digest, so the next period starts afresh.
 */
export function createMissedMailer(deps: {
  db: Database;
  outbox: MailOutbox;
  log: FastifyBaseLogger;
  publicUrl: string;
  secret: string;
  delayMs: number;
  intervalMs?: number;
  /** The job's clock: when the delay and quiet hours are over. */
  now?: () => Date;
}): MissedMailer {
  const { db, delayMs } = deps;
  const clock = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;

  /** Mails one member's digest, or nothing; false when no member was due. */
  async function mailOne(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const now = clock();
      const userId = await lockDueMember(tx, delayMs, now);
      if (!userId) return false;
      const settings = await settingsOf(tx, userId);
      const quietUntil = quietHoursEnd(settings, now);
      if (settings.missedMail && quietUntil) {
        await holdNoticesOf(tx, userId, quietUntil);
        return true;
      }
      const notices = await takeNoticesOf(tx, userId);
      const row = await findUserById(tx, userId);
      if (!row || !settings.missedMail) return true;
      const member = toMember(row);
      if (member.block?.kind === 'banned') return true;
      const levels = await notificationLevels(tx, userId);
      const names = await authorNames(tx, [...new Set(notices.map((n) => n.message.authorId))]);
      const items: MissedItem[] = [];
      for (const { notice, message, channelRead, threadRead } of notices) {
        const seen =
          notice.rootId === null
            ? (channelRead ?? 0) >= message.id
            : (threadRead ?? 0) >= message.id;
        if (seen || message.deletedAt) continue;
        if (
          !missedNoticeWanted(
            settings,
            notice,
            levels.get(notice.channel) ?? DEFAULT_NOTIFICATION_LEVEL,
          )
        )
          continue;
        const ticket = await ticketFor(tx, notice.channel);
        if (!memberChannelAccess(member, notice.channel, ticket).read) continue;
        const author = names.get(message.authorId) ?? '';
        const { title, body } = notificationContent(
          { author: { name: author }, text: message.text, image: null },
          notice.kind,
          channelLabel(notice.channel),
        );
        items.push({
          // A direct message is named by who wrote it, as its push is, never by its slug.
          title: notificationTitleIn(notice.channel, author, title),
          excerpt: body,
          url: `${deps.publicUrl}${messagePath(notice.channel, notice.rootId ?? message.id)}`,
        });
      }
      if (items.length === 0) return true;
      const token = signToken(
        deps.secret,
        MISSED_MAIL_OFF_PURPOSE,
        { userId },
        new Date(Date.now() + OFF_LINK_VALID_MS),
      );
      const turnOffUrl = `${deps.publicUrl}/api/notifications/missed-mail/off?token=${token}`;
      await deps.outbox.write(tx, {
        kind: 'missed_digest',
        // The newest notice names the digest: a round retried after a crash writes it once.
        dedupeKey: `missed:${userId}:${notices.at(-1)?.notice.messageId}`,
        to: row.email,
        ...renderMissedDigest({ items, turnOffUrl }),
        // Mail clients' one-click unsubscribe (RFC 8058) posts to the same link.
        headers: {
          'List-Unsubscribe': `<${turnOffUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return true;
    });
  }

  async function mailDue(): Promise<number> {
    let members = 0;
    while (members < MEMBERS_PER_ROUND && (await mailOne())) members += 1;
    return members;
  }

  function tick() {
    if (round) return;
    round = mailDue()
      .catch((error: unknown) => deps.log.error({ err: error }, 'missed-mail round failed'))
      .finally(() => {
        round = undefined;
      });
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, deps.intervalMs ?? DEFAULT_INTERVAL_MS).unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await round;
    },
    mailDue,
  };
}
