import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MAX_ATTEMPTS, type RoleKey } from '@bbt/domain';
import { missedNotices, pushOutbox, pushSubscriptions } from './schema';
import { messages } from '../chat/schema';
import { freshClientAddress } from '../../test/client-address';
import { createMember, sessionCookieFor } from '../../test/factories';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import {
  createTestApp,
  PRODUCTION_TEST_ENV,
  updateMemberRow,
  type TestApp,
} from '../../test/test-app';
import { quietAroundNow } from '../../test/quiet-hours';
import { connectWithCookie, listen, type TestSocket } from '../../test/test-sockets';
import { channelTopic } from './queue';

let t: TestApp;
let pushService: FakePushService;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  pushService = await startFakePushService(async () => {
    const cookie = (await newMember()).cookie;
    return (await call(cookie, 'GET', '/api/push/key')).json().publicKey;
  });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
  await pushService?.close();
});

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: path,
    headers: { cookie },
    remoteAddress: freshClientAddress(),
    ...(payload && { payload }),
  });

async function newMember(roles: RoleKey[] = ['free_member']) {
  const name = `Member${randomUUID().slice(0, 8)}`;
  const member = await createMember(t.db, { name, roles });
  return { member, name, cookie: await sessionCookieFor(t.db, t.config.sessionSecret, member.id) };
}

/** A member with one device subscribed to the fake push service. */
async function subscribedMember(roles?: RoleKey[]) {
  const who = await newMember(roles);
  const device = pushService.newDevice();
  const response = await call(who.cookie, 'POST', '/api/push/subscriptions', device.subscription);
  expect(response.statusCode).toBe(201);
  return { ...who, device, deviceRowId: response.json().device.id as number };
}

async function socketOf(cookie: string) {
  const socket = await connectWithCookie(url, cookie);
  sockets.push(socket);
  return socket;
}

async function send(
  socket: TestSocket,
  input: { channel: string; text: string; replyTo?: number },
) {
  const ack = await socket
    .timeout(5_000)
    .emitWithAck('message:send', { clientId: randomUUID(), ...input });
  if (!ack.ok) throw new Error(ack.error.message);
  return ack.data;
}

const noticesOf = (userId: string) =>
  t.db.select().from(missedNotices).where(eq(missedNotices.userId, userId));

const waitingPushesOf = (userId: string) =>
  t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, userId));

/** Waits until the member's push was answered 500 and waits for its retry. */
async function failedOnce(member: { member: { id: string }; device: { id: string } }) {
  await pushService.waitForPushes(member.device.id, 1);
  await expect
    .poll(async () => (await waitingPushesOf(member.member.id))[0]?.lastError)
    .toBe('the push service answered 500');
}

/** The backoff passes: the member's waiting pushes are due now. */
async function dueNow(userId: string) {
  await t.db
    .update(pushOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(pushOutbox.userId, userId));
}

