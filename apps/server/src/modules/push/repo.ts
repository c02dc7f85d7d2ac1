import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  anyOf,
  arrayParam,
  paddedForGenericPlan,
  unnestRows,
  type UnnestColumns,
} from '../../db/array-param';
import type { Database, Tx } from '../../db/client';
import { channelNotificationPrefs, signals, users } from '../../db/schema';
import {
  memberColumns,
  packedRoleFlags,
  unpackRoleFlags,
  withoutRoleFlags,
  type MemberRow,
} from '../users';
import type { RowsWithMessage } from '../chat';
import type { NewMissedNotice } from './missed-repo';
import {
  missedNotices,
  notificationSettings,
  pushOutbox,
  pushSignalFanouts,
  pushSubscriptions,
} from './schema';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NewSubscription = Pick<
  typeof pushSubscriptions.$inferInsert,
  'userId' | 'endpoint' | 'p256dh' | 'auth' | 'label'
>;
export type NewPush = Omit<
  typeof pushOutbox.$inferInsert,
  'id' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'createdAt'
>;

/**
 * Stores a device's subscription. The same endpoint again (a browser subscribing anew, or
 * another member signing in on it) takes the new keys and owner: an endpoint is one browser
 * profile, and it pushes to whoever subscribed it last. What was queued for the member before
 * is dropped: it must not reach the browser's new owner.
 */
export async function upsertSubscription(tx: Tx, row: NewSubscription): Promise<SubscriptionRow> {
  const [stored] = await tx
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, label: row.label },
    })
    .returning();
  if (!stored) throw new Error('upsert returned no row');
  await tx
    .delete(pushOutbox)
    .where(and(eq(pushOutbox.subscriptionId, stored.id), ne(pushOutbox.userId, stored.userId)));
  return stored;
}

