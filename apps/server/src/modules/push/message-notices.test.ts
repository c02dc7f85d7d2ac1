import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentionKey, type RoleKey } from '@bbt/domain';
import { messageMentions, messages } from '../../db/schema';
import { freshClientAddress } from '../../test/client-address';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { connectWithCookie, listen, type TestSocket } from '../../test/test-sockets';
import { subscribeUnreachableDevice } from '../../test/unreachable-push-device';
import { insertMessage, lockChannelForInsert } from '../chat';
import { createPushQueue } from './queue';
import { noticesWithMessage } from './repo';
import { missedNotices, pushOutbox, pushSubscriptions } from './schema';

// Decision 0064's second amendment: a send's mentions go in with its message (one statement),
// and its mentioned members are read with what their pushes need (one statement, before the
// send's transaction). Its third: the message's insert with its mentions is a named statement
// (one name per text). Its fifth: the digest's notices go in with the message as well, and its
// pushes, which carry its address, in one statement after it.

let t: TestApp;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

const call = (cookie: string, method: 'POST' | 'PUT', path: string, payload: object) =>
  t.app.inject({
    method,
    url: path,
    headers: { cookie },
    remoteAddress: freshClientAddress(),
    payload,
  });

async function newMember(roles: RoleKey[] = ['free_member']) {
  const name = `Member${randomUUID().slice(0, 8)}`;
  const member = await createMember(t.db, { name, roles });
  return { member, name, cookie: await sessionCookieFor(t.db, t.config.sessionSecret, member.id) };
}

async function send(cookie: string, input: { channel: string; text: string }) {
  const socket = await connectWithCookie(url, cookie);
  sockets.push(socket);
  const ack = await socket
    .timeout(5_000)
    .emitWithAck('message:send', { clientId: randomUUID(), ...input });
  if (!ack.ok) throw new Error(ack.error.message);
  return ack.data as { id: number; mentions: { userIds: string[] } };
}

/** What the message stored for the member: their mention, pushes and digest notices. */
async function storedFor(messageId: number, userId: string) {
  const [mentions, pushes, notices] = await Promise.all([
    t.db.select().from(messageMentions).where(eq(messageMentions.messageId, messageId)),
    t.db.select().from(pushOutbox).where(eq(pushOutbox.messageId, messageId)),
    t.db.select().from(missedNotices).where(eq(missedNotices.messageId, messageId)),
  ]);
  const theirs = <Row extends { userId: string }>(rows: Row[]) =>
    rows.filter((row) => row.userId === userId);
  return {
    mentioned: theirs(mentions).length,
    pushes: theirs(pushes).length,
    notices: theirs(notices).map((notice) => notice.kind),
  };
}

