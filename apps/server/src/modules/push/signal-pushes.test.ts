import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleKey } from '@bbt/domain';
import type { Tx } from '../../db/client';
import { createMember } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { upsertSubscription } from './repo';
import { createPushQueue } from './queue';
import { pushOutbox, pushSubscriptions } from './schema';

// Decision 0073's amendment: a signal's devices are read before its transaction, a page at a
// time, and only its pushes are written in it.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A member with one device whose push service is never reached (the sender is not asked). */
async function withDevice(roles: RoleKey[]) {
  const member = await createMember(t.db, { name: `Member${randomUUID().slice(0, 8)}`, roles });
  const device = await upsertSubscription(t.db, {
    userId: member.id,
    endpoint: `http://127.0.0.1:9/push/${randomUUID()}`,
    p256dh: 'key',
    auth: 'secret',
    label: 'Phone',
  });
  return { member, device };
}

const signalNotice = (id: number, analystId: string) => ({
  id,
  name: 'EURUSD long',
  entry: 1.085,
  entryDecimals: 4,
  exit: 1.09,
  exitDecimals: 4,
  profit: '+50 pips',
  analystId,
  analystName: 'Analyst',
});

/** The devices of `deviceIds` a signal's push waits for, as `tx` sees the outbox. */
const queuedFor = async (tx: Tx, deviceIds: number[]) =>
  (
    await tx
      .select({ subscriptionId: pushOutbox.subscriptionId })
      .from(pushOutbox)
      .where(eq(pushOutbox.kind, 'signal'))
  )
    .map((row) => row.subscriptionId)
    .filter((id) => deviceIds.includes(id))
    .sort((a, b) => a - b);

describe("a signal's pushes (decision 0073)", () => {
  it("reads the devices of every member who may read the signal, a page at a time, and not the analyst's", async () => {
    const analyst = await withDevice(['analyst']);
    const readers = [];
    for (let i = 0; i < 5; i++) readers.push(await withDevice(['free_member', 'premium_signals']));
    const outsider = await withDevice(['free_member']);
    const queue = createPushQueue({
      enabled: true,
      missedMail: false,
      wake: () => undefined,
      signalDevicesPage: 2,
    });

    const devices = await queue.signalDevices(t.db, analyst.member.id);

    const ours = [analyst, ...readers, outsider].map((d) => d.device.id);
    expect(devices.filter((d) => ours.includes(d.subscriptionId))).toEqual(
      readers.map((r) => ({ subscriptionId: r.device.id, userId: r.member.id })),
    );
  });

  it('queues no push to a device removed, or subscribed anew by another member, after its read', async () => {
    const analyst = await withDevice(['analyst']);
    const kept = await withDevice(['free_member', 'premium_signals']);
    const removed = await withDevice(['free_member', 'premium_signals']);
    const handedOn = await withDevice(['free_member', 'premium_signals']);
    const queue = createPushQueue({ enabled: true, missedMail: false, wake: () => undefined });
    const ours = [kept, removed, handedOn].map((d) => d.device.id);
    const devices = (await queue.signalDevices(t.db, analyst.member.id)).filter((d) =>
      ours.includes(d.subscriptionId),
    );
    expect(devices).toHaveLength(3);

    // Between the read and the signal's transaction: the push service answered 410 for one
    // device, and another browser profile's endpoint was subscribed by a member without access.
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, removed.device.id));
    const newOwner = await createMember(t.db, { name: `Other${randomUUID().slice(0, 8)}` });
    await upsertSubscription(t.db, {
      userId: newOwner.id,
      endpoint: handedOn.device.endpoint,
      p256dh: 'key',
      auth: 'secret',
      label: 'Phone',
    });
    // Read before the commit: the running sender would take the pushes of this made-up signal
    // out of the outbox (no such live signal) once they are committed.
    const queued = await t.db.transaction(async (tx) => {
      await queue.signalPosted(tx, signalNotice(1, analyst.member.id), devices);
      return queuedFor(tx, ours);
    });

    expect(queued).toEqual([kept.device.id]);
  });
});