describe('push devices (decision 0055)', () => {
  it('subscribes, lists and removes only the member’s own devices', async () => {
    const owner = await subscribedMember();
    const other = await newMember();

    const theirs = await call(other.cookie, 'GET', '/api/push/subscriptions');
    expect(theirs.json().devices).toEqual([]);
    const refused = await call(
      other.cookie,
      'DELETE',
      `/api/push/subscriptions/${owner.deviceRowId}`,
    );
    expect(refused.statusCode).toBe(404);
    const mine = await call(owner.cookie, 'GET', '/api/push/subscriptions');
    expect(mine.json().devices).toMatchObject([
      {
        id: owner.deviceRowId,
        endpoint: owner.device.subscription.endpoint,
        label: 'Test browser',
      },
    ]);

    const removed = await call(
      owner.cookie,
      'DELETE',
      `/api/push/subscriptions/${owner.deviceRowId}`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await call(owner.cookie, 'GET', '/api/push/subscriptions')).json().devices).toEqual([]);
  });

  it('refuses keys that are not a browser’s with a readable 400', async () => {
    const { cookie } = await newMember();
    const { subscription } = pushService.newDevice();
    const response = await call(cookie, 'POST', '/api/push/subscriptions', {
      ...subscription,
      keys: { ...subscription.keys, auth: 'c2hvcnQ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/keys\.auth must be 16 bytes/);
  });
});

describe('who is pushed (decision 0055)', () => {
  it('pushes a mention, decrypted on the device, with the url of the message', async () => {
    const author = await newMember();
    const mentioned = await subscribedMember();
    const message = await send(await socketOf(author.cookie), {
      channel: 'general',
      text: `hey @${mentioned.name} look at gold`,
    });

    const [push] = await pushService.waitForPushes(mentioned.device.id, 1);
    expect(push?.payload).toEqual({
      title: `${author.name} mentioned you in #general chat`,
      body: `hey @${mentioned.name} look at gold`,
      url: `/app/general?message=${message.id}`,
      tag: channelTopic('general'),
    });
    expect(push?.headers.topic).toBe(channelTopic('general'));
    expect(push?.headers.urgency).toBe('normal');
    // Answered 201, the push leaves the outbox and its device is stamped reached.
    await expect.poll(() => waitingPushesOf(mentioned.member.id)).toEqual([]);
    const [device] = await t.db
      .select({ reachedAt: pushSubscriptions.lastSuccessAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, mentioned.member.id));
    expect(device?.reachedAt).toBeInstanceOf(Date);
  });

  it('pushes a reply to the author of the message replied to', async () => {
    const asker = await subscribedMember();
    const answerer = await newMember();
    // Asked earlier, from a tab since closed: a socket of the asker's own would count them in
    // the app at presence's next tick, and a push to a member in the app is rightly dropped.
    const [question] = await t.db
      .insert(messages)
      .values({ channel: 'general', userId: asker.member.id, text: 'anyone trading EURUSD today?' })
      .returning({ id: messages.id });
    if (!question) throw new Error('the question was not written');
    const answer = await send(await socketOf(answerer.cookie), {
      channel: 'general',
      text: 'yes, long',
      replyTo: question.id,
    });

    const [push] = await pushService.waitForPushes(asker.device.id, 1);
    expect(push?.payload.title).toBe(`${answerer.name} replied to you in #general chat`);
    expect(push?.payload.url).toBe(`/app/general?message=${answer.id}`);
  });

  it('pushes nothing from a channel the member muted', async () => {
    const author = await newMember();
    const muting = await subscribedMember();
    const listening = await subscribedMember();
    const muted = await call(muting.cookie, 'POST', '/api/channels/general/read', { lastId: 0 });
    expect(muted.statusCode).toBe(200);
    const level = await t.app.inject({
      method: 'PUT',
      url: '/api/channels/general/notifications',
      headers: { cookie: muting.cookie },
      remoteAddress: freshClientAddress(),
      payload: { level: 'muted' },
    });
    expect(level.statusCode).toBe(200);

    await send(await socketOf(author.cookie), {
      channel: 'general',
      text: `@${muting.name} and @${listening.name}: the call is at 5`,
    });

    // The pushes of one message are queued together: once one arrived, the other was decided.
    await pushService.waitForPushes(listening.device.id, 1);
    // A waiting row leaves only once its push has reached the service: check the rows first.
    expect(await waitingPushesOf(muting.member.id)).toEqual([]);
    expect(pushService.pushesTo(muting.device.id)).toEqual([]);
  });

  it('pushes a new signal, urgently, to a member with signals access and not to one without', async () => {
    const analyst = await newMember(['analyst']);
    const reader = await subscribedMember(['free_member', 'premium_signals']);
    const outsider = await subscribedMember(['free_member']);

    const posted = await call(analyst.cookie, 'POST', '/api/signals', {
      name: 'XAUUSD long',
      entry: '2310.50',
      exit: '2330',
      profit: '+195 pips',
    });
    expect(posted.statusCode).toBe(201);

    const [push] = await pushService.waitForPushes(reader.device.id, 1);
    expect(push?.payload).toMatchObject({
      title: 'New signal: XAUUSD long',
      body: `Entry 2310.50 · Exit 2330 · +195 pips (${analyst.name})`,
      url: '/signals',
    });
    expect(push?.headers.urgency).toBe('high');
    expect(await waitingPushesOf(outsider.member.id)).toEqual([]);
    expect(pushService.pushesTo(outsider.device.id)).toEqual([]);
  });
});

describe('delivery (decision 0055)', () => {
  it('removes a subscription the push service says is gone (410), keeping its mention for the digest', async () => {
    const author = await newMember();
    const gone = await subscribedMember();
    pushService.answer(gone.device.id, 410);

    const sent = await send(await socketOf(author.cookie), {
      channel: 'general',
      text: `@${gone.name} hi`,
    });

    await pushService.waitForPushes(gone.device.id, 1);
    await expect
      .poll(async () =>
        t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, gone.deviceRowId)),
      )
      .toEqual([]);
    expect(await waitingPushesOf(gone.member.id)).toEqual([]);
    // No push reached it: the digest mails it instead (decision 0073).
    expect((await noticesOf(gone.member.id)).map((n) => [n.messageId, n.kind])).toEqual([
      [sent.id, 'mention'],
    ]);
  });

  it('tries again after a failure of the push service (500)', async () => {
    const author = await newMember();
    const member = await subscribedMember();
    pushService.answer(member.device.id, 500);

    await send(await socketOf(author.cookie), { channel: 'general', text: `@${member.name} hi` });

    await failedOnce(member);
    await dueNow(member.member.id);

    const pushes = await pushService.waitForPushes(member.device.id, 2);
    expect(pushes.map((p) => p.status)).toEqual([500, 201]);
    expect(pushes[1]?.payload).toEqual(pushes[0]?.payload);
    await expect.poll(() => waitingPushesOf(member.member.id)).toEqual([]);
  });
  it('gives a push up after its last attempt and keeps its mention for the digest (decision 0073)', async () => {
    const author = await newMember();
    const member = await subscribedMember();
    pushService.answer(member.device.id, 500, 500);
    const sent = await send(await socketOf(author.cookie), {
      channel: 'general',
      text: `@${member.name} are you in?`,
    });
    await failedOnce(member);
    // Its next attempt is its last.
    await t.db
      .update(pushOutbox)
      .set({ attempts: PUSH_MAX_ATTEMPTS - 1, nextAttemptAt: sql`now()` })
      .where(eq(pushOutbox.userId, member.member.id));

    await expect.poll(() => waitingPushesOf(member.member.id), { timeout: 10_000 }).toEqual([]);
    expect(pushService.pushesTo(member.device.id).map((p) => p.status)).toEqual([500, 500]);
    expect((await noticesOf(member.member.id)).map((n) => [n.messageId, n.kind])).toEqual([
      [sent.id, 'mention'],
    ]);
  });
});

