import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../test/fake-s3';
import { createLocalStorage, createS3Storage } from './storage';

const credentials = {
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
  region: 'eu-west-1',
};
let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  s3 = await startFakeS3(credentials);
});
afterAll(() => s3.stop());

describe('file storage', () => {
  it('stores and reads back on local disk, and never outside its folder', async () => {
    const storage = createLocalStorage(await mkdtemp(path.join(tmpdir(), 'bbt-files-')));
    await storage.put('images/a.webp', Buffer.from('pixels'));
    expect((await storage.get('images/a.webp'))?.toString()).toBe('pixels');
    expect(await storage.get('images/missing.webp')).toBeNull();
    expect(await storage.has('images/a.webp')).toBe(true);
    expect(await storage.has('images/missing.webp')).toBe(false);
    expect(await storage.has('images')).toBe(false);
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/escapes/);
  });

  it('deletes from local disk, and deleting a missing file is no error', async () => {
    const storage = createLocalStorage(await mkdtemp(path.join(tmpdir(), 'bbt-files-')));
    await storage.put('images/gone.webp', Buffer.from('pixels'));
    await storage.delete('images/gone.webp');
    expect(await storage.has('images/gone.webp')).toBe(false);
    await storage.delete('images/gone.webp');
    await expect(storage.delete('../escape')).rejects.toThrow(/escapes/);
  });

  it('stores and reads back in an S3-compatible bucket with signed requests', async () => {
    const storage = createS3Storage({ ...credentials, endpoint: s3.endpoint, bucket: 'uploads' });
    await storage.put('images/b.webp', Buffer.from('more pixels'));
    expect(s3.objects.get('/uploads/images/b.webp')?.toString()).toBe('more pixels');
    expect((await storage.get('images/b.webp'))?.toString()).toBe('more pixels');
    expect(await storage.get('images/none.webp')).toBeNull();
    expect(await storage.has('images/b.webp')).toBe(true);
    expect(await storage.has('images/none.webp')).toBe(false);
    await storage.delete('images/b.webp');
    expect(s3.objects.has('/uploads/images/b.webp')).toBe(false);
    await storage.delete('images/b.webp');
  });

  it('fails loudly when the bucket refuses the signature', async () => {
    const wrong = createS3Storage({
      ...credentials,
      secretAccessKey: 'wrong',
      endpoint: s3.endpoint,
      bucket: 'uploads',
    });
    await expect(wrong.put('images/c.webp', Buffer.from('x'))).rejects.toThrow(/HTTP 403/);
  });

  it('sends the session token of temporary credentials, and is refused without it', async () => {
    const temporary = { ...credentials, sessionToken: 'session-token-from-sts' };
    const roleS3 = await startFakeS3(temporary);
    try {
      const storage = createS3Storage({
        ...temporary,
        endpoint: roleS3.endpoint,
        bucket: 'uploads',
      });
      await storage.put('images/d.webp', Buffer.from('role pixels'));
      expect(roleS3.requests.at(-1)?.headers['x-amz-security-token']).toBe(temporary.sessionToken);
      expect((await storage.get('images/d.webp'))?.toString()).toBe('role pixels');
      const withoutToken = createS3Storage({
        ...credentials,
        endpoint: roleS3.endpoint,
        bucket: 'uploads',
      });
      await expect(withoutToken.get('images/d.webp')).rejects.toThrow(/HTTP 403/);
    } finally {
      await roleS3.stop();
    }
  });
});
