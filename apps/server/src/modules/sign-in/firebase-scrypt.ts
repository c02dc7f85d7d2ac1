import { createCipheriv, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * A Firebase project's password-hash parameters (Authentication > Users > Password hash
 * parameters in the Firebase console), the key and separator decoded from base64.
 */
export interface FirebaseScryptParameters {
  signerKey: Buffer;
  saltSeparator: Buffer;
  rounds: number;
  memCost: number;
}

/** A password hash and its salt as `firebase auth:export` writes them (base64). */
export interface FirebasePasswordHash {
  passwordHash: string;
  salt: string;
}

/** Standard or URL-safe base64, padded or not: exports have been seen in both alphabets. */
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

export function decodeBase64(text: string): Buffer | undefined {
  return BASE64.test(text) ? Buffer.from(text, 'base64') : undefined;
}

/** The derived key is an AES-256 key. */
const KEY_BYTES = 32;

function deriveKey(
  password: string,
  salt: Buffer,
  parameters: FirebaseScryptParameters,
): Promise<Buffer> {
  const N = 2 ** parameters.memCost;
  const r = parameters.rounds;
  return new Promise((resolve, reject) =>
    scrypt(
      password,
      Buffer.concat([salt, parameters.saltSeparator]),
      KEY_BYTES,
      // scrypt needs 128 * N * r bytes; room for it, whatever the project's cost.
      { N, r, p: 1, maxmem: 256 * N * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/**
 * Whether `password` is the one behind a Firebase password hash: Firebase's modified scrypt
 * (github.com/firebase/scrypt) derives a key from the password and the salt followed by the
 * project's salt separator, and the hash is the project's signer key encrypted with that key
 * (AES-256-CTR, zero IV). Compared in constant time; a hash or salt that is not base64, or
 * not of the signer key's length, is never a match.
 */
export async function verifyFirebasePassword(
  password: string,
  stored: FirebasePasswordHash,
  parameters: FirebaseScryptParameters,
): Promise<boolean> {
  const expected = decodeBase64(stored.passwordHash);
  const salt = decodeBase64(stored.salt);
  if (!expected || !salt || expected.length !== parameters.signerKey.length) return false;
  const key = await deriveKey(password, salt, parameters);
  const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
  const actual = Buffer.concat([cipher.update(parameters.signerKey), cipher.final()]);
  return timingSafeEqual(actual, expected);
}
