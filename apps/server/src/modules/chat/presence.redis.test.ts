import { randomUUID } from 'node:crypto';
import type { PresenceChange } from '@bbt/domain';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, sessionCookieFor } from '../../test/factories';
import { redisNamespaceOf, type TestApp } from '../../test/test-app';
import { collect, connectWithCookie, eventually } from '../../test/test-sockets';
import { twoInstances } from '../../test/two-instances';
import { PRESENCE_INSTANCE_TTL_MS, PRESENCE_TICK_MS } from './presence';
import { createRedisPresenceStore } from './presence-store';

const two = twoInstances();
const redis = new Redis(process.env.REDIS_URL!);
afterAll(async () => {
  await redis.quit();
});

async function member(name: string, app: TestApp, url: string, roles?: ['premium_trader']) {
  const row = await createMember(app.db, { name, roles });
  const cookie = await sessionCookieFor(app.db, app.config.sessionSecret, row.id);
  const socket = await connectWithCookie(url, cookie);
  two.sockets.push(socket);
  return { id: row.id, socket };
}

const latest = (changes: PresenceChange[][], userId: string) =>
  changes
    .flat()
    .filter((c) => c.userId === userId)
    .at(-1)?.status;

describe('presence and typing across two instances (Redis)', () => {
  it("shows a member of one instance online, idle and gone on the other's member list", async () => {
    const watcher = await member('Watcher', two.a, two.urlA);
    const changes = collect(watcher.socket, 'presence:changed');
    const comer = await member('Comer', two.b, two.urlB);
    await eventually(() => expect(latest(changes, comer.id)).toBe('online'));
    await comer.socket.timeout(5_000).emitWithAck('presence:set', { status: 'idle' });
    await eventually(() => expect(latest(changes, comer.id)).toBe('idle'));
    comer.socket.disconnect();
    await eventually(() => expect(latest(changes, comer.id)).toBe('offline'));
    // Each instance tells its own sockets once: no change arrives twice.
    expect(
      changes
        .flat()
        .filter((c) => c.userId === comer.id)
        .map((c) => c.status),
    ).toEqual(['online', 'idle', 'offline']);
  });

  it("carries typing to the channel's readers on the other instance, and to nobody else", async () => {
    const typist = await member('Typist', two.a, two.urlA, ['premium_trader']);
    const reader = await member('Reader', two.b, two.urlB, ['premium_trader']);
    const outsider = await member('Outsider', two.b, two.urlB);
    const toReader = collect(reader.socket, 'typing');
    const toOutsider = collect(outsider.socket, 'typing');
    await typist.socket.timeout(5_000).emitWithAck('typing', { channel: 'premium', typing: true });
    await typist.socket.timeout(5_000).emitWithAck('typing', { channel: 'general', typing: true });
    await eventually(() => expect(toReader.map((n) => n.channel)).toEqual(['premium', 'general']));
    await eventually(() => expect(toOutsider.map((n) => n.channel)).toEqual(['general']));
  });

  it('stops counting the members of an instance that died, within its expiry', async () => {
    const watcher = await member('Watcher', two.a, two.urlA);
    const changes = collect(watcher.socket, 'presence:changed');
    const stranded = `test-${randomUUID()}`;
    // An instance that ticks once and dies: nothing takes its members out but the expiry.
    const dead = createRedisPresenceStore(redis, {
      namespace: redisNamespaceOf(two.database),
      instanceId: randomUUID(),
      ttlMs: PRESENCE_INSTANCE_TTL_MS,
    });
    await dead.exchange(new Map([[stranded, 'online']]), new Set([stranded]));
    const diedAt = Date.now();
    await eventually(() => expect(latest(changes, stranded)).toBe('online'));
    await eventually(
      () => expect(latest(changes, stranded)).toBe('offline'),
      PRESENCE_INSTANCE_TTL_MS + 3 * PRESENCE_TICK_MS,
    );
    const after = Date.now() - diedAt;
    expect(after).toBeGreaterThanOrEqual(PRESENCE_INSTANCE_TTL_MS - PRESENCE_TICK_MS);
    expect(after).toBeLessThanOrEqual(PRESENCE_INSTANCE_TTL_MS + 2 * PRESENCE_TICK_MS + 500);
  });
});