describe("a send's mentions, pushes and digest notices", () => {
  it('stores for each member named what their access, level and devices call for', async () => {
    const author = await newMember(['premium_trader']);
    const withoutDevice = await newMember(['premium_trader']);
    const withDevice = await newMember(['premium_trader']);
    await subscribeUnreachableDevice(t.app, withDevice.cookie);
    const muting = await newMember(['premium_trader']);
    await subscribeUnreachableDevice(t.app, muting.cookie);
    const level = await call(muting.cookie, 'PUT', '/api/channels/premium/notifications', {
      level: 'muted',
    });
    expect(level.statusCode).toBe(200);
    const outsider = await newMember(['free_member']);
    await subscribeUnreachableDevice(t.app, outsider.cookie);

    const message = await send(author.cookie, {
      channel: 'premium',
      text: `@${withoutDevice.name} @${withDevice.name} @${muting.name} @${outsider.name} the call is at 5`,
    });

    expect(message.mentions.userIds.toSorted()).toEqual(
      [withoutDevice.member.id, withDevice.member.id, muting.member.id].toSorted(),
    );
    // No device: the mention is counted and kept for the digest, nothing to push to.
    expect(await storedFor(message.id, withoutDevice.member.id)).toEqual({
      mentioned: 1,
      pushes: 0,
      notices: ['mention'],
    });
    // A device: pushed, not kept for the digest.
    expect(await storedFor(message.id, withDevice.member.id)).toEqual({
      mentioned: 1,
      pushes: 1,
      notices: [],
    });
    // Muted: still a mention they read, and nothing pushed or mailed.
    expect(await storedFor(message.id, muting.member.id)).toEqual({
      mentioned: 1,
      pushes: 0,
      notices: [],
    });
    // Cannot read the channel: no mention, nothing pushed or mailed.
    expect(await storedFor(message.id, outsider.member.id)).toEqual({
      mentioned: 0,
      pushes: 0,
      notices: [],
    });
  });

  it('keeps the message for the digest of members without a device when it has nothing to push', async () => {
    const author = await newMember();
    const named = await newMember();
    const other = await newMember();

    const message = await send(author.cookie, {
      channel: 'general',
      text: `@${named.name} @${other.name} the call is at 5`,
    });

    for (const { member } of [named, other])
      expect(await storedFor(message.id, member.id)).toEqual({
        mentioned: 1,
        pushes: 0,
        notices: ['mention'],
      });
  });

  it('stores the message, and keeps it for the digest, when a device read with its mention was removed before the insert', async () => {
    const author = await newMember();
    const named = await newMember();
    const deviceId = await subscribeUnreachableDevice(t.app, named.cookie);
    const queue = createPushQueue({ enabled: true, missedMail: true, wake: () => undefined });
    const [found] = await queue.membersByMentionKey(t.db, 'general', [mentionKey(named.name)]);
    expect(found?.known.deviceIds).toEqual([deviceId]);
    // The push service answered 410 for it between the lookup and the send's transaction.
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, deviceId));

    const stored = await t.db.transaction(async (tx) => {
      await lockChannelForInsert(tx, 'general');
      const text = `@${named.name} hello`;
      const notices = await queue.messageToStore(tx, {
        channel: 'general',
        threadRootId: null,
        authorId: author.member.id,
        authorName: author.name,
        text,
        hasImage: false,
        mentionedIds: [named.member.id],
        known: new Map(found ? [[named.member.id, found.known]] : []),
        replyToAuthorId: null,
      });
      // A device was read with the mention: nothing for the digest goes in with the message.
      expect(notices.withMessage).toBeUndefined();
      const { row } = await insertMessage(
        tx,
        { channel: 'general', userId: author.member.id, text },
        [named.member.id],
        notices.withMessage,
      );
      await notices.stored(tx, row.id);
      return row;
    });

    // Stored with its mention; the push had no device left, so the digest keeps the mention
    // as for a member without a device.
    expect(await storedFor(stored.id, named.member.id)).toEqual({
      mentioned: 1,
      pushes: 0,
      notices: ['mention'],
    });
  });

  it('stores messages with mentions whose inserts give different columns, on one connection', async () => {
    const author = await newMember();
    const named = await newMember();
    // One transaction holds one connection: each text of the named insert needs a name of its
    // own there (two texts under one name fail on node-postgres).
    const stored = await t.db.transaction(async (tx) => {
      await lockChannelForInsert(tx, 'general');
      const bare = { channel: 'general', userId: author.member.id, text: `@${named.name} one` };
      const first = await insertMessage(tx, bare, [named.member.id]);
      const second = await insertMessage(
        tx,
        { ...bare, text: `@${named.name} two`, clientId: randomUUID(), replyToId: first.row.id },
        [named.member.id],
      );
      return [first.row, second.row];
    });

    for (const row of stored)
      expect(await storedFor(row.id, named.member.id)).toMatchObject({ mentioned: 1 });
  });

  it('stores neither a message nor any of its mentions when one of them cannot be stored', async () => {
    const author = await newMember();
    const named = await newMember();
    const clientId = randomUUID();

    // Outside a transaction, as one statement: nothing for a rollback to undo.
    await expect(
      insertMessage(
        t.db,
        { channel: 'general', userId: author.member.id, clientId, text: 'hello both' },
        [named.member.id, 'no-such-member'],
      ),
    ).rejects.toThrow();

    expect(await t.db.select().from(messages).where(eq(messages.clientId, clientId))).toEqual([]);
    expect(
      await t.db.select().from(messageMentions).where(eq(messageMentions.userId, named.member.id)),
    ).toEqual([]);
  });

  it('stores neither a message nor its digest notices when one of them cannot be stored', async () => {
    const author = await newMember();
    const away = await newMember();
    const clientId = randomUUID();
    const notice = { channel: 'general', rootId: null, kind: 'reply' as const };

    await expect(
      insertMessage(
        t.db,
        { channel: 'general', userId: author.member.id, clientId, text: 'me, long' },
        [],
        noticesWithMessage([
          { ...notice, userId: away.member.id },
          { ...notice, userId: 'no-such-member' },
        ]),
      ),
    ).rejects.toThrow();

    expect(await t.db.select().from(messages).where(eq(messages.clientId, clientId))).toEqual([]);
    expect(
      await t.db.select().from(missedNotices).where(eq(missedNotices.userId, away.member.id)),
    ).toEqual([]);
  });
});
