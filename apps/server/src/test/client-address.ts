import { randomInt } from 'node:crypto';

const ADDRESSES = 250 ** 3;
// A random start: with REDIS_URL the rate limits are shared by every test file's app, and
// files counting from the same start would spend each other's allowance.
let next = randomInt(ADDRESSES);

/** A new client address (10.x.y.z) per call, so per-client rate limits never get in the way. */
export function freshClientAddress(): string {
  const n = next++ % ADDRESSES;
  return `10.${Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}
