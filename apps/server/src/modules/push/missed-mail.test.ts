import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { missedNotices } from './schema';
import { freshClientAddress } from '../../test/client-address';
import { createMember, sessionCookieFor } from '../../test/factories';
import { quietAroundNow } from '../../test/quiet-hours';
import { createTestApp, type TestApp } from '../../test/test-app';
import { connectWithCookie, listen, type TestSocket } from '../../test/test-sockets';
import { subscribeUnreachableDevice } from '../../test/unreachable-push-device';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@bbt/domain';
import { createMailOutbox } from '../mail/outbox';
import { createMissedMailer, type MissedMailer } from './missed-mail';

// Decision 0062: mentions and replies a member without a push device has not seen within the
// delay are mailed as one digest, with a link to each message and a link that turns it off.

let t: TestApp;
let url: string;
let mailer: MissedMailer;
const sockets: TestSocket[] = [];
const DELAY_MS = 15 * 60_000;
/** The clock of `clockedMailer`, which the quiet-hours tests move. */
let clock = new Date();
let clockedMailer: MissedMailer;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  const mailerWith = (now?: () => Date) =>
    createMissedMailer({
      db: t.db,
      outbox: createMailOutbox({ env: 'test', mail: { smtpUrl: undefined } }),
      log: t.app.log,
      publicUrl: t.config.publicUrl,
      secret: t.config.sessionSecret,
      delayMs: DELAY_MS,
      now,
    });
  mailer = mailerWith();
  clockedMailer = mailerWith(() => clock);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

async function newMember() {
  const name = `Member${randomUUID().slice(0, 8)}`;
  const member = await createMember(t.db, { name, roles: ['free_member'] });
  const cookie = await sessionCookieFor(t.db, t.config.sessionSecret, member.id);
  return { member, name, cookie };
}

async function send(cookie: string, input: { channel: string; text: string; replyTo?: number }) {
  const socket = await connectWithCookie(url, cookie);
  sockets.push(socket);
  const ack = await socket
    .timeout(5_000)
    .emitWithAck('message:send', { clientId: randomUUID(), ...input });
  if (!ack.ok) throw new Error(ack.error.message);
  return ack.data;
}

const noticesOf = (userId: string) =>
  t.db.select().from(missedNotices).where(eq(missedNotices.userId, userId));

/** The delay passes for the member's waiting notices. */
const delayPasses = (userId: string) =>
  t.db
    .update(missedNotices)
    .set({ createdAt: sql`now() - interval '16 minutes'` })
    .where(eq(missedNotices.userId, userId));

const call = (cookie: string, method: 'PUT' | 'POST', path: string, payload: object) =>
  t.app.inject({
    method,
    url: path,
    headers: { cookie },
    remoteAddress: freshClientAddress(),
    payload,
  });

async function saveSettings(cookie: string, settings: NotificationSettings) {
  expect((await call(cookie, 'PUT', '/api/notifications/settings', settings)).statusCode).toBe(200);
}

/** The delay passes and the job runs: the member is mailed nothing, and nothing waits. */
async function expectNoDigestAfterTheDelay(member: { id: string; email: string }) {
  await delayPasses(member.id);
  await mailer.mailDue();
  expect(await digestsTo(member.email)).toEqual([]);
  expect(await noticesOf(member.id)).toEqual([]);
}

const digestsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('mail for what was missed (decision 0062)', () => {
  it('mails one digest of unseen mentions and replies, with a link to each, once the delay passed', async () => {
    const author = await newMember();
    const away = await newMember();
    const question = await send(away.cookie, { channel: 'general', text: 'who trades gold?' });
    const mention = await send(author.cookie, {
      channel: 'general',
      text: `@${away.name} the gold call is at 5`,
    });
    const reply = await send(author.cookie, {
      channel: 'general',
      text: 'me, long',
      replyTo: question.id,
    });
    expect((await noticesOf(away.member.id)).map((n) => n.kind).sort()).toEqual([
      'mention',
      'reply',
    ]);

    // Before the delay: nothing is mailed.
    await mailer.mailDue();
    expect(await digestsTo(away.member.email)).toEqual([]);

    await delayPasses(away.member.id);
    await mailer.mailDue();
    const [digest, ...more] = await digestsTo(away.member.email);
    expect(more).toEqual([]);
    expect(digest?.kind).toBe('missed_digest');
    expect(digest?.subject).toBe('You missed 2 messages');
    expect(digest?.text).toContain(`${author.name} mentioned you in #general chat`);
    expect(digest?.text).toContain(`http://localhost:3000/app/general?message=${mention.id}`);
    expect(digest?.text).toContain(`http://localhost:3000/app/general?message=${reply.id}`);
    expect(digest?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await noticesOf(away.member.id)).toEqual([]);
  });

  it('names a direct message by who wrote it, never by its channel', async () => {
    const author = await newMember();
    const away = await newMember();
    // Accounts old enough to start a conversation (decision 0066).
    await t.db
      .update(users)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(users.id, author.member.id));
    const started = await call(author.cookie, 'POST', '/api/conversations', {
      memberIds: [away.member.id],
    });
    expect(started.statusCode, started.body).toBe(201);
    const channel: string = started.json().conversation.name;
    const message = await send(author.cookie, { channel, text: 'are you in on gold?' });
    await delayPasses(away.member.id);
    await mailer.mailDue();
    const [digest] = await digestsTo(away.member.email);
    expect(digest?.text).toContain(`${author.name} sent you a direct message`);
    expect(digest?.text).not.toContain(`#${channel}`);
    expect(digest?.text).toContain(`?message=${message.id}`);
  });

  it('mails a member once when two instances run the job at the same moment', async () => {
    const author = await newMember();
    const away = await newMember();
    for (const word of ['one', 'two', 'three'])
      await send(author.cookie, { channel: 'general', text: `@${away.name} ${word}` });
    await delayPasses(away.member.id);
    clock = new Date();
    await Promise.all([mailer.mailDue(), clockedMailer.mailDue()]);
    const digests = await digestsTo(away.member.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('You missed 3 messages');
    expect(await noticesOf(away.member.id)).toEqual([]);
  });

  it('leaves out what the member read meanwhile, and mails nothing when all was read', async () => {
    const author = await newMember();
    const reader = await newMember();
    const mention = await send(author.cookie, { channel: 'general', text: `@${reader.name} hi` });
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/channels/general/read',
      headers: { cookie: reader.cookie },
      remoteAddress: freshClientAddress(),
      payload: { lastId: mention.id },
    });
    expect(read.statusCode).toBe(200);
    await expectNoDigestAfterTheDelay(reader.member);
  });

  it('keeps nothing for a member with a push device: the push reaches them', async () => {
    const author = await newMember();
    const pushed = await newMember();
    await subscribeUnreachableDevice(t.app, pushed.cookie);
    await send(author.cookie, { channel: 'general', text: `@${pushed.name} look` });
    expect(await noticesOf(pushed.member.id)).toEqual([]);
  });

  it('turns off by the mail’s link: a page that asks, then a POST (one click in mail clients)', async () => {
    const author = await newMember();
    const away = await newMember();
    await send(author.cookie, { channel: 'general', text: `@${away.name} first` });
    await delayPasses(away.member.id);
    await mailer.mailDue();
    const [digest] = await digestsTo(away.member.email);
    const link = /Stop these mails: (\S+)/.exec(digest?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const path = new URL(link ?? '').pathname + new URL(link ?? '').search;

    const page = await t.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: freshClientAddress(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    // Opening the link changes nothing.
    await send(author.cookie, { channel: 'general', text: `@${away.name} second` });
    expect(await noticesOf(away.member.id)).toHaveLength(1);

    const off = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: freshClientAddress(),
    });
    expect(off.statusCode).toBe(200);
    expect(await noticesOf(away.member.id)).toEqual([]);
    await send(author.cookie, { channel: 'general', text: `@${away.name} third` });
    expect(await noticesOf(away.member.id)).toEqual([]);

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/missed-mail/off?token=abc.def',
      remoteAddress: freshClientAddress(),
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('the member’s choices, as they are when the digest is mailed (decision 0070)', () => {
  it('leaves out a kind the member turned off and a channel they muted since', async () => {
    const author = await newMember();
    const away = await newMember();
    const question = await send(away.cookie, { channel: 'general', text: 'who trades gold?' });
    const mention = await send(author.cookie, { channel: 'general', text: `@${away.name} gold` });
    const reply = await send(author.cookie, {
      channel: 'general',
      text: 'me, long',
      replyTo: question.id,
    });
    expect(await noticesOf(away.member.id)).toHaveLength(2);
    await saveSettings(away.cookie, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, replies: false },
    });
    await delayPasses(away.member.id);
    await mailer.mailDue();
    const [digest] = await digestsTo(away.member.email);
    expect(digest?.subject).toBe(`You missed: ${author.name} mentioned you in #general chat`);
    expect(digest?.text).toContain(`/app/general?message=${mention.id}`);
    expect(digest?.text).not.toContain(`/app/general?message=${reply.id}`);

    const muted = await newMember();
    await send(author.cookie, { channel: 'general', text: `@${muted.name} gold` });
    expect(await noticesOf(muted.member.id)).toHaveLength(1);
    const mute = await call(muted.cookie, 'PUT', '/api/channels/general/notifications', {
      level: 'muted',
    });
    expect(mute.statusCode).toBe(200);
    await expectNoDigestAfterTheDelay(muted.member);
  });

  it('keeps nothing of a kind already turned off', async () => {
    const author = await newMember();
    const away = await newMember();
    await saveSettings(away.cookie, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, mentions: false },
    });
    await send(author.cookie, { channel: 'general', text: `@${away.name} gold` });
    expect(await noticesOf(away.member.id)).toEqual([]);
  });
});

