/**
 * A push delivery thread (decision 0073): encrypts each push for its device (RFC 8291: an ECDH
 * key, HKDF and AES-GCM per push) and posts it to the device's push service, off the server's
 * main thread, whose event loop the chat's sends need. It answers each batch with each push's
 * status or error; what to do with them (sent, retried, device gone) is the sender's.
 *
 * An entry of its own in the server's bundle (scripts/build-server.ts builds each `*-worker.ts`
 * beside main.js); from the sources it runs through Node's type stripping, so it imports only
 * packages and types.
 */
import http from 'node:http';
import https from 'node:https';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import webPush from 'web-push';
import type {
  DeliveryBatch,
  DeliveryResult,
  DeliveryThreadMessage,
  PushDelivery,
} from './delivery';

/**
 * The thread's nice value: a lower CPU priority than the main thread's (0), whose event loop
 * the chat's sends wait for. While a fan-out keeps every core busy, the scheduler gives the
 * main thread the core first; on cores with room the thread runs as fast as at 0.
 */
const DELIVERY_THREAD_NICE = 10;

/**
 * Requests a thread has out at once. Rounds are pipelined (the sender hands over the next round
 * while one is still out), so without a cap a signal's fan-out would open a connection per push
 * at once, more than a push service (or the benchmark's, on the same cores) accepts in time:
 * refused or timed-out connections become retries 5 s later. As many as one round had out before.
 */
const MAX_REQUESTS_OUT = 200;
let requestsOut = 0;
const waitingForRequest: (() => void)[] = [];

/** Waits for a free request (the one released is handed over, so the count stays in bounds). */
async function requestSlot() {
  if (requestsOut < MAX_REQUESTS_OUT) {
    requestsOut += 1;
    return;
  }
  await new Promise<void>((resolve) => waitingForRequest.push(resolve));
}

function releaseRequest() {
  const next = waitingForRequest.shift();
  if (next) next();
  else requestsOut -= 1;
}

/**
 * Connections kept open to each push service between pushes. Node's own request, not `fetch`:
 * measured on 1,000 pushes, fetch cost 0.34 ms of CPU per request once warm and 1.2 ms on a
 * thread's first fan-out, against 0.12 and 0.36 ms here, as much again as the encryption.
 */
const transports = {
  'http:': { request: http.request, agent: new http.Agent({ keepAlive: true }) },
  'https:': { request: https.request, agent: new https.Agent({ keepAlive: true }) },
};

/**
 * Posts one encrypted push and answers the service's status. A redirect is not followed: its
 * status is the answer, which the sender retries like any other it does not know.
 */
function post(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer | null,
  timeoutMs: number,
): Promise<number> {
  const url = new URL(endpoint);
  const { request: send, agent } = transports[url.protocol === 'https:' ? 'https:' : 'http:'];
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      { method: 'POST', headers, agent, signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        // The body says nothing the status does not; read to its end so the connection is kept.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

async function deliver(push: PushDelivery, timeoutMs: number): Promise<DeliveryResult> {
  try {
    const request = webPush.generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      push.payload,
      {
        headers: { Authorization: push.authorization },
        TTL: push.ttlSeconds,
        urgency: push.urgency,
        topic: push.topic,
      },
    );
    await requestSlot();
    try {
      return { status: await post(request.endpoint, request.headers, request.body, timeoutMs) };
    } finally {
      releaseRequest();
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const port = parentPort;
if (!port) throw new Error('push-worker runs as a worker thread');
// On Linux a thread has its own nice value (this sets the calling thread's); elsewhere it is the
// whole process's, which must keep its priority.
if (process.platform === 'linux') {
  try {
    setPriority(DELIVERY_THREAD_NICE);
  } catch {
    // A sandbox that refuses it: the thread sends at the main thread's priority, as before.
  }
}
port.on('message', async (batch: DeliveryBatch) => {
  const results = await Promise.all(batch.pushes.map((push) => deliver(push, batch.timeoutMs)));
  port.postMessage({ id: batch.id, results } satisfies DeliveryThreadMessage);
});
port.postMessage({ ready: true } satisfies DeliveryThreadMessage);