describe('access at send time (decision 0055)', () => {
  it('drops a waiting push from a channel the member can no longer read', async () => {
    const author = await newMember(['free_member', 'premium_signals']);
    const member = await subscribedMember(['free_member', 'premium_signals']);
    pushService.answer(member.device.id, 500);
    const authorSocket = await socketOf(author.cookie);
    await send(authorSocket, { channel: 'premium', text: `@${member.name} premium news` });
    await failedOnce(member);
    await updateMemberRow(t, member.member.id, { premiumSignals: false });
    await dueNow(member.member.id);
    const general = await send(authorSocket, { channel: 'general', text: `@${member.name} hi` });

    const pushes = await pushService.waitForPushes(member.device.id, 2);
    await expect.poll(() => waitingPushesOf(member.member.id)).toEqual([]);
    expect(pushService.pushesTo(member.device.id)).toEqual(pushes);
    expect(pushes.map((p) => p.payload.url)).toEqual([
      expect.stringMatching(/^\/app\/premium\?message=/),
      `/app/general?message=${general.id}`,
    ]);
  });
});

describe('a browser that changes hands (decision 0055)', () => {
  it("never shows the former owner's waiting push to the member who subscribed it next", async () => {
    const author = await newMember();
    const first = await subscribedMember();
    pushService.answer(first.device.id, 500);
    await send(await socketOf(author.cookie), {
      channel: 'general',
      text: `@${first.name} private to you`,
    });
    await failedOnce(first);

    const next = await newMember();
    const taken = await call(
      next.cookie,
      'POST',
      '/api/push/subscriptions',
      first.device.subscription,
    );
    expect(taken.statusCode).toBe(201);
    expect(await waitingPushesOf(first.member.id)).toEqual([]);
    const general = await send(await socketOf(author.cookie), {
      channel: 'general',
      text: `@${next.name} yours`,
    });
    const pushes = await pushService.waitForPushes(first.device.id, 2);
    expect(pushes.map((p) => p.payload.url)).toEqual([
      `/app/general?message=${general.id - 1}`,
      `/app/general?message=${general.id}`,
    ]);
    expect(pushes[1]?.status).toBe(201);
  });
});

