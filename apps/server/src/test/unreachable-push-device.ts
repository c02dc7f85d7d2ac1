import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { freshClientAddress } from './client-address';

/**
 * Subscribes, for the member of `cookie`, a device whose push service is never reached (port 9
 * of this machine answers nothing): the member counts as pushed, and the device's pushes wait
 * in the outbox, retried. Answers the device's id.
 */
export async function subscribeUnreachableDevice(
  app: FastifyInstance,
  cookie: string,
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie },
    remoteAddress: freshClientAddress(),
    payload: {
      endpoint: `http://127.0.0.1:9/push/${randomUUID()}`,
      keys: {
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
        auth: Buffer.alloc(16, 2).toString('base64url'),
      },
      label: 'Phone',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().device.id as number;
}
