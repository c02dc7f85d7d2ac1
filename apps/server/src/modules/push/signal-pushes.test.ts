import { eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RoleKey } from '@bbt/domain';
import { createMemberWithDevice } from '../../test/factories';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { insertSignal } from '../signals/repo';
import { createPushQueue } from './queue';
import { pushOutbox, pushSignalFanouts, pushSubscriptions } from './schema';
import { createPushSender, type PushSender } from './sender';

// Decision 0081: a signal's pushes are one fan-out row, sent a page of devices at a time.

const keys = webPush.generateVAPIDKeys();
const vapid = { ...keys, subject: 'mailto:push@example.test' };
const quiet = { warn: () => undefined, error: () => undefined };
const queue = createPushQueue({ enabled: true, missedMail: false, wake: () => undefined });
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
beforeEach(async () => {
  // Each test's signal and devices are the only ones: the pages are the test's own.
  await database.handle.db.delete(pushSignalFanouts);
  await database.handle.db.delete(pushSubscriptions);
});

let named = 0;
/** A member with one device on the fake push service. */
async function withDevice(roles: RoleKey[]) {
  const db = database.handle.db;
  named += 1;
  const device = pushService.newDevice();
  const { member, deviceRowId } = await createMemberWithDevice(
    db,
    { name: `Signalled${named}`, roles },
    device.subscription,
  );
  return { member, device, rowId: deviceRowId };
}

/** Members with signals access and a device each, in the order of their devices' ids. */
async function readers(count: number) {
  const made = [];
  for (let i = 0; i < count; i++) made.push(await withDevice(['free_member', 'premium_signals']));
  return made;
}

/** The analyst posts a signal: the signal and its fan-out in one transaction, as the route does. */
function postSignal(analystId: string) {
  return database.handle.db.transaction(async (tx) => {
    const signal = await insertSignal(tx, {
      name: 'EURUSD long',
      entry: 1.085,
      entryDecimals: 4,
      exit: 1.09,
      exitDecimals: 4,
      profit: '+50 pips',
      analystId,
    });
    await queue.signalPosted(tx, { ...signal, analystId, analystName: 'Analyst' });
    return signal;
  });
}

/** A sender of two pushes a round: a handful of devices is a fan-out of several pages. */
const pagedSender = () =>
  createPushSender({
    db: database.handle.db,
    vapid,
    log: quiet,
    membersInApp: () => new Set(),
    missedMail: false,
    batchSize: 2,
    threads: 1,
  });

const fanouts = () => database.handle.db.select().from(pushSignalFanouts);

/** Runs the sender's rounds until no fan-out is left (or `rounds` have run). */
async function sendAll(sender: PushSender, rounds = 20) {
  for (let round = 0; round < rounds && (await fanouts()).length > 0; round++)
    await sender.sendDue();
}

describe("a signal's fan-out (decision 0081)", () => {
  it('queues nothing for a signal when no other member has a device', async () => {
    const analyst = await withDevice(['analyst']);

    await postSignal(analyst.member.id);

    expect(await fanouts()).toEqual([]);
  });

  it('queues one row for a signal, however many devices will get it, up to the newest device', async () => {
    const analyst = await withDevice(['analyst']);
    const devices = await readers(5);

    await postSignal(analyst.member.id);

    const [fanout, ...others] = await fanouts();
    expect(others).toEqual([]);
    expect(fanout).toMatchObject({ upTo: devices.at(-1)!.rowId, doneThrough: 0, urgency: 'high' });
    expect(await database.handle.db.select().from(pushOutbox)).toEqual([]);
  });

  it('pushes every member who may read it once, a page at a time, not the analyst nor a member without access', async () => {
    const analyst = await withDevice(['analyst']);
    const before = await readers(3);
    const outsider = await withDevice(['free_member']);
    const after = await readers(2);
    const sender = pagedSender();
    try {
      await postSignal(analyst.member.id);
      const late = await withDevice(['free_member', 'premium_signals']);
      await sendAll(sender);

      for (const reader of [...before, ...after]) {
        expect(pushService.pushesTo(reader.device.id).map((p) => p.payload.title)).toEqual([
          'New signal: EURUSD long',
        ]);
      }
      expect(pushService.pushesTo(analyst.device.id)).toEqual([]);
      expect(pushService.pushesTo(outsider.device.id)).toEqual([]);
      // Subscribed after the signal was posted: not one of its devices.
      expect(pushService.pushesTo(late.device.id)).toEqual([]);
      expect(await fanouts()).toEqual([]);
      const [reached] = await database.handle.db
        .select({ at: pushSubscriptions.lastSuccessAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, before[0]!.rowId));
      expect(reached?.at).toBeInstanceOf(Date);
    } finally {
      await sender.stop();
    }
  });

  it('queues a push the service did not take in the outbox, for its retries', async () => {
    const analyst = await withDevice(['analyst']);
    const [failing, fine] = await readers(2);
    pushService.answer(failing!.device.id, 500);
    const sender = pagedSender();
    try {
      const signal = await postSignal(analyst.member.id);
      await sendAll(sender);

      expect(pushService.pushesTo(fine!.device.id)).toHaveLength(1);
      const waiting = await database.handle.db.select().from(pushOutbox);
      expect(waiting).toMatchObject([
        {
          subscriptionId: failing!.rowId,
          userId: failing!.member.id,
          kind: 'signal',
          signalId: signal.id,
          attempts: 1,
          lastError: 'the push service answered 500',
        },
      ]);
      expect(waiting[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      expect(await fanouts()).toEqual([]);
    } finally {
      await sender.stop();
    }
  });

  it('is sent by one sender at a time, and taken over where it was done when its sender dies', async () => {
    const analyst = await withDevice(['analyst']);
    const devices = await readers(5);
    const first = pagedSender();
    const second = pagedSender();
    try {
      await postSignal(analyst.member.id);
      await first.sendDue();
      expect(devices.map((d) => pushService.pushesTo(d.device.id).length)).toEqual([1, 1, 0, 0, 0]);
      // The first sender holds the fan-out: the second finds nothing to send.
      expect(await second.sendDue()).toEqual({ sent: 0, retried: 0, dropped: 0 });

      // The first claims the next page and dies (kill -9) before sending it: its lease lapses.
      await database.handle.db.update(pushSignalFanouts).set({
        claimedThrough: devices[3]!.rowId,
        leasedUntil: sql`now() - interval '1 second'`,
      });
      await sendAll(second);

      // The page that was out is sent by the second sender; nothing is sent twice.
      expect(devices.map((d) => pushService.pushesTo(d.device.id).length)).toEqual([1, 1, 1, 1, 1]);
      expect(await fanouts()).toEqual([]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