export function listSubscriptionsOf(tx: Tx, userId: string) {
  return tx
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/** Deletes one of the member's devices; false when they have none with that id. */
export async function deleteOwnSubscription(tx: Tx, userId: string, id: number) {
  const deleted = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** The push service said these subscriptions are gone (404/410): their waiting pushes go with them. */
export async function deleteSubscriptions(tx: Tx, ids: number[]) {
  if (ids.length > 0)
    await tx.delete(pushSubscriptions).where(anyOf(pushSubscriptions.id, ids, 'bigint'));
}

/**
 * What the push service accepted in a round, written down in one statement: the outbox's pushes
 * leave it, and their devices and the devices a signal's fan-out reached (`fanoutDevices`, which
 * have no outbox row) are stamped reached.
 */
export async function writeDownSent(tx: Tx, sent: { pushIds: number[]; fanoutDevices: number[] }) {
  if (sent.pushIds.length === 0 && sent.fanoutDevices.length === 0) return;
  await tx.execute(sql`
    with sent as (
      delete from ${pushOutbox} where ${anyOf(pushOutbox.id, sent.pushIds, 'bigint')}
      returning ${pushOutbox.subscriptionId} as subscription_id
    )
    update ${pushSubscriptions} set last_success_at = now()
    where ${pushSubscriptions.id} in (
      select subscription_id from sent
      union all
      select unnest(${arrayParam(sent.fanoutDevices, 'bigint')})
    )
  `);
}

/**
 * Members with what decides a message's pushes to them: each member as the rules read them
 * (memberColumns), their notification level in the channel (null: the default), their devices
 * and their notification settings (null: the defaults), in one named statement on the send path
 * (decision 0064). A member who no longer exists has no row.
 */
async function recipientRows(tx: Tx, channel: string, which: SQL, name: string) {
  const rows = await tx
    .select({
      user: memberColumns,
      level: channelNotificationPrefs.level,
      deviceIds: sql<
        (number | string)[]
      >`array(select ${pushSubscriptions.id} from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id} order by ${pushSubscriptions.id})`,
      settings: notificationSettings,
    })
    .from(users)
    .leftJoin(
      channelNotificationPrefs,
      and(
        eq(channelNotificationPrefs.userId, users.id),
        eq(channelNotificationPrefs.channel, channel),
      ),
    )
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(which)
    .prepare(name)
    .execute();
  // node-postgres reads a bigint array as strings.
  return rows.map(({ user, ...recipient }) => ({
    user,
    recipient: { ...recipient, userId: user.id, deviceIds: recipient.deviceIds.map(Number) },
  }));
}

export type Recipient = Awaited<ReturnType<typeof recipientRows>>[number]['recipient'];

/** What decides a message's pushes to these members (recipientRows), by id. */
export async function recipientsIn(tx: Tx, channel: string, userIds: string[]) {
  const rows = await recipientRows(
    tx,
    channel,
    anyOf(users.id, paddedForGenericPlan(userIds), 'text'),
    'push_recipients_in_channel',
  );
  return rows.map((row) => row.recipient);
}

/**
 * The members whose mention key is one of `keys`, with what decides a push to them in the
 * channel (recipientRows): a send's mentions are looked up and their pushes' facts read in one
 * statement (decision 0064's second amendment). The keys, padded for a generic plan, are a
 * semi-join's (decision 0091's amendment): a large community's plan probes the key's index once
 * for each distinct key, and a small one's, which reads every member, looks each up in a hash
 * of the keys, where `= any` compared each member with all ten.
 */
export function recipientsByMentionKey(tx: Tx, channel: string, keys: string[]) {
  const padded = arrayParam(paddedForGenericPlan(keys), 'text');
  return recipientRows(
    tx,
    channel,
    sql`${users.mentionKey} in (select unnest(${padded}))`,
    'push_recipients_by_mention_key',
  );
}

/** An outbox row's columns, each bound as one array over the rows (unnestRows). */
const PUSH_COLUMNS: UnnestColumns<NewPush> = {
  subscription_id: ['bigint', (r) => r.subscriptionId],
  user_id: ['text', (r) => r.userId],
  kind: ['text', (r) => r.kind],
  channel: ['text', (r) => r.channel ?? null],
  message_id: ['bigint', (r) => r.messageId ?? null],
  root_id: ['bigint', (r) => r.rootId ?? null],
  signal_id: ['bigint', (r) => r.signalId ?? null],
  topic: ['text', (r) => r.topic],
  urgency: ['text', (r) => r.urgency],
  title: ['text', (r) => r.title],
  body: ['text', (r) => r.body],
  url: ['text', (r) => r.url],
};
const PUSH_COLUMN_LIST = sql.raw(Object.keys(PUSH_COLUMNS).join(', '));

/** A digest notice of a message not stored yet: its id comes from the message's insert. */
export type MessageNotice = Pick<NewMissedNotice, 'userId' | 'channel' | 'rootId' | 'kind'>;

const MESSAGE_NOTICE_COLUMNS: UnnestColumns<MessageNotice> = {
  user_id: ['text', (r) => r.userId],
  channel: ['text', (r) => r.channel],
  root_id: ['bigint', (r) => r.rootId ?? null],
  kind: ['text', (r) => r.kind],
};
const MESSAGE_NOTICE_COLUMN_LIST = sql.raw(Object.keys(MESSAGE_NOTICE_COLUMNS).join(', '));

/** What every push of one signal says: the same for each of its devices. */
export type SignalPush = Pick<NewPush, 'topic' | 'urgency' | 'title' | 'body' | 'url'> & {
  signalId: number;
  /** The analyst who posted it, whose own devices it skips. */
  authorId: string;
};

/**
 * A signal's fan-out (decision 0081), in the signal's transaction: one row, whatever the
 * community's size, up to the newest device there is now; none when no other member has a
 * device. Devices subscribed after it are not pushed this signal; devices removed before their
 * page is read are not either.
 */
export async function insertSignalFanout(tx: Tx, push: SignalPush) {
  await tx.execute(sql`
    insert into ${pushSignalFanouts}
      (signal_id, author_id, topic, urgency, title, body, url, up_to)
    select ${push.signalId}::integer, ${push.authorId}::text, ${push.topic}::text,
      ${push.urgency}::text, ${push.title}::text, ${push.body}::text, ${push.url}::text,
      max(${pushSubscriptions.id})
    from ${pushSubscriptions}
    where ${pushSubscriptions.userId} <> ${push.authorId}
    having count(*) > 0
  `);
}

/**
 * A message's digest notices (decision 0062), written by the message's own insert statement
 * (decision 0064's fifth amendment): each statement costs PostgreSQL more to parse, plan and
 * start than these rows to write, and PGlite a turn of its one connection. The text is the same
 * whatever the rows (one array per column), as the message's statement name asks.
 */
export function noticesWithMessage(notices: readonly MessageNotice[]): RowsWithMessage {
  return {
    name: 'notices',
    insert: (messageId) => sql`
      insert into ${missedNotices} (message_id, ${MESSAGE_NOTICE_COLUMN_LIST})
      select ${messageId}, rows.* from ${unnestRows(notices, MESSAGE_NOTICE_COLUMNS)}
      on conflict do nothing`,
  };
}

/**
 * A message's pushes in one named statement on the send path, after the message's insert (they
 * carry its address). Answers the members at least one push was queued for.
 */
export async function insertMessagePushes(tx: Tx, pushes: NewPush[]): Promise<Set<string>> {
  if (pushes.length === 0) return new Set();
  // The devices were read before the message's transaction (recipientsByMentionKey): one
  // removed since (a push service's 410, its member's choice) has nothing to push to.
  const queued = tx.$with('queued', { userId: pushOutbox.userId }).as(sql`
    insert into ${pushOutbox} (${PUSH_COLUMN_LIST})
    select * from ${unnestRows(pushes, PUSH_COLUMNS)}
    where exists (select from ${pushSubscriptions} where ${pushSubscriptions.id} = rows.subscription_id)
    returning user_id`);
  const [pushed] = await tx
    .with(queued)
    .select({ userIds: sql<string[]>`coalesce(array_agg(distinct user_id), '{}')` })
    .from(queued)
    .prepare('push_message_pushes')
    .execute();
  return new Set(pushed?.userIds ?? []);
}

/**
 * What the sender reads of a claimed push: not its bookkeeping (the times, the last error),
 * which only the outbox's own statements use.
 */
const claimedPushColumns = {
  id: pushOutbox.id,
  subscriptionId: pushOutbox.subscriptionId,
  userId: pushOutbox.userId,
  kind: pushOutbox.kind,
  channel: pushOutbox.channel,
  messageId: pushOutbox.messageId,
  rootId: pushOutbox.rootId,
  signalId: pushOutbox.signalId,
  topic: pushOutbox.topic,
  urgency: pushOutbox.urgency,
  title: pushOutbox.title,
  body: pushOutbox.body,
  url: pushOutbox.url,
  attempts: pushOutbox.attempts,
};

/** What the sender reads of a push's device: where to post it and how to encrypt it. */
const claimedDeviceColumns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/**
 * Claims up to `limit` due pushes for `leaseMs`, with their device, as the mail outbox claims
 * mails: the next attempt moves past the lease and the attempts count goes up in one statement;
 * another sender skips locked rows, so each push is claimed by one sender at a time.
 */
export async function claimDuePushes(tx: Tx, limit: number, leaseMs: number) {
  const due = lte(pushOutbox.nextAttemptAt, sql`now()`);
  const candidates = tx
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(due)
    .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await tx
    .update(pushOutbox)
    .set({
      attempts: sql`${pushOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(and(inArray(pushOutbox.id, candidates), due))
    .returning(claimedPushColumns);
  if (claimed.length === 0) return [];
  const devices = await tx
    .select(claimedDeviceColumns)
    .from(pushSubscriptions)
    .where(
      anyOf(pushSubscriptions.id, [...new Set(claimed.map((p) => p.subscriptionId))], 'bigint'),
    );
  const byId = new Map(devices.map((d) => [d.id, d]));
  return claimed.flatMap((push) => {
    const device = byId.get(push.subscriptionId);
    return device ? [{ push, device }] : [];
  });
}

/** A claimed push: the outbox's row, or one made for a device of a signal's fan-out. */
export type ClaimedPush = Awaited<ReturnType<typeof claimDuePushes>>[number]['push'];
export type ClaimedDevice = Awaited<ReturnType<typeof claimDuePushes>>[number]['device'];

/** A page of a signal's fan-out, claimed: its devices' pushes and what the rules read of them. */
export interface SignalPage {
  fanoutId: number;
  /** The device id this page reaches up to: once written down, the fan-out is done through it. */
  through: number;
  /**
   * Whether the page starts where the fan-out was last done (its lease had lapsed) rather
   * than after this sender's previous page: pages claimed before it are not waited for.
   */
  resumed: boolean;
  /** The pushes have no outbox row: id 0. */
  pushes: { push: ClaimedPush; device: ClaimedDevice }[];
  members: MemberRow[];
}

/**
 * What a page of a signal's fan-out reads of each device's member for the rules: memberColumns,
 * the role flags in one value (decision 0088). A page is a couple of hundred members, read on
 * the chat's event loop on the embedded database, where each value decoded adds to the read.
 */
const pagedMemberColumns = { ...withoutRoleFlags(memberColumns), roleFlags: packedRoleFlags };

/**
 * Claims the next page of a signal's fan-out (decision 0081), at most `limit` devices: one this
 * sender holds with devices left, or one whose lease has lapsed (its sender died or stopped),
 * taken over from where it was done. The lease is renewed with each page.
 */
export function claimSignalPage(
  db: Database,
  page: { sender: string; limit: number; leaseMs: number },
): Promise<SignalPage | null> {
  return db.transaction(async (tx) => {
    const [fanout] = await tx
      .select({
        ...getTableColumns(pushSignalFanouts),
        // By the database's clock, as the lease's end was written and the row was matched.
        lapsed: sql<boolean>`${pushSignalFanouts.leasedUntil} < now()`,
      })
      .from(pushSignalFanouts)
      .where(
        or(
          and(
            eq(pushSignalFanouts.leasedBy, page.sender),
            lt(pushSignalFanouts.claimedThrough, pushSignalFanouts.upTo),
          ),
          lt(pushSignalFanouts.leasedUntil, sql`now()`),
        ),
      )
      .orderBy(asc(pushSignalFanouts.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!fanout) return null;
    const resumed = fanout.leasedBy !== page.sender || fanout.lapsed;
    const from = resumed ? fanout.doneThrough : fanout.claimedThrough;
    const rows = await tx
      .select({ device: claimedDeviceColumns, member: pagedMemberColumns })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(
        and(
          gt(pushSubscriptions.id, from),
          lte(pushSubscriptions.id, fanout.upTo),
          ne(pushSubscriptions.userId, fanout.authorId),
        ),
      )
      .orderBy(asc(pushSubscriptions.id))
      .limit(page.limit)
      .prepare('push_signal_page')
      .execute();
    const more = rows.length === page.limit && rows.at(-1)!.device.id < fanout.upTo;
    const through = more ? rows.at(-1)!.device.id : fanout.upTo;
    await tx
      .update(pushSignalFanouts)
      .set({
        claimedThrough: through,
        leasedBy: page.sender,
        leasedUntil: sql`now() + ${page.leaseMs} * interval '1 millisecond'`,
      })
      .where(eq(pushSignalFanouts.id, fanout.id));
    const pushes = rows.map(({ device }) => ({
      push: {
        id: 0,
        subscriptionId: device.id,
        userId: device.userId,
        kind: 'signal' as const,
        channel: null,
        messageId: null,
        rootId: null,
        signalId: fanout.signalId,
        topic: fanout.topic,
        urgency: fanout.urgency,
        title: fanout.title,
        body: fanout.body,
        url: fanout.url,
        attempts: 1,
      },
      device,
    }));
    const members = rows.map((r) => unpackRoleFlags(r.member));
    return { fanoutId: fanout.id, through, resumed, pushes, members };
  });
}

/**
 * A fan-out is done through `through` (every page up to it delivered and written down): a
 * sender taking it over starts after it. Done through its last device, the row goes.
 */
export async function signalPagesDone(
  tx: Tx,
  done: { fanoutId: number; sender: string; through: number; leaseMs: number },
) {
  await tx.execute(sql`
    with finished as (
      delete from ${pushSignalFanouts}
      where id = ${done.fanoutId} and leased_by = ${done.sender} and up_to <= ${done.through}::bigint
      returning id
    )
    update ${pushSignalFanouts}
    set done_through = greatest(done_through, ${done.through}::bigint),
      leased_until = now() + ${done.leaseMs} * interval '1 millisecond'
    where id = ${done.fanoutId} and leased_by = ${done.sender}
      and not exists (select from finished)
  `);
}

/** A push of a signal's fan-out that failed at its first attempt, and when to try it again. */
type SignalRetry = NewPush & { attempts: number; lastError: string; delayMs: number };

/** A retry's outbox columns: a push's, then what its first attempt left (unnestRows). */
const RETRY_COLUMNS: UnnestColumns<SignalRetry> = {
  ...PUSH_COLUMNS,
  attempts: ['bigint', (r) => r.attempts],
  last_error: ['text', (r) => r.lastError],
  delay_ms: ['bigint', (r) => r.delayMs],
};

/** A signal's push that failed at its first attempt: into the outbox, for its retries. */
export async function queueSignalRetries(
  tx: Tx,
  retries: { push: ClaimedPush; error: string; delayMs: number }[],
) {
  if (retries.length === 0) return;
  const rows = retries.map(({ push, error, delayMs }) => ({ ...push, lastError: error, delayMs }));
  await tx.execute(sql`
    insert into ${pushOutbox} (${PUSH_COLUMN_LIST}, attempts, last_error, next_attempt_at)
    select ${PUSH_COLUMN_LIST}, attempts, last_error, now() + delay_ms * interval '1 millisecond'
    from ${unnestRows(rows, RETRY_COLUMNS)}
  `);
}

export async function deletePushes(tx: Tx, ids: number[]) {
  if (ids.length > 0) await tx.delete(pushOutbox).where(anyOf(pushOutbox.id, ids, 'bigint'));
}

/** A temporary failure: the push waits `delayMs` for its next attempt. */
export interface PushRetry {
  id: number;
  error: string;
  delayMs: number;
}

/** Schedules a round's retries: one statement per distinct error and delay (usually one). */
export async function schedulePushRetries(tx: Tx, retries: PushRetry[]) {
  const alike = new Map<string, { error: string; delayMs: number; ids: number[] }>();
  for (const { id, error, delayMs } of retries) {
    const key = `${delayMs} ${error}`;
    const group = alike.get(key) ?? { error, delayMs, ids: [] };
    group.ids.push(id);
    alike.set(key, group);
  }
  for (const { error, delayMs, ids } of alike.values()) {
    await tx
      .update(pushOutbox)
      .set({ lastError: error, nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'` })
      .where(anyOf(pushOutbox.id, ids, 'bigint'));
  }
}

/** Members as the rules read them (memberColumns), by id. */
export function membersById(tx: Tx, ids: string[]) {
  return tx
    .select(memberColumns)
    .from(users)
    .where(anyOf(users.id, ids, 'text'));
}

/** Which of these signals are still live (not deleted): a deleted signal is pushed to no one. */
export async function liveSignalIds(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: signals.id })
    .from(signals)
    .where(and(inArray(signals.id, ids), isNull(signals.deletedAt)));
  return new Set(rows.map((r) => r.id));
}
