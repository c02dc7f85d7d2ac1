import { randomBytes } from 'node:crypto';
import { deliversIndicator, type PurchaseKind } from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { findLicenseKey, insertLicenseKeys } from './repo';

/** Crockford's base32: no I, L, O or U, so a key read aloud or retyped is not misread. */
const KEY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const KEY_GROUPS = 4;
const GROUP_LENGTH = 5;

/** `BBT-` and four groups of five characters: 100 random bits, too many to guess. */
export function newLicenseKey(): string {
  const bytes = randomBytes(KEY_GROUPS * GROUP_LENGTH);
  const chars = [...bytes].map((byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
  const groups = Array.from({ length: KEY_GROUPS }, (_, i) =>
    chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH),
  );
  return `BBT-${groups.join('-')}`;
}

/** A key as typed: spaces around it and lower case are forgiven. */
export const normalizeLicenseKey = (key: string) => key.trim().toUpperCase();

/**
 * Issues a key for each line of a fulfilled order that hands over the indicator (the indicator,
 * or a badge tier bought), in the transaction that fulfils it; returns them for the receipt.
 */
export async function issueLicenseKeys(
  tx: Tx,
  order: { id: string; userId: string },
  lines: Array<{ productKey: string; role: string; purchase: PurchaseKind }>,
): Promise<Array<{ key: string; productKey: string }>> {
  const keys = lines.filter(deliversIndicator).map((line) => ({
    key: newLicenseKey(),
    orderId: order.id,
    userId: order.userId,
    productKey: line.productKey,
  }));
  await insertLicenseKeys(tx, keys);
  return keys;
}

/**
 * What the indicator is told of a key: valid with the product's title while its order stands
 * paid and the key is not revoked; nothing else, and nothing about who holds it.
 */
export async function verifyLicenseKey(db: Database, key: string) {
  const found = await findLicenseKey(db, normalizeLicenseKey(key));
  const valid =
    found !== undefined && found.revokedAt === null && found.orderStatus === 'completed';
  return { valid, product: valid ? found.title : null };
}
