import {
  canReadActiveSignals,
  DEFAULT_NOTIFICATION_SETTINGS,
  PUSH_MAX_ATTEMPTS,
  pushDecisionNow,
  pushRetryDelayMs,
  type NotificationSettings,
  type PushPayload,
} from '@bbt/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eventLoopTurn } from '../../event-loop-turn';
import webPush from 'web-push';
import type { VapidKeys } from '../../config';
import type { Database } from '../../db/client';
import { memberChannelAccess, ticketFor } from '../chat';
import { insertMissedNotices, type NewMissedNotice } from './missed-repo';
import { settingsOfMembers } from './settings-repo';
import { toMember, type Member, type MemberRow } from '../users';
import {
  createDeliveryPool,
  REQUEST_TIMEOUT_MS,
  type DeliveryResult,
  type PushDelivery,
} from './delivery';
import {
  claimDuePushes,
  claimSignalPage,
  deletePushes,
  deleteSubscriptions,
  liveSignalIds,
  membersById,
  queueSignalRetries,
  schedulePushRetries,
  signalPagesDone,
  type ClaimedDevice,
  type ClaimedPush,
  type PushRetry,
  writeDownSent,
} from './repo';

/**
 * A push claimed for a round: an outbox row, or (`fanout` given) a device of a signal's
 * fan-out, which has no row of its own (decision 0081).
 */
interface Claimed {
  push: ClaimedPush;
  device: ClaimedDevice;
  fanout?: number;
}

/** Which of two claimed pushes for one device and topic is the newer: a fan-out's is newest. */
const recency = (c: Claimed) => (c.fanout === undefined ? c.push.id : Number.MAX_SAFE_INTEGER);

/** A push a delivery thread gave no result for: retried like one the service did not answer. */
const noAnswer: DeliveryResult = { error: 'no answer from the push delivery thread' };
/** How long a push service keeps a push for a device that is offline: news a day old is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const DEFAULT_INTERVAL_MS = 2_000;
const DEFAULT_BATCH_SIZE = 200;
const DEFAULT_LEASE_MS = 3 * REQUEST_TIMEOUT_MS;
/**
 * Rounds out on the delivery threads at once: the next round is claimed and checked while the
 * ones before it are encrypted and posted (a signal's fan-out is many rounds), but no more
 * than this many wait, so a claimed push leaves well within its lease.
 */
const ROUNDS_IN_FLIGHT = 3;
/** How long a VAPID signature is valid for (RFC 8292 allows at most 24 hours). */
const VAPID_VALID_SECONDS = 12 * 60 * 60;
/** A kept signature is signed anew this long before it expires. */
const VAPID_RENEW_MARGIN_MS = 60 * 60 * 1000;

export interface PushSenderOptions {
  db: Database;
  vapid: VapidKeys;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Members whose app is open and in use now: what they would be pushed, they see. */
  membersInApp(): ReadonlySet<string>;
  intervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  /** Whether mentions and replies no push reaches are kept for the missed-mail digest. */
  missedMail: boolean;
  /** Delivery threads (decision 0073); the cores but one by default. */
  threads?: number;
}

export interface PushSender {
  start(): void;
  stop(): Promise<void>;
  /** Runs a round soon: something was queued. */
  wake(): void;
  sendDue(): Promise<{ sent: number; retried: number; dropped: number }>;
}

/**
 * The VAPID Authorization header for a push service (RFC 8292), one per service origin, kept
 * until an hour before it expires: a signature says only who sends, to which service, so a
 * thousand pushes to one service share it instead of each signing one (decision 0070).
 */
function vapidAuthorizations(vapid: VapidKeys) {
  const kept = new Map<string, { header: string; renewAt: number }>();
  return (endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const known = kept.get(audience);
    if (known && known.renewAt > now) return known.header;
    const expiresAt = Math.floor(now / 1000) + VAPID_VALID_SECONDS;
    const { Authorization } = webPush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiresAt,
    );
    kept.set(audience, {
      header: Authorization,
      renewAt: expiresAt * 1000 - VAPID_RENEW_MARGIN_MS,
    });
    return Authorization;
  };
}

