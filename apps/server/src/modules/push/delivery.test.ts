import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import { createDeliveryPool, type PushDelivery } from './delivery';

const vapid = webPush.generateVAPIDKeys();
let pushService: FakePushService;

beforeAll(async () => {
  pushService = await startFakePushService(async () => vapid.publicKey);
});

afterAll(async () => {
  await pushService?.close();
});

function deliveryTo(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  return (n: number): PushDelivery => ({
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    payload: JSON.stringify({ title: `Push ${n}`, body: 'body', url: '/signals', tag: 'signals' }),
    authorization: webPush.getVapidHeaders(
      new URL(subscription.endpoint).origin,
      'mailto:push@example.test',
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    ).Authorization,
    ttlSeconds: 60,
    urgency: 'high',
    topic: 'signals',
  });
}

describe('the push delivery threads (decision 0073)', () => {
  it('encrypts and sends a round on two threads, answering each push in order', async () => {
    const pool = createDeliveryPool(2);
    const devices = [pushService.newDevice(), pushService.newDevice()];
    const [first, second] = devices.map((device) => device.subscription);
    pushService.answer(devices[1]!.id, 410);
    // More pushes than one batch, so both threads take some.
    const pushes = [
      ...Array.from({ length: 119 }, (_, n) => deliveryTo(first!)(n)),
      deliveryTo(second!)(119),
    ];

    const results = await pool.deliver(pushes);
    await pool.close();

    expect(results).toEqual([
      ...Array.from({ length: 119 }, () => ({ status: 201 })),
      { status: 410 },
    ]);
    // Each decrypted on its device, as a browser would, so each was encrypted for it.
    const titles = pushService.pushesTo(devices[0]!.id).map((p) => p.payload.title);
    expect(titles.toSorted()).toEqual(
      Array.from({ length: 119 }, (_, n) => `Push ${n}`).toSorted(),
    );
    expect(pushService.pushesTo(devices[1]!.id).map((p) => p.payload.title)).toEqual(['Push 119']);
  });

  it('starts its threads when warmed, before any push, and sends on them after', async () => {
    const pool = createDeliveryPool(2);
    const device = pushService.newDevice();

    await expect(pool.warm()).resolves.toBeUndefined();
    // Warmed again: the threads are there already.
    await expect(pool.warm()).resolves.toBeUndefined();
    const results = await pool.deliver([deliveryTo(device.subscription)(1)]);
    await pool.close();

    expect(results).toEqual([{ status: 201 }]);
    expect(pushService.pushesTo(device.id).map((p) => p.payload.title)).toEqual(['Push 1']);
  });

  it.runIf(process.platform === 'linux')(
    'runs its threads at a lower CPU priority than the thread that started them, ready once warmed',
    async () => {
      // The nice value of a thread, field 19 of its /proc stat line (the 17th after the name).
      const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      const threadsNicedTo = (nice: number) =>
        readdirSync('/proc/self/task').filter((task) => {
          try {
            return niceOf(readFileSync(`/proc/self/task/${task}/stat`, 'utf8')) === nice;
          } catch {
            return false; // a thread that ended meanwhile
          }
        }).length;
      const before = threadsNicedTo(10);
      const pool = createDeliveryPool(2);

      await pool.warm();
      const niced = threadsNicedTo(10) - before;
      await pool.close();

      expect(niced).toBe(2);
      expect(niceOf(readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(0);
    },
  );

  it('answers a push service that cannot be reached with its error, for the sender to retry', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const pool = createDeliveryPool(1);
    const device = pushService.newDevice();

    const [result] = await pool.deliver([
      deliveryTo({ ...device.subscription, endpoint: `http://127.0.0.1:${port}/push/gone` })(0),
    ]);
    await pool.close();

    expect(result).toEqual({ error: expect.any(String) });
  });

  it("answers a redirect with its status and does not follow it: the push is the sender's to retry", async () => {
    const device = pushService.newDevice();
    let redirected = 0;
    const redirecting = createServer((request, response) => {
      redirected += 1;
      request.resume();
      response.writeHead(307, { Location: device.subscription.endpoint }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const { port } = redirecting.address() as AddressInfo;
    const pool = createDeliveryPool(1);

    const results = await pool.deliver(
      [0, 1].map(
        deliveryTo({ ...device.subscription, endpoint: `http://127.0.0.1:${port}/push/moved` }),
      ),
    );
    await pool.close();
    redirecting.closeAllConnections();
    await new Promise<void>((resolve) => redirecting.close(() => resolve()));

    expect(results).toEqual([{ status: 307 }, { status: 307 }]);
    expect(redirected).toBe(2);
    expect(pushService.pushesTo(device.id)).toEqual([]);
  });

  it('answers each push of a thread that ends with an error, for the sender to retry', async () => {
    let reached = () => {};
    const received = new Promise<void>((resolve) => (reached = resolve));
    // A push service that takes the request and never answers: the batch stays out.
    const silent = createServer(() => reached());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const pool = createDeliveryPool(1);
    const device = pushService.newDevice();
    const toSilent = deliveryTo({
      ...device.subscription,
      endpoint: `http://127.0.0.1:${port}/push/${device.id}`,
    });

    const results = pool.deliver([toSilent(0), toSilent(1)]);
    await received;
    await pool.close();

    expect(await results).toEqual([
      { error: expect.stringContaining('exited') },
      { error: expect.stringContaining('exited') },
    ]);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