describe('endpoints in production (decision 0055)', () => {
  it('accepts only known push services, and says why it refuses another', async () => {
    const keys = webPush.generateVAPIDKeys();
    const production = await createTestApp({
      ...PRODUCTION_TEST_ENV,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@bluebadge.example',
    });
    try {
      const member = await createMember(production.db, { name: 'Prod Member' });
      const plain = await sessionCookieFor(
        production.db,
        production.config.sessionSecret,
        member.id,
      );
      // Production's cookies carry the __Secure- prefix.
      const cookie = plain.replace('better-auth.', '__Secure-better-auth.');
      const subscribe = (endpoint: string) =>
        production.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          headers: { cookie, origin: PRODUCTION_TEST_ENV.PUBLIC_URL },
          remoteAddress: freshClientAddress(),
          payload: { ...pushService.newDevice().subscription, endpoint },
        });

      const local = await subscribe('https://127.0.0.1:8443/push/1');
      expect(local.statusCode).toBe(400);
      expect(local.json().error).toEqual({
        code: 'push_endpoint_refused',
        message: '127.0.0.1 is not a push service this server sends to',
      });
      expect(
        (await subscribe('https://updates.push.services.mozilla.com/wpush/v2/x')).statusCode,
      ).toBe(201);
      expect((await subscribe('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(201);
    } finally {
      await production.close();
    }
  });
});

describe('notification settings (decision 0062)', () => {
  const settingsBody = (overrides: object = {}) => ({
    kinds: { mentions: true, replies: true, signals: true, tickets: true, messages: true },
    quietHours: null,
    timeZone: 'UTC',
    missedMail: true,
    ...overrides,
  });
  const put = (cookie: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: { cookie },
      remoteAddress: freshClientAddress(),
      payload,
    });
  it('reads the defaults, saves the member’s own, and refuses bad input with a readable 400', async () => {
    const { cookie } = await newMember();
    const read = await call(cookie, 'GET', '/api/notifications/settings');
    expect(read.json().settings).toEqual(settingsBody());

    const saved = await put(
      cookie,
      settingsBody({ quietHours: { start: '22:00', end: '07:00' }, timeZone: 'Asia/Tokyo' }),
    );
    expect(saved.statusCode).toBe(200);
    expect((await call(cookie, 'GET', '/api/notifications/settings')).json().settings).toEqual(
      settingsBody({ quietHours: { start: '22:00', end: '07:00' }, timeZone: 'Asia/Tokyo' }),
    );

    const badZone = await put(cookie, settingsBody({ timeZone: 'Mars/Olympus' }));
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().error.message).toMatch(/time zone/);
    const badTime = await put(
      cookie,
      settingsBody({ quietHours: { start: '25:00', end: '07:00' } }),
    );
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().error.message).toMatch(/HH:MM/);
    // Nothing of the refused input was written.
    expect(
      (await call(cookie, 'GET', '/api/notifications/settings')).json().settings.timeZone,
    ).toBe('Asia/Tokyo');
  });

  it('refuses a signed-out visitor', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      remoteAddress: freshClientAddress(),
      payload: settingsBody(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('pushes no mention in the member’s quiet hours, read in their time zone, and keeps it for the digest', async () => {
    const author = await newMember();
    const quiet = await subscribedMember();
    const awake = await subscribedMember();
    const saved = await put(quiet.cookie, quietAroundNow('Pacific/Kiritimati', -60, 60));
    expect(saved.statusCode).toBe(200);

    await send(await socketOf(author.cookie), {
      channel: 'general',
      text: `@${quiet.name} and @${awake.name}: the call is at 5`,
    });
    // Both were queued together and decided in one round: once one arrived, the other was.
    await pushService.waitForPushes(awake.device.id, 1);
    expect(await waitingPushesOf(quiet.member.id)).toEqual([]);
    expect(pushService.pushesTo(quiet.device.id)).toEqual([]);
    // Not lost: what arrived in quiet hours waits for the missed-mail digest (decision 0070),
    // what was pushed does not.
    expect((await noticesOf(quiet.member.id)).map((n) => n.kind)).toEqual(['mention']);
    expect(await noticesOf(awake.member.id)).toEqual([]);
  });

  it('keeps for the digest a mention whose retry falls in quiet hours, instead of dropping it (decision 0073)', async () => {
    const author = await newMember();
    const member = await subscribedMember();
    pushService.answer(member.device.id, 500);
    const sent = await send(await socketOf(author.cookie), {
      channel: 'general',
      text: `@${member.name} the call is at 5`,
    });
    await failedOnce(member);
    // Sent outside quiet hours, so no notice was kept then.
    expect(await noticesOf(member.member.id)).toEqual([]);

    const saved = await put(member.cookie, quietAroundNow('Asia/Tokyo', -30, 60));
    expect(saved.statusCode).toBe(200);
    await dueNow(member.member.id);

    // The sender's next round (its loop runs every 2 s) takes it.
    await expect.poll(() => waitingPushesOf(member.member.id), { timeout: 10_000 }).toEqual([]);
    expect(pushService.pushesTo(member.device.id).map((p) => p.status)).toEqual([500]);
    expect(
      (await noticesOf(member.member.id)).map((n) => ({
        messageId: n.messageId,
        kind: n.kind,
        channel: n.channel,
      })),
    ).toEqual([{ messageId: sent.id, kind: 'mention', channel: 'general' }]);
  });

  it('pushes no signal to a member who turned signals off', async () => {
    const analyst = await newMember(['analyst']);
    const off = await subscribedMember(['free_member', 'premium_signals']);
    const on = await subscribedMember(['free_member', 'premium_signals']);
    const saved = await put(
      off.cookie,
      settingsBody({
        kinds: { mentions: true, replies: true, signals: false, tickets: true, messages: true },
      }),
    );
    expect(saved.statusCode).toBe(200);

    const posted = await call(analyst.cookie, 'POST', '/api/signals', {
      name: 'EURUSD short',
      entry: '1.0850',
      exit: '1.0800',
      profit: '+50 pips',
    });
    expect(posted.statusCode).toBe(201);
    await pushService.waitForPushes(on.device.id, 1);
    expect(await waitingPushesOf(off.member.id)).toEqual([]);
    expect(pushService.pushesTo(off.device.id)).toEqual([]);
  });
});
