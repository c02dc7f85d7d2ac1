import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyExport } from './layout';
import { DEFAULT_READ_LIMITS, readEntryAt, streamEntries, type StreamedEntry } from './reader';
import { storagePathOf } from './content';
import { readCounter, readTimestamp } from './values';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bbt-reader-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const collect = async (file: string, at: string[], chunkSize?: number) => {
  const out: unknown[] = [];
  for await (const entry of streamEntries(file, at, { chunkSize })) out.push(entry);
  return out;
};

describe('streaming an export file', () => {
  const docs = {
    a: { text: 'quotes " and braces }{ ], \\ and ünïcødé 😀', n: [1, { deep: true }] },
    b: 5,
    c: 'plain',
    d: null,
    e: { __collections__: { replies: { r1: { x: 1 } } } },
  };

  it('yields each document of a wrapped collection, whatever the chunk size', async () => {
    const file = path.join(dir, 'messages.json');
    await writeFile(
      file,
      JSON.stringify({ __collections__: { messages: docs, other: { z: 1 } } }, null, 2),
    );
    const expected = Object.entries(docs).map(([key, value]) => ({ key, value }));
    for (const size of [1, 3, 7, 64, 1 << 20]) {
      const entries = await collect(file, ['__collections__', 'messages'], size);
      expect(entries).toMatchObject(expected);
      for (const entry of entries as StreamedEntry[]) {
        expect(await readEntryAt(file, entry.start, entry.end)).toEqual(entry.value);
      }
    }
    const layout = await surveyExport(dir, DEFAULT_READ_LIMITS);
    expect(layout.collections.messages).toEqual({ file, at: ['__collections__', 'messages'] });
  });

  it('reports a malformed document and goes on; arrays yield by index', async () => {
    const file = path.join(dir, 'bad.json');
    await writeFile(file, '{"a":{"q":1},"b":{bad}, "c":[1,2]}');
    expect(await collect(file, [])).toMatchObject([
      { key: 'a', value: { q: 1 } },
      { key: 'b', error: expect.stringContaining('malformed JSON') },
      { key: 'c', value: [1, 2] },
    ]);
    const auth = path.join(dir, 'auth.json');
    await writeFile(auth, JSON.stringify({ users: [{ localId: 'u1' }, { localId: 'u2' }] }));
    expect(await collect(auth, ['users'], 5)).toMatchObject([
      { key: '0', value: { localId: 'u1' } },
      { key: '1', value: { localId: 'u2' } },
    ]);
  });

  it('refuses a file that ends before it closes', async () => {
    const file = path.join(dir, 'cut.json');
    await writeFile(file, '{"a":{"q":1},"b":{');
    await expect(collect(file, [])).rejects.toThrow('ends before it closes');
  });
});

describe('reading values', () => {
  it('reads the timestamp forms of exports', () => {
    const at = new Date('2023-03-01T10:00:00.250Z');
    const seconds = Math.floor(at.getTime() / 1000);
    for (const form of [
      { __datatype__: 'timestamp', value: { _seconds: seconds, _nanoseconds: 250_000_000 } },
      { _seconds: seconds, _nanoseconds: 250_000_000 },
      { seconds, nanoseconds: 250_000_000 },
      '2023-03-01T10:00:00.250Z',
      String(at.getTime()),
      at.getTime(),
    ]) {
      expect(readTimestamp(form)).toEqual(at);
    }
    expect(readTimestamp('yesterday')).toBeUndefined();
    expect(readTimestamp({ _seconds: 'x' })).toBeUndefined();
  });

  it('reads counters stored as strings', () => {
    expect(readCounter('3')).toBe(3);
    expect(readCounter(' 12 ')).toBe(3 * 4);
    expect(readCounter('x')).toBeUndefined();
    expect(readCounter(-1)).toBeUndefined();
    expect(readCounter(1.5)).toBeUndefined();
  });
});

describe('finding an image of the export', () => {
  it('reads Firebase Storage addresses as paths inside storage/, and nothing outside it', () => {
    expect(
      storagePathOf(
        'https://firebasestorage.googleapis.com/v0/b/app.appspot.com/o/images%2Fab-12?alt=media&token=x',
      ),
    ).toBe('images/ab-12');
    expect(storagePathOf('gs://app.appspot.com/images/ab-12')).toBe('images/ab-12');
    expect(storagePathOf('images/ab-12')).toBe('images/ab-12');
    expect(
      storagePathOf('https://firebasestorage.googleapis.com/v0/b/a/o/..%2F..%2Fetc%2Fpasswd'),
    ).toBeNull();
    expect(storagePathOf('https://example.com/picture.png')).toBeNull();
  });
});
