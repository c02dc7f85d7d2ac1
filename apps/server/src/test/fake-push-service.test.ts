import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService } from './fake-push-service';

// The push tests trust this service to refuse what a real push service refuses: a token it
// accepted once is not checked again, so a forged or foreign one must still be refused after.
const vapid = webPush.generateVAPIDKeys();
const other = webPush.generateVAPIDKeys();
let service: FakePushService;

beforeAll(async () => {
  service = await startFakePushService(async () => vapid.publicKey);
});
afterAll(() => service.close());

function authorizationFor(endpoint: string, keys: { publicKey: string; privateKey: string }) {
  return webPush.getVapidHeaders(
    new URL(endpoint).origin,
    'mailto:tests@example.com',
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
  ).Authorization;
}

async function push(authorization: string) {
  const device = service.newDevice();
  const request = webPush.generateRequestDetails(
    { endpoint: device.subscription.endpoint, keys: device.subscription.keys },
    JSON.stringify({ title: 't', body: 'b', url: '/', tag: 'x' }),
    { headers: { Authorization: authorization } },
  );
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
  });
  return { status: response.status, text: await response.text() };
}

describe('the fake push service', () => {
  it('accepts a signed token again, and still refuses a forged one or one of another key', async () => {
    // The service's own origin is the tokens' audience.
    const endpoint = service.newDevice().subscription.endpoint;
    const signed = authorizationFor(endpoint, vapid);
    expect((await push(signed)).status).toBe(201);
    expect((await push(signed)).status).toBe(201);

    // The token accepted above, its signature swapped for another key's, presented as this key's.
    const tokenOf = (authorization: string) => /t=([\w.-]+),/.exec(authorization)![1]!.split('.');
    const [header, claims] = tokenOf(signed);
    const otherSignature = tokenOf(authorizationFor(endpoint, other))[2];
    const forged = `vapid t=${header}.${claims}.${otherSignature}, k=${vapid.publicKey}`;
    expect(await push(forged)).toEqual({ status: 403, text: 'bad JWT signature' });
    expect(await push(authorizationFor(endpoint, other))).toEqual({
      status: 403,
      text: 'signed by another key',
    });
  });
});