describe('quiet hours (decision 0070)', () => {
  it('keeps what arrived in them, device or not, and mails it once they end, in the member’s time zone', async () => {
    const author = await newMember();
    const withDevice = await newMember();
    const withoutDevice = await newMember();
    const start = Date.now();
    // Quiet from an hour ago to two hours from now, on a New York clock.
    const settings = quietAroundNow('America/New_York', -60, 120, start);
    await saveSettings(withDevice.cookie, settings);
    await saveSettings(withoutDevice.cookie, settings);
    await subscribeUnreachableDevice(t.app, withDevice.cookie);

    const mention = await send(author.cookie, {
      channel: 'general',
      text: `@${withDevice.name} @${withoutDevice.name} gold at 5`,
    });
    expect(await noticesOf(withDevice.member.id)).toHaveLength(1);
    expect(await noticesOf(withoutDevice.member.id)).toHaveLength(1);

    // The delay has passed, but it is still quiet: nothing is mailed, the notices are held
    // until the minute the hours end.
    const end = new Date(Math.floor(start / 60_000) * 60_000 + 120 * 60_000);
    clock = new Date(start + DELAY_MS + 60_000);
    await clockedMailer.mailDue();
    for (const who of [withDevice, withoutDevice]) {
      expect(await digestsTo(who.member.email)).toEqual([]);
      expect((await noticesOf(who.member.id)).map((n) => n.heldUntil)).toEqual([end]);
    }
    clock = new Date(end.getTime() - 1);
    await clockedMailer.mailDue();
    expect(await digestsTo(withoutDevice.member.email)).toEqual([]);

    clock = end;
    await clockedMailer.mailDue();
    for (const who of [withDevice, withoutDevice]) {
      const [digest, ...more] = await digestsTo(who.member.email);
      expect(more).toEqual([]);
      expect(digest?.text).toContain(`/app/general?message=${mention.id}`);
      expect(await noticesOf(who.member.id)).toEqual([]);
    }
  });

  it('keeps nothing outside quiet hours for a member a push reaches', async () => {
    const author = await newMember();
    const pushed = await newMember();
    // Quiet hours that ended a minute ago.
    await saveSettings(pushed.cookie, quietAroundNow('Asia/Kolkata', -120, -1));
    await subscribeUnreachableDevice(t.app, pushed.cookie);
    await send(author.cookie, { channel: 'general', text: `@${pushed.name} gold` });
    expect(await noticesOf(pushed.member.id)).toEqual([]);
  });
});
