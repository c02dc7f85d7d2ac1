import { describe, expect, it } from 'vitest';
import {
  PENDING_INVITE_KEY,
  clearPendingInvite,
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
