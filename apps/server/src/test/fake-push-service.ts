import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@bbt/domain';

/** A push as the fake service received it: its device, headers and the decrypted payload. */
export interface ReceivedPush {
  device: string;
  headers: IncomingHttpHeaders;
  /** The status the service answered. */
  status: number;
  payload: PushPayload;
  /** When it arrived (Date.now()): the push benchmark times the fan-out by it. */
  receivedAt: number;
}

/** A push of a service that decrypts only a sample: no payload for those it did not open. */
export type SampledPush = Omit<ReceivedPush, 'payload'> & { payload: PushPayload | undefined };

const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`);

/**
 * Decrypts an aes128gcm push body (RFC 8188's framing, RFC 8291's keys) as the browser does,
 * with the device's private key and auth secret: the body opens with the salt, the record
 * size and the sender's public key, then one record ending in the 0x02 padding delimiter.
 */
function decryptPush(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }) {
  const salt = body.subarray(0, 16);
  const keyLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyLength);
  const record = body.subarray(21 + keyLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as PushPayload;
}

/**
 * Checks the VAPID Authorization header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT
 * signed ES256 by that key, for this service's origin, not expired.
 */
function vapidProblem(
  authorization: string | undefined,
  origin: string,
  publicKey: string,
  signedTokens: Map<string, JwtClaims>,
) {
  const match = /^vapid t=([\w.-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) return 'no VAPID authorization';
  if (match[2] !== publicKey) return 'signed by another key';
  const token = match[1];
  const known = `${publicKey} ${token}`;
  let claims = signedTokens.get(known);
  if (!claims) {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return 'malformed JWT';
    const point = Buffer.from(publicKey, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return 'bad JWT signature';
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as JwtClaims;
    signedTokens.set(known, claims);
  }
  if (claims.aud !== origin) return `JWT for ${claims.aud}`;
  return claims.exp * 1000 > Date.now() ? null : 'expired JWT';
}

interface JwtClaims {
  aud: string;
  exp: number;
}

/**
 * A local push service for tests (convention 6): each device the test makes holds an ECDH
 * P-256 key pair and a 16-byte auth secret as a browser's subscription does; a push to it is
 * checked for its VAPID signature and decrypted with the device's private key, as the browser
 * would. Each device answers 201 unless the test scripts other statuses for its next pushes.
 *
 * `decryptEvery: n` (the push benchmark's) decrypts only every n-th push and checks every
 * push's signature: a real push service stores the encrypted body and never decrypts it, so
 * decrypting a thousand pushes on the benchmark's cores would time work no server waits for.
 */
export function startFakePushService(
  vapidPublicKey: () => Promise<string>,
): Promise<FakePushService>;
export function startFakePushService(
  vapidPublicKey: () => Promise<string>,
  options: { decryptEvery: number },
): Promise<SampledPushService>;
export async function startFakePushService(
  vapidPublicKey: () => Promise<string>,
  { decryptEvery = 1 }: { decryptEvery?: number } = {},
): Promise<SampledPushService> {
  const devices = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; auth: Buffer; statuses: number[] }
  >();
  const received: SampledPush[] = [];
  const waiters = new Set<() => void>();
  // The server signs one token per push service for hours: a token whose signature checked out
  // is not checked again (the same bytes get the same verdict), only its audience and expiry.
  // A real push service's checks run on its own machines, not on the benchmark's two cores.
  const signedTokens = new Map<string, JwtClaims>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const deviceId = (req.url ?? '').replace(/^\/push\//, '');
    const device = devices.get(deviceId);
    if (!device || req.method !== 'POST') return res.writeHead(404).end();
    const origin = `http://${req.headers.host}`;
    const problem = vapidProblem(
      req.headers.authorization,
      origin,
      await vapidPublicKey(),
      signedTokens,
    );
    if (problem || req.headers['content-encoding'] !== 'aes128gcm') {
      return res.writeHead(403).end(problem ?? 'not aes128gcm');
    }
    const status = device.statuses.shift() ?? 201;
    received.push({
      device: deviceId,
      headers: req.headers,
      status,
      payload:
        received.length % decryptEvery === 0
          ? decryptPush(Buffer.concat(chunks), device)
          : undefined,
      receivedAt: Date.now(),
    });
    for (const wake of waiters) wake();
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    received,
    /** A new browser subscription: what PushSubscription.toJSON() would give the app. */
    newDevice(label = 'Test browser') {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, statuses: [] });
      return {
        id,
        subscription: {
          endpoint: `${base}/push/${id}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
          label,
        },
      };
    },
    /** The statuses the device's next pushes are answered with, in order (then 201). */
    answer(deviceId: string, ...statuses: number[]) {
      devices.get(deviceId)?.statuses.push(...statuses);
    },
    pushesTo: (deviceId: string) => received.filter((r) => r.device === deviceId),
    /** Resolves once `count` pushes have reached the device. */
    async waitForPushes(deviceId: string, count: number, timeoutMs = 10_000) {
      const reached = () => received.filter((r) => r.device === deviceId).length >= count;
      if (reached()) return received.filter((r) => r.device === deviceId);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${count} pushes did not reach ${deviceId} in ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          if (!reached()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
      return received.filter((r) => r.device === deviceId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface PushServiceOf<Push> {
  received: Push[];
  newDevice(label?: string): {
    id: string;
    subscription: { endpoint: string; keys: { p256dh: string; auth: string }; label: string };
  };
  answer(deviceId: string, ...statuses: number[]): void;
  pushesTo(deviceId: string): Push[];
  waitForPushes(deviceId: string, count: number, timeoutMs?: number): Promise<Push[]>;
  close(): Promise<void>;
}

/** The tests' service: every push decrypted. */
export type FakePushService = PushServiceOf<ReceivedPush>;
/** The benchmark's: every `decryptEvery`-th push decrypted. */
export type SampledPushService = PushServiceOf<SampledPush>;
