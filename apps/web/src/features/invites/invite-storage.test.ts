import { describe, expect, it } from 'vitest';
import {
  PENDING_INVITE_KEY,
  VISITOR_ID_KEY,
  clearPendingInvite,
  createVisitorId,
  getOrCreateVisitorId,
  hexId,
  isValidVisitorId,
  readPendingInvite,
  storePendingInvite,
} from './invite-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const throwing = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('pending invite', () => {
  it('is stored under `invited`, read back and cleared', () => {
    const storage = memoryStorage();
    expect(readPendingInvite(storage)).toBeNull();
    storePendingInvite('demo-marketing', storage);
    expect(storage.data.get(PENDING_INVITE_KEY)).toBe('demo-marketing');
    expect(readPendingInvite(storage)).toBe('demo-marketing');
    clearPendingInvite(storage);
    expect(readPendingInvite(storage)).toBeNull();
  });

  it('treats an empty value as none', () => {
    expect(readPendingInvite(memoryStorage({ [PENDING_INVITE_KEY]: '' }))).toBeNull();
  });

  it('survives storage that is missing or refuses access', () => {
    expect(readPendingInvite(null)).toBeNull();
    expect(readPendingInvite(throwing)).toBeNull();
    expect(() => storePendingInvite('x', throwing)).not.toThrow();
    expect(() => clearPendingInvite(throwing)).not.toThrow();
  });
});

describe('visitor id', () => {
  it('hexId writes 2 hex digits per byte', () => {
    expect(hexId(new Uint8Array([0, 15, 255, 16]))).toBe('000fff10');
  });

  it('creates ids the server accepts', () => {
    const id = createVisitorId();
    expect(isValidVisitorId(id)).toBe(true);
    expect(createVisitorId()).not.toBe(id);
  });

  it('accepts 8 to 64 letters, digits and dashes only', () => {
    expect(isValidVisitorId(null)).toBe(false);
    expect(isValidVisitorId('short')).toBe(false);
    expect(isValidVisitorId('a'.repeat(65))).toBe(false);
    expect(isValidVisitorId('has space in it')).toBe(false);
    expect(isValidVisitorId('0f8c1d2e-aaaa-bbbb-cccc-123456789abc')).toBe(true);
  });

  it('is created once and then reused', () => {
    const storage = memoryStorage();
    const first = getOrCreateVisitorId(storage, () => 'visitor-0001');
    expect(first).toBe('visitor-0001');
    expect(storage.data.get(VISITOR_ID_KEY)).toBe('visitor-0001');
    expect(getOrCreateVisitorId(storage, () => 'visitor-0002')).toBe('visitor-0001');
  });

  it('replaces a stored id the server would reject', () => {
    const storage = memoryStorage({ [VISITOR_ID_KEY]: 'bad' });
    expect(getOrCreateVisitorId(storage, () => 'visitor-0003')).toBe('visitor-0003');
  });

  it('still gives an id when storage refuses access', () => {
    expect(getOrCreateVisitorId(throwing, () => 'visitor-0004')).toBe('visitor-0004');
    expect(getOrCreateVisitorId(null, () => 'visitor-0005')).toBe('visitor-0005');
  });
});