/**
 * Delivers the push outbox (decision 0055): a loop that claims due pushes, drops what the
 * member can no longer read or sees already, keeps one push per device and topic of a round
 * (the newest: the others would replace one another on screen), and posts each to its push
 * service, encrypted for the device (RFC 8291) and signed with the server's VAPID key (RFC 8292).
 * A subscription the service says is gone (404, 410) is deleted; other failures are retried
 * with backoff until PUSH_MAX_ATTEMPTS.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, vapid, log } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let timer: NodeJS.Timeout | undefined;
  const authorizationFor = vapidAuthorizations(vapid);
  const pool = createDeliveryPool(options.threads);
  /** Whose lease a signal's fan-out is under (decision 0081): this sender's, in this process. */
  const senderId = randomUUID();
  /**
   * The pages of each fan-out claimed here and not yet written down, in the order claimed:
   * a fan-out is done through a page only once every page before it is too.
   */
  const pagesOut = new Map<number, { through: number; done: boolean }[]>();

  const delivery = ({ push, device }: Claimed): PushDelivery => {
    const payload: PushPayload = {
      title: push.title,
      body: push.body,
      url: push.url,
      tag: push.topic,
    };
    return {
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
      payload: JSON.stringify(payload),
      authorization: authorizationFor(device.endpoint),
      ttlSeconds: PUSH_TTL_SECONDS,
      urgency: push.urgency,
      topic: push.topic,
    };
  };

  /**
   * Whether the member may still read what the push announces, now. A fan-out's page comes
   * with its members' rows (`known`); the others are read.
   */
  async function stillReadable(
    claimed: Claimed[],
    known: readonly MemberRow[],
  ): Promise<(c: Claimed) => boolean> {
    const members = new Map<string, Member>(known.map((row) => [row.id, toMember(row)]));
    const unknown = [...new Set(claimed.map((c) => c.push.userId))].filter(
      (id) => !members.has(id),
    );
    if (unknown.length > 0)
      for (const row of await membersById(db, unknown)) members.set(row.id, toMember(row));
    const live = await liveSignalIds(db, [
      ...new Set(claimed.flatMap((c) => (c.push.signalId === null ? [] : [c.push.signalId]))),
    ]);
    const tickets = new Map<string, Awaited<ReturnType<typeof ticketFor>>>();
    for (const channel of new Set(claimed.flatMap((c) => c.push.channel ?? [])))
      tickets.set(channel, await ticketFor(db, channel));
    return ({ push, device }) => {
      // A push queued for the device's former owner never reaches the new one.
      if (device.userId !== push.userId) return false;
      const member = members.get(push.userId);
      if (!member || member.block?.kind === 'banned') return false;
      if (push.signalId !== null) return live.has(push.signalId) && canReadActiveSignals(member);
      if (push.channel === null) return false;
      return memberChannelAccess(member, push.channel, tickets.get(push.channel) ?? null).read;
    };
  }

  /** A mention or reply no push will reach, for the digest (none when missed mail is off). */
  const missedNoticeOf = (push: Claimed['push']): NewMissedNotice[] =>
    options.missedMail && push.messageId !== null && push.channel !== null && push.kind !== 'signal'
      ? [
          {
            userId: push.userId,
            messageId: push.messageId,
            channel: push.channel,
            rootId: push.rootId,
            kind: push.kind,
          },
        ]
      : [];

  /** A claimed round, checked: what to post, and what the checks dropped. */
  interface Round {
    /** Whether more is due at once: a whole batch was claimed, or a fan-out has pages left. */
    more: boolean;
    dropped: number;
    posted: Claimed[];
    /** The page of a signal's fan-out the round holds, written down once it is delivered. */
    page: { fanoutId: number; through: number } | null;
    settings(userId: string): NotificationSettings;
  }

  /**
   * The round's outbox pushes, and when they leave room, a page of a signal's fan-out
   * (decision 0081): retries and mentions first, a signal's thousand devices a page at a time.
   */
  async function claimPushes() {
    const outbox: Claimed[] = await claimDuePushes(db, batchSize, leaseMs);
    if (outbox.length >= batchSize) return { claimed: outbox, known: [], page: null, more: true };
    await eventLoopTurn();
    const page = await claimSignalPage(db, {
      sender: senderId,
      limit: batchSize - outbox.length,
      leaseMs,
    });
    if (!page) return { claimed: outbox, known: [], page: null, more: false };
    // Taken over (from this sender too, if its lease lapsed): pages out before are forgotten.
    const out = (!page.resumed && pagesOut.get(page.fanoutId)) || [];
    out.push({ through: page.through, done: false });
    pagesOut.set(page.fanoutId, out);
    return {
      claimed: [...outbox, ...page.pushes.map((p) => ({ ...p, fanout: page.fanoutId }))],
      known: page.members,
      page: { fanoutId: page.fanoutId, through: page.through },
      // The fan-out's next page, or the next fan-out's first: claimed at once, not at the interval.
      more: true,
    };
  }

  /** A fan-out's page is written down: the fan-out is done through every page done before it. */
  async function pageWrittenDown({ fanoutId, through }: { fanoutId: number; through: number }) {
    const out = pagesOut.get(fanoutId) ?? [];
    const page = out.find((p) => p.through === through && !p.done);
    if (page) page.done = true;
    let doneThrough: number | undefined;
    while (out[0]?.done) doneThrough = out.shift()!.through;
    if (out.length === 0) pagesOut.delete(fanoutId);
    if (doneThrough !== undefined)
      await signalPagesDone(db, { fanoutId, sender: senderId, through: doneThrough, leaseMs });
  }

  /**
   * Claims due pushes and drops, there and then, those the member can no longer read, sees
   * already in the app or does not want now; of the rest, one per device and topic (the newest).
   */
  async function claimRound(): Promise<Round> {
    // A turn of the event loop (a chat send waiting on its socket gets in) before each piece of
    // the round: without these a round's claim and checks ran in one piece, pipelined rounds
    // claimed back to back as one piece of three, and a claim ran on in the piece of the
    // round before's writes (decision 0073).
    await eventLoopTurn();
    const { claimed, known, page, more } = await claimPushes();
    if (claimed.length === 0)
      return {
        more,
        dropped: 0,
        posted: [],
        page,
        settings: () => DEFAULT_NOTIFICATION_SETTINGS,
      };
    await eventLoopTurn();
    const readable = await stillReadable(claimed, known);
    // The member's kinds and quiet hours, as they are now (decision 0062). Nothing buzzes in
    // quiet hours; a mention or reply that falls in them, even one queued before them and
    // retried into them, waits for the missed-mail digest (decision 0070, decision 0073).
    const settings = await settingsOfMembers(db, [...new Set(claimed.map((c) => c.push.userId))]);
    await eventLoopTurn();
    const now = new Date();
    const decision = ({ push }: Claimed) => pushDecisionNow(settings(push.userId), push, now);
    const inApp = options.membersInApp();
    const newest = new Map<string, Claimed>();
    const skipped: number[] = [];
    const missed: NewMissedNotice[] = [];
    // A fan-out's push has no row to delete: skipped, it is simply not sent.
    const skip = (c: Claimed) => {
      if (c.fanout === undefined) skipped.push(c.push.id);
    };
    let dropped = 0;
    for (const c of claimed) {
      const verdict = readable(c) && !inApp.has(c.push.userId) ? decision(c) : 'drop';
      if (verdict !== 'send') {
        if (verdict === 'digest') missed.push(...missedNoticeOf(c.push));
        skip(c);
        dropped += 1;
        continue;
      }
      const key = `${c.device.id} ${c.push.topic}`;
      const before = newest.get(key);
      dropped += before ? 1 : 0;
      if (before && recency(before) > recency(c)) skip(c);
      else {
        if (before) skip(before);
        newest.set(key, c);
      }
    }
    await insertMissedNotices(db, missed);
    await deletePushes(db, skipped);
    return {
      more,
      dropped,
      posted: [...newest.values()],
      page,
      settings,
    };
  }

  /**
   * Posts a round on the delivery threads and writes down what the push services answered
   * (decision 0055), a few statements for the whole round whatever its size: the chat's writes
   * wait behind them on the embedded database's one connection (decision 0070).
   */
  async function deliverRound({ posted, settings, page }: Round) {
    const counts = { sent: 0, retried: 0, dropped: 0 };
    if (posted.length === 0) {
      if (page) await pageWrittenDown(page);
      return counts;
    }
    // Encrypted and sent on the delivery threads: the main thread's event loop is the chat's.
    const results = await pool.deliver(posted.map(delivery));
    const sent: Claimed[] = [];
    const goneDevices: number[] = [];
    const ended: number[] = [];
    const retries: PushRetry[] = [];
    const firstRetries: { push: ClaimedPush; error: string; delayMs: number }[] = [];
    // No push reaches these: a mention or reply waits for the digest (decision 0073).
    const missed: NewMissedNotice[] = [];
    const unreached = (push: Claimed['push']) => {
      if (settings(push.userId).missedMail) missed.push(...missedNoticeOf(push));
    };
    // A fan-out's push has no row: ending it is not sending it; its retries get a row.
    const end = (c: Claimed) => {
      if (c.fanout === undefined) ended.push(c.push.id);
    };
    const retryOrEnd = (c: Claimed, error: string) => {
      const { push } = c;
      if (push.attempts >= PUSH_MAX_ATTEMPTS) {
        log.warn({ pushId: push.id, error }, 'push given up after its last attempt');
        unreached(push);
        end(c);
        counts.dropped += 1;
        return;
      }
      const retry = { error: error.slice(0, 1000), delayMs: pushRetryDelayMs(push.attempts) };
      if (c.fanout === undefined) retries.push({ id: push.id, ...retry });
      else firstRetries.push({ push, ...retry });
      counts.retried += 1;
    };
    posted.forEach((c, i) => {
      const result = results[i] ?? noAnswer;
      if ('error' in result) return retryOrEnd(c, result.error);
      const { status } = result;
      if (status >= 200 && status < 300) {
        sent.push(c);
        counts.sent += 1;
      } else if (status === 404 || status === 410) {
        // The device is gone; its waiting pushes go with it.
        unreached(c.push);
        goneDevices.push(c.device.id);
        counts.dropped += 1;
      } else if (status === 400 || status === 403 || status === 413) {
        // Too large, malformed or unauthorised: the same request will be refused again.
        log.error({ pushId: c.push.id, status }, 'push refused by the push service');
        unreached(c.push);
        end(c);
        counts.dropped += 1;
      } else retryOrEnd(c, `the push service answered ${status}`);
    });
    // The answers arrive as an I/O callback: the writes are a piece of their own.
    await eventLoopTurn();
    await insertMissedNotices(db, missed);
    await deleteSubscriptions(db, goneDevices);
    await deletePushes(db, ended);
    await schedulePushRetries(db, retries);
    await queueSignalRetries(db, firstRetries);
    await writeDownSent(db, {
      pushIds: sent.flatMap((c) => (c.fanout === undefined ? [c.push.id] : [])),
      fanoutDevices: sent.flatMap((c) => (c.fanout === undefined ? [] : [c.device.id])),
    });
    if (page) await pageWrittenDown(page);
    return counts;
  }

  /** One round, claimed and delivered before the next: what `sendDue` runs. */
  async function sendDue() {
    const round = await claimRound();
    const counts = await deliverRound(round);
    return { ...counts, dropped: counts.dropped + round.dropped };
  }

  /**
   * Rounds are pipelined: the next is claimed as soon as the one before is out on the delivery
   * threads (up to ROUNDS_IN_FLIGHT out), instead of after its results are written down. A
   * round that claimed a whole batch (a signal's fan-out is many batches), or a wake during a
   * claim, claims again right after it instead of at the next interval. Claims never overlap.
   */
  let claiming: Promise<void> | undefined;
  const delivering = new Set<Promise<void>>();
  let again = false;

  function tick() {
    if (claiming || delivering.size >= ROUNDS_IN_FLIGHT) {
      again = true;
      return;
    }
    claiming = claimRound()
      .then((round) => {
        if (round.more) again = true;
        if (round.posted.length === 0 && !round.page) return;
        const out: Promise<void> = deliverRound(round)
          .then(() => undefined)
          .catch((error: unknown) => log.error({ err: error }, 'push sender round failed'))
          .finally(() => {
            delivering.delete(out);
            next();
          });
        delivering.add(out);
      })
      .catch((error: unknown) => log.error({ err: error }, 'push sender round failed'))
      .finally(() => {
        claiming = undefined;
        next();
      });
  }

  function next() {
    if (!again || !timer) return;
    again = false;
    tick();
  }

  return {
    start() {
      if (timer) return;
      // The threads start with the server, not with the first signal's fan-out.
      pool
        .warm()
        .catch((error: unknown) => log.error({ err: error }, 'push threads failed to start'));
      timer = setInterval(tick, options.intervalMs ?? DEFAULT_INTERVAL_MS).unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await claiming;
      await Promise.all(delivering);
      await pool.close();
    },
    wake() {
      if (timer) tick();
    },
    sendDue,
  };
}
