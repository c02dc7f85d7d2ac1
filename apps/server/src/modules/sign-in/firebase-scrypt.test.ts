import { describe, expect, it } from 'vitest';
import { verifyFirebasePassword } from './firebase-scrypt';
import { FIREBASE_VECTOR } from './firebase-test-vector';

const parameters = FIREBASE_VECTOR.parameters;
const stored = { passwordHash: FIREBASE_VECTOR.passwordHash, salt: FIREBASE_VECTOR.salt };

describe("Firebase's modified scrypt", () => {
  it("accepts the password of firebase/scrypt's published example", async () => {
    expect(await verifyFirebasePassword(FIREBASE_VECTOR.password, stored, parameters)).toBe(true);
  });

  it('refuses another password, and the right one with another salt or project key', async () => {
    expect(await verifyFirebasePassword('user1passwore', stored, parameters)).toBe(false);
    expect(await verifyFirebasePassword('', stored, parameters)).toBe(false);
    expect(
      await verifyFirebasePassword(
        FIREBASE_VECTOR.password,
        { ...stored, salt: '42xEC+ixf3L2lA==' },
        parameters,
      ),
    ).toBe(false);
    const otherKey = Buffer.from(parameters.signerKey);
    otherKey[0] = (otherKey[0] ?? 0) ^ 1;
    expect(
      await verifyFirebasePassword(FIREBASE_VECTOR.password, stored, {
        ...parameters,
        signerKey: otherKey,
      }),
    ).toBe(false);
  });

  it('reads the URL-safe base64 some exports write', async () => {
    const urlSafe = (text: string) => text.replaceAll('+', '-').replaceAll('/', '_');
    expect(
      await verifyFirebasePassword(
        FIREBASE_VECTOR.password,
        { passwordHash: urlSafe(stored.passwordHash), salt: urlSafe(stored.salt) },
        parameters,
      ),
    ).toBe(true);
  });

  it('never matches a malformed hash or salt', async () => {
    const malformed = [
      { ...stored, passwordHash: '' },
      { ...stored, passwordHash: 'not base64!' },
      // Cut short: no longer the signer key's length.
      { ...stored, passwordHash: stored.passwordHash.slice(0, 40) },
      { ...stored, salt: '' },
      { ...stored, salt: '%%%' },
    ];
    for (const hash of malformed) {
      expect(await verifyFirebasePassword(FIREBASE_VECTOR.password, hash, parameters)).toBe(false);
    }
  });
});
