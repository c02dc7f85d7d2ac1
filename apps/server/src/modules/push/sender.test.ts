import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithDevice } from '../../test/factories';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import { createTestDatabase, onOneConnection, type TestDatabase } from '../../test/test-database';
import { users } from '../../db/schema';
import { channelTopic } from './queue';
import { insertMessagePushes } from './repo';
import { createPushSender } from './sender';

const keys = webPush.generateVAPIDKeys();
const vapid = { ...keys, subject: 'mailto:push@example.test' };
const quiet = { warn: () => undefined, error: () => undefined };
let database: TestDatabase;
let pushService: FakePushService;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  pushService = await startFakePushService(async () => vapid.publicKey);
});
afterAll(async () => {
  await pushService?.close();
  await database?.drop();
});

/** `count` members with a device each, and a mention in #general waiting for each device. */
async function mentionsWaiting(count: number) {
  const db = database.handle.db;
  const devices = [];
  for (let i = 0; i < count; i++) {
    const device = pushService.newDevice();
    const { member, deviceRowId } = await createMemberWithDevice(
      db,
      { name: `Pushed${i}`, roles: ['free_member'] },
      device.subscription,
    );
    await insertMessagePushes(db, [
      {
        subscriptionId: deviceRowId,
        userId: member.id,
        kind: 'mention',
        channel: 'general',
        topic: channelTopic('general'),
        urgency: 'normal',
        title: `Mention ${i}`,
        body: 'body',
        url: '/app/general',
      },
    ]);
    devices.push({ ...device, memberId: member.id });
  }
  return devices;
}

describe('the push sender loop (decision 0073)', () => {
  it('runs the next round at once after one that claimed a whole batch, not at the next interval', async () => {
    const devices = await mentionsWaiting(12);
    const sender = createPushSender({
      db: database.handle.db,
      vapid,
      log: quiet,
      membersInApp: () => new Set(),
      missedMail: false,
      // Three rounds of at most 5; at one round per interval the last would wait two minutes.
      batchSize: 5,
      intervalMs: 60_000,
      threads: 1,
    });
    const started = Date.now();
    sender.start();
    try {
      for (const device of devices) await pushService.waitForPushes(device.id, 1, 20_000);
    } finally {
      await sender.stop();
    }

    expect(Date.now() - started).toBeLessThan(20_000);
    expect(devices.map((d) => pushService.pushesTo(d.id).map((p) => p.payload.title))).toEqual(
      devices.map((_, i) => [`Mention ${i}`]),
    );
  });
  // The chat's writes share the database with the sender: on the embedded database its one
  // connection, which answers in microtasks, so only the sender's own event loop turns let a
  // write in between a round's statements. The test's database is on one connection on
  // PostgreSQL too (a pool of one), so there as well a write asked for during the claim goes in
  // right after the claim's statement, not on a connection of its own that races the checks.
  it("lets the chat's writes in between a round's statements: a ban written during the claim drops the push", async () => {
    const [waiting] = await mentionsWaiting(1);
    const { db, close } = onOneConnection(database);
    const sender = createPushSender({
      db,
      vapid,
      log: quiet,
      membersInApp: () => new Set(),
      missedMail: false,
      threads: 1,
    });
    try {
      const round = sender.sendDue();
      // Runs at the event loop's first turn after the round began: the embedded database
      // answers in microtasks, so without a turn inside the round this ran only after it.
      let banned: Promise<unknown> | undefined;
      setImmediate(() => {
        banned = db
          .update(users)
          .set({ banUntil: new Date(Date.now() + 60 * 60 * 1000) })
          .where(eq(users.id, waiting!.memberId))
          .execute();
      });
      expect(await round).toEqual({ sent: 0, retried: 0, dropped: 1 });
      await banned;
    } finally {
      await sender.stop();
      await close();
    }
    expect(pushService.pushesTo(waiting!.id)).toEqual([]);
  });
});
